import {test, expect, gotoHydrated} from './fixtures';
import {testDashboardUrl} from '../testEnv';

test('the table of contents holds only h2 and h3 headings', async ({page}) => {
  await gotoHydrated(page, '/configuration');
  const tocLinks = page.locator('.table-of-contents a');
  expect(await tocLinks.count()).toBeGreaterThan(2);
  const targets = await tocLinks.evaluateAll((links) =>
    links.map((a) => {
      const id = decodeURIComponent((a as HTMLAnchorElement).hash.slice(1));
      return document.getElementById(id)?.tagName ?? 'missing';
    }),
  );
  expect(new Set(targets)).toEqual(new Set(['H2', 'H3']));
});

for (const scheme of ['light', 'dark'] as const) {
  test(`a Mermaid diagram renders as SVG in ${scheme} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme: scheme});
    await gotoHydrated(page, '/');
    const svg = page.locator('.docusaurus-mermaid-container svg');
    await expect(svg).toBeVisible();
    const fill = await svg.evaluate((el) => {
      const text = el.querySelector('text, .messageText, .actor');
      return text ? getComputedStyle(text).fill : '';
    });
    expect(fill).not.toBe('');
    // The diagram follows the page: mermaid's dark theme draws light text.
    const background = await svg.evaluate(
      (el) => getComputedStyle(el.querySelector('rect.actor') ?? el).fill,
    );
    if (scheme === 'dark') expect(background).not.toBe('rgb(255, 255, 255)');
    else expect(background).not.toBe('rgb(31, 32, 32)');
  });
}

for (const language of ['nginx', 'ruby', 'php', 'bash', 'diff']) {
  test(`${language} code is highlighted`, async ({page}) => {
    await gotoHydrated(page, '/integrations');
    const block = page.locator(`div.language-${language}`).first();
    await expect(block).toBeVisible();
    // Prism marks keywords, strings etc. with token classes beyond the plain text ones.
    const kinds = await block
      .locator('.token')
      .evaluateAll((tokens) =>
        tokens
          .flatMap((t) => [...t.classList])
          .filter((c) => c !== 'token' && c !== 'plain' && c !== 'token-line'),
      );
    expect(kinds.length).toBeGreaterThan(2);
  });
}

test('the footer shows the copyright line in both locales', async ({page}) => {
  const year = new Date().getFullYear();
  await gotoHydrated(page, '/');
  await expect(page.locator('.footer__copyright')).toHaveText(`Copyright © ${year} Bramble.`);
  await gotoHydrated(page, '/fr/');
  await expect(page.locator('.footer__copyright')).toHaveText(`Copyright © ${year} Bramble.`);
});

test('the skip link is the first stop and moves focus to the content', async ({page}) => {
  await gotoHydrated(page, '/configuration');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The next Tab lands inside the main content, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

test('the French skip link is translated', async ({page}) => {
  await gotoHydrated(page, '/fr/configuration');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'Aller au contenu principal'})).toBeFocused();
});

test('a slow navigation shows the progress bar', async ({page}) => {
  await gotoHydrated(page, '/');
  // Hold every script chunk for a second so the navigation takes longer than 200 ms.
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: /FAQ/}).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator('#nprogress')).not.toBeAttached({timeout: 10_000});
});

test('a route chunk that fails to load reloads the page fully', async ({page, consoleProblems}) => {
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  // The next script the page asks for is the new route's chunk: fail it once, as after a
  // deployment removed it, and let everything after it (the reload) through.
  let failed = false;
  await page.route('**/assets/js/*.js', (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort();
  });
  await page.evaluate(() => Object.assign(window, {beforeReload: true}));
  await page.locator('footer').getByRole('link', {name: 'Bramble Pro'}).click();
  await expect(page).toHaveURL(/\/pro$/);
  await page.waitForFunction(() => !('beforeReload' in window));
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Bramble Pro');
  expect(failed).toBe(true);
  // Expected here, all about the one failed chunk: Docusaurus's warning, webpack's own
  // rejection for it in the moment before the reload, and the browser's network line.
  const expected = (p: {type: string; text: string; url: string}): boolean =>
    (p.type === 'warning' && /ChunkLoadError/.test(p.text)) ||
    (p.type === 'pageerror' && /^Loading chunk \d+ failed/.test(p.text)) ||
    (p.text.startsWith('Failed to load resource') && /\/assets\/js\//.test(p.url));
  expect(consoleProblems.filter((p) => p.type === 'warning' && expected(p))).toHaveLength(1);
  consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !expected(p)));
});

for (const path of ['/faq', '/fr/faq']) {
  test(`dashboard links in the prose of ${path} follow DASHBOARD_URL`, async ({page}) => {
    await gotoHydrated(page, path);
    const links = page
      .locator('article .markdown a[href^="http"]')
      .filter({hasText: /dashboard|tableau de bord/i});
    await expect(links.first()).toBeVisible();
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toBe(testDashboardUrl);
    }
  });
}
