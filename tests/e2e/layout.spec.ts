import {test, expect, gotoHydrated, waitForHydration} from './fixtures';
import {
  diagramCount,
  diagramImages,
  diagramTexts,
  expectDiagramsDrawn,
  localizedPath,
  locales,
  uiString,
  watchRemovals,
} from './site';
import {testDashboardUrl} from '../testEnv';
import {darkCodeTheme, lightCodeTheme} from '../../src/config/codeThemes';

/** `#rrggbb` as getComputedStyle writes it. */
const cssRgb = (hex: string): string => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

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

test('the server-rendered page is painted before the site code is even requested', async ({
  page,
}) => {
  await gotoHydrated(page, '/configuration');
  const {firstPaint, bundleRequests} = await page.evaluate(() => ({
    // When the frame was painted (paintTime); startTime is when it reached the screen, later.
    firstPaint: (
      performance.getEntriesByName('first-contentful-paint')[0] as
        (PerformanceEntry & {paintTime: number}) | undefined
    )?.paintTime,
    bundleRequests: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(bundleRequests).toHaveLength(2);
  expect(firstPaint).toBeDefined();
  for (const requested of bundleRequests) expect(requested).toBeGreaterThan(firstPaint!);
});

test('a diagram is an image drawn at build time: described, captioned, dark in dark mode, with no Mermaid code', async ({
  page,
}) => {
  const images: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.svg')) images.push(url.pathname);
    if (url.pathname.endsWith('.js')) scripts.push(response.text());
  });
  const [first] = diagramTexts(locales[0]!, '/');
  await page.emulateMedia({colorScheme: 'light'});
  await gotoHydrated(page, '/');
  const figure = page.getByRole('figure').first();
  const image = diagramImages(page).first();
  await expect(figure.locator('figcaption')).toHaveText(first!.title!);
  await expect(image).toHaveAttribute('alt', first!.description!);
  // In the server's HTML already, with its size: nothing is drawn, or moves, after hydration.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain(`alt="${first!.description!}"`);
  expect(await image.getAttribute('width')).toMatch(/^\d+$/);

  /** Mean luminance (0 to 1) of the image's drawn pixels: high for dark ink on light shapes. */
  const luminance = () =>
    image.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const {data} = context.getImageData(0, 0, canvas.width, canvas.height);
      let sum = 0;
      let drawn = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3]! < 128) continue;
        sum += (0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!) / 255;
        drawn += 1;
      }
      return sum / drawn;
    });
  await image.scrollIntoViewIfNeeded();
  const light = await luminance();
  const lightSource = await image.getAttribute('src');
  expect(images.filter((p) => /-dark-/.test(p))).toEqual([]);

  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(image).not.toHaveAttribute('src', lightSource!);
  const dark = await luminance();
  expect(light - dark).toBeGreaterThan(0.3);

  const code = await Promise.all(scripts);
  expect(code.length).toBeGreaterThan(0);
  expect(code.filter((text) => text.includes('mermaidAPI'))).toEqual([]);
});

test('nginx, ruby, php, bash and diff code is highlighted', async ({page}) => {
  const languagesByPage = {
    '/integrations': ['nginx', 'bash', 'diff'],
    '/integrations/rails': ['ruby'],
    '/integrations/html-php': ['php'],
  };
  for (const [path, languages] of Object.entries(languagesByPage)) {
    await gotoHydrated(page, path);
    for (const language of languages) {
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
  }
});

test("code keeps the server's markup when the page runs, coloured by CSS for the visitor's mode", async ({
  page,
}) => {
  // Code lines taken out of the page from the first byte on: a code block redrawn after
  // hydration (as Docusaurus does to change inline colours) removes all of its lines.
  const removedCodeLines = await watchRemovals(page, '.token-line, pre, code');
  const keywordColour = (mode: 'light' | 'dark') =>
    ({light: lightCodeTheme, dark: darkCodeTheme})[mode].styles.find(({types}) =>
      types.includes('keyword'),
    )!.style.color!;
  for (const mode of ['dark', 'light'] as const) {
    await page.emulateMedia({colorScheme: mode});
    await gotoHydrated(page, '/integrations');
    await page.waitForLoadState('networkidle');
    const keyword = page.locator('.prism-code .token.keyword').first();
    await expect(keyword).toHaveCSS('color', cssRgb(keywordColour(mode)));
    await expect(keyword).not.toHaveAttribute('style', /./);
    expect(await removedCodeLines(), mode).toEqual([]);
  }
});

test('a page keeps its server-highlighted code without fetching Prism; a client-side navigation fetches it', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  /** Whether any script fetched so far holds Prism's tokenizer. */
  const prismFetched = async () =>
    (await Promise.all(scripts)).some((code) => code.includes('tokenize'));
  await gotoHydrated(page, '/configuration');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('pre.language-html .token.tag').first()).toBeVisible();
  expect(await prismFetched()).toBe(false);

  await page.locator('a.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/api$/);
  // Drawn in the browser this time: highlighted once the highlighter has arrived.
  await expect(page.locator('pre.language-json .token.property').first()).toBeVisible();
  expect(await prismFetched()).toBe(true);
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
  // Diagram images load lazily: let them all arrive first.
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
