import {test, expect, gotoHydrated, waitForHydration} from './fixtures';
import {diagramCount, expectDiagramsDrawn, localizedPath, locales, uiString} from './site';
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

test('a Mermaid diagram renders, and redraws in dark colours in dark mode', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await gotoHydrated(page, '/');
  const svg = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(svg).toBeVisible();
  const colours = (): Promise<{text: string; shape: string}> =>
    svg.evaluate((el) => ({
      text: getComputedStyle(el.querySelector('text')!).fill,
      shape: getComputedStyle(el.querySelector('rect')!).fill,
    }));
  const light = await colours();
  expect(light.text).not.toBe('');
  // Compared with the light rendering: if dark mode stopped applying, nothing would change.
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(async () => (await colours()).shape).not.toBe(light.shape);
  await expect.poll(async () => (await colours()).text).not.toBe(light.text);
});

test('nginx, ruby, php, bash and diff code is highlighted', async ({page}) => {
  await gotoHydrated(page, '/integrations');
  for (const language of ['nginx', 'ruby', 'php', 'bash', 'diff']) {
    const block = page.locator(`.prism-code.language-${language}`).first();
    await expect(block, language).toBeVisible();
    // Prism marks keywords, strings etc. with token classes beyond the plain text ones.
    const kinds = await block
      .locator('.token')
      .evaluateAll((tokens) =>
        tokens
          .flatMap((t) => [...t.classList])
          .filter((c) => c !== 'token' && c !== 'plain' && c !== 'token-line'),
      );
    expect(kinds.length, language).toBeGreaterThan(2);
  }
});

for (const locale of locales) {
  test(`${locale.code}: the skip link is the first stop and moves focus to the content`, async ({
    page,
  }) => {
    await gotoHydrated(page, localizedPath(locale, '/configuration'));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: uiString(locale, 'theme.common.skipToMainContent')});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // The next Tab lands inside the main content, past the navbar and the sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });
}

test('a slow navigation shows the progress bar', async ({page}) => {
  await gotoHydrated(page, '/');
  // Hold every script chunk for a second so the navigation takes longer than 200 ms.
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'FAQ'})
    .click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator('#nprogress')).not.toBeAttached({timeout: 10_000});
});

test('a route chunk that fails to load reloads the page fully', async ({page, consoleProblems}) => {
  await gotoHydrated(page, '/');
  // Diagrams fetch their own chunks after hydration: let them all arrive first.
  await expectDiagramsDrawn(page, diagramCount(locales[0]!, '/'));
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
  await waitForHydration(page);
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
