import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {docRoutes, localized, locales} from './site';

const extraPaths = ['/search?q=widget', '/no-such-page'];

async function violations(page: Page, scheme: 'light' | 'dark'): Promise<object[]> {
  // The site follows the system preference until the visitor chooses, so this switches it live.
  await page.emulateMedia({colorScheme: scheme, reducedMotion: 'reduce'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
  const mermaid = page.locator('.docusaurus-mermaid-container svg');
  if ((await mermaid.count()) > 0) await expect(mermaid.first()).toBeVisible();
  const {violations: found} = await new AxeBuilder({page}).analyze();
  return found.map((v) => ({
    scheme,
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }));
}

for (const locale of locales) {
  const paths = [
    ...docRoutes.map(({route}) => localized(locale, route)),
    ...extraPaths.map((p) => locale.prefix + p),
  ];
  for (const path of paths) {
    test(`${path} has no axe violations in light or dark mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
      await gotoHydrated(page, path);
      expect([...(await violations(page, 'light')), ...(await violations(page, 'dark'))]).toEqual(
        [],
      );
    });
  }
}
