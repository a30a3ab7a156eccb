import type {Response} from '@playwright/test';
import {test, expect, gotoHydrated, waitForHydration} from './fixtures';
import {
  diagramCount,
  diagramImages,
  diagramTexts,
  expectDiagramsDrawn,
  locales,
  mainNavbar,
  watchRemovals,
} from './site';
import {darkCodeTheme} from '../../src/config/codeThemes';

// The skip link, dashboard links in the prose and the code colours of light mode are checked on
// every docs page, in pages.spec.ts.

/** `#rrggbb` as getComputedStyle writes it. */
const cssRgb = (hex: string): string => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

test('/configuration: painted before its code is requested, a TOC of h2 and h3, the navbar hiding on scroll down, no page code for links in view, and Prism only once a client-side navigation draws code', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.add(request.url());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  /** Whether any script fetched so far holds Prism's tokenizer. */
  const prismFetched = async () =>
    (await Promise.all(scripts)).some((code) => code.includes('tokenize'));
  await gotoHydrated(page, '/configuration');

  await test.step('the server-rendered page is on screen before the site code is even requested', async () => {
    const {firstPaint, bundleRequests} = await page.evaluate(() => ({
      // When the first paint reached the screen (startTime), which is what LCP counts; the
      // frame itself was painted earlier (paintTime).
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      bundleRequests: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(bundleRequests).toHaveLength(2);
    expect(firstPaint).toBeDefined();
    for (const requested of bundleRequests) expect(requested).toBeGreaterThan(firstPaint!);
  });

  await test.step('the table of contents holds only h2 and h3 headings', async () => {
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

  await test.step('server-highlighted code, without Prism', async () => {
    await page.waitForLoadState('networkidle');
    await expect(page.locator('pre.language-html .token.tag').first()).toBeVisible();
    expect(await prismFetched()).toBe(false);
  });

  await test.step('the navbar hides on scroll down and comes back on scroll up', async () => {
    const navbar = mainNavbar(page, locales[0]!);
    await page.mouse.move(600, 400);
    await expect(navbar).toBeInViewport();
    // Scroll in steps until it hides: one long jump is not a scroll the navbar reacts to.
    await expect(async () => {
      await page.mouse.wheel(0, 300);
      await expect(navbar).not.toBeInViewport({timeout: 500});
    }).toPass();
    await page.mouse.wheel(0, -300);
    await expect(navbar).toBeInViewport();
  });

  const next = page.locator('a.pagination-nav__link--next');
  await test.step('links in view load no other page code; the link pointed at does', async () => {
    await next.scrollIntoViewIfNeeded();
    // Two frames and a task: Docusaurus's IntersectionObserver has reported every link in view.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
        ),
    );
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    const loaded = new Set(requested);
    const nextPageCode = page.waitForRequest(
      (request) => request.resourceType() === 'script' && !loaded.has(request.url()),
    );
    await next.hover();
    await nextPageCode;
  });

  await test.step('a client-side navigation draws code in the browser, with Prism', async () => {
    await next.click();
    // The next page in the sidebar's Reference section (issue 37), a page of HTML and JS samples.
    await expect(page).toHaveURL(/\/invisible$/);
    // Drawn in the browser this time: highlighted once the highlighter has arrived.
    await expect(page.locator('pre.language-js .token.keyword').first()).toBeVisible();
    expect(await prismFetched()).toBe(true);
  });
});

// Every docs page checks, starting in light mode, that its code keeps the server's markup and
// follows the mode by CSS (pages.spec.ts); here a reader whose system is dark from the first byte,
// on the pages that hold nginx, bash, diff, Ruby and PHP.
test('integration pages in dark mode: nginx, ruby, php, bash and diff highlighted by the server, its markup kept when the page runs, coloured by CSS for dark mode', async ({
  page,
}) => {
  // Code lines taken out of the page from the first byte on: a code block redrawn after
  // hydration (as Docusaurus does to change inline colours) removes all of its lines.
  const removedCodeLines = await watchRemovals(page, '.token-line, pre, code');
  await page.emulateMedia({colorScheme: 'dark'});
  const darkKeyword = darkCodeTheme.styles.find(({types}) => types.includes('keyword'))!.style
    .color!;
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
      expect(kinds.length, `${path}: ${language}`).toBeGreaterThan(2);
    }
    await page.waitForLoadState('networkidle');
    const keyword = page.locator('.prism-code .token.keyword').first();
    await expect(keyword, path).toHaveCSS('color', cssRgb(darkKeyword));
    await expect(keyword, path).not.toHaveAttribute('style', /./);
    expect(await removedCodeLines(), path).toEqual([]);
  }
});

test('/: a diagram is an image drawn at build time (described, captioned, dark in dark mode, no Mermaid code); a route chunk that fails to load reloads the page fully; a slow navigation shows the progress bar', async ({
  page,
  consoleProblems,
}) => {
  await test.step('a diagram is an image drawn at build time', async () => {
    const images: string[] = [];
    const scripts: Promise<string>[] = [];
    const onResponse = (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.svg')) images.push(url.pathname);
      if (url.pathname.endsWith('.js')) scripts.push(response.text());
    };
    page.on('response', onResponse);
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

    page.off('response', onResponse);
    const code = await Promise.all(scripts);
    expect(code.length).toBeGreaterThan(0);
    expect(code.filter((text) => text.includes('mermaidAPI'))).toEqual([]);
  });

  await test.step('a route chunk that fails to load reloads the page fully', async () => {
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
    await page.unroute('**/assets/js/*.js');
    // Expected here, all about the one failed chunk: Docusaurus's warning, webpack's own
    // rejection for it in the moment before the reload, and the browser's network line.
    const expected = (p: {type: string; text: string; url: string}): boolean =>
      (p.type === 'warning' && /ChunkLoadError/.test(p.text)) ||
      (p.type === 'pageerror' && /^Loading chunk \d+ failed/.test(p.text)) ||
      (p.text.startsWith('Failed to load resource') && /\/assets\/js\//.test(p.url));
    expect(consoleProblems.filter((p) => p.type === 'warning' && expected(p))).toHaveLength(1);
    consoleProblems.splice(
      0,
      consoleProblems.length,
      ...consoleProblems.filter((p) => !expected(p)),
    );
  });

  await test.step('a slow navigation shows the progress bar, and FAQ becomes active', async () => {
    // Hold every script chunk for a second so the navigation takes longer than 200 ms.
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const faq = mainNavbar(page, locales[0]!).getByRole('link', {name: 'FAQ', exact: true});
    await expect(faq).not.toHaveClass(/navbar__link--active/);
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'FAQ'})
      .click();
    await expect(page.locator('#progress-bar')).toBeAttached();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(faq).toHaveClass(/navbar__link--active/);
    await expect(page.locator('#progress-bar')).not.toBeAttached({timeout: 10_000});
  });
});
