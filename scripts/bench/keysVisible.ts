import type {BrowserContext} from '@playwright/test';
import {median} from './budgetChecks';

/** When React finished hydrating and when the first real site key appeared. */
const keyTimer = `(() => {
  const marks = (window.__keyMarks = {});
  new MutationObserver(() => {
    if (!marks.hydrated && document.documentElement.dataset.hasHydrated === 'true') {
      marks.hydrated = performance.now();
    }
    if (!marks.keys) {
      const chip = document.querySelector('article [data-key="site"]');
      if (chip && /^[0-9a-f]{8}-/.test(chip.textContent || '')) marks.keys = performance.now();
    }
  }).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
})();`;

export async function measureKeysVisible(
  context: BrowserContext,
  url: string,
  runs = 5,
): Promise<{afterNavigationMs: number; afterHydrationMs: number}> {
  await context.addInitScript(keyTimer);
  const afterNavigation: number[] = [];
  const afterHydration: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await context.newPage();
    await page.goto(url);
    const marks = await page.waitForFunction(
      () => {
        const m = (window as unknown as {__keyMarks: {hydrated?: number; keys?: number}})
          .__keyMarks;
        return m.hydrated !== undefined && m.keys !== undefined ? m : undefined;
      },
      undefined,
      {timeout: 15_000},
    );
    const {hydrated, keys} = (await marks.jsonValue()) as {hydrated: number; keys: number};
    afterNavigation.push(keys);
    afterHydration.push(Math.max(0, keys - hydrated));
    await page.close();
  }
  return {
    afterNavigationMs: Math.round(median(afterNavigation)),
    afterHydrationMs: Math.round(median(afterHydration)),
  };
}
