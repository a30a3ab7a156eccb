// One visit per page and locale checks everything that page must show.
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {colourViolations, wcagViolations, type Violation} from './axe';
import {expectSteadyContent, recordLayoutShifts} from './layoutShifts';
import {markdownTwinPath} from '../../src/lib/markdownTwin';
import {
  diagramCount,
  docsLabel,
  expectDiagramsDrawn,
  docsPages,
  frontMatter,
  localizedPath,
  locales,
  mainNavbar,
  siteTitle,
  uiString,
  type SiteLocale,
} from './site';

const normalizeSpaces = (text: string): string => text.replace(/\s+/g, ' ').trim();

const docsLink = (page: Page, locale: SiteLocale) =>
  mainNavbar(page, locale).getByRole('link', {name: docsLabel(locale), exact: true});

/**
 * Shows the page in a colour mode (it follows the system until the visitor chooses), with
 * every diagram of its source shown: each mode has its own image, loaded lazily.
 */
async function showColourMode(page: Page, scheme: 'light' | 'dark', diagrams = 0): Promise<void> {
  await page.emulateMedia({colorScheme: scheme, reducedMotion: 'reduce'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
  await expectDiagramsDrawn(page, diagrams);
}

/** The full WCAG 2.1 AA pass in light mode, then the colour rules in dark mode. */
async function accessibilityViolations(page: Page, diagrams = 0): Promise<Violation[]> {
  await showColourMode(page, 'light', diagrams);
  const light = await wcagViolations(page);
  await showColourMode(page, 'dark', diagrams);
  const dark = await colourViolations(page);
  return [...light, ...dark.map((v) => ({...v, rule: `${v.rule} (dark)`}))];
}

async function expectSharedLayout(page: Page, locale: SiteLocale): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
  await expect(page.locator('html')).toHaveAttribute('dir', locale.direction);
  await expect(mainNavbar(page, locale)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(
    `Copyright © ${new Date().getFullYear()} Bramble.`,
  );
}

test.beforeEach(async ({page}) => {
  await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
  await recordLayoutShifts(page);
});

for (const docsPage of docsPages) {
  const {locale, path, file, inSidebar} = docsPage;
  test(`${path} shows its page, sidebar and navbar state, with no axe violation`, async ({
    page,
  }) => {
    // Two full axe passes over the longest pages (thousands of elements) take 20-30 s on a slow
    // 2-core machine: the page check gets twice the default time.
    test.setTimeout(60_000);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const {title, description} = frontMatter(locale, file);
    await expect(page).toHaveTitle(`${title} | ${siteTitle}`);
    await expectSharedLayout(page, locale);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    // Copy page beside the title, translated, with the link to the page's Markdown twin.
    await expect(
      page.getByRole('button', {name: uiString(locale, 'copyPage.button.label'), exact: true}),
    ).toBeVisible();
    await expect(
      page.getByRole('link', {name: uiString(locale, 'copyPage.view.label'), exact: true}),
    ).toHaveAttribute('href', markdownTwinPath(path));
    // French typography puts non-breaking spaces before colons; compare the words.
    const metaDescription = await page.locator('meta[name="description"]').getAttribute('content');
    expect(normalizeSpaces(metaDescription ?? '')).toBe(normalizeSpaces(description));
    // The introduction is real text, not an empty page.
    expect(
      (await page.locator('article .markdown > p').first().innerText()).length,
    ).toBeGreaterThan(80);
    await expect(page.locator('article')).not.toContainText(/lorem ipsum|TODO/i);
    await expect(
      page.getByRole('navigation', {name: uiString(locale, 'theme.docs.sidebar.navAriaLabel')}),
    ).toHaveCount(inSidebar ? 1 : 0);
    const docs = docsLink(page, locale);
    await expect(docs).toHaveAttribute('href', localizedPath(locale, '/'));
    if (docsPage.docsActive) await expect(docs).toHaveClass(/navbar__link--active/);
    else await expect(docs).not.toHaveClass(/navbar__link--active/);
    // Nothing moved from the first paint through hydration and the session calls (CLS 0).
    await expectSteadyContent(page);
    expect(await accessibilityViolations(page, diagramCount(locale, path))).toEqual([]);
  });
}

for (const locale of locales) {
  test(`${locale.prefix}/search shows the results page, with no axe violation`, async ({page}) => {
    const response = await page.goto(`${locale.prefix}/search?q=widget`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expectSharedLayout(page, locale);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    await expectSteadyContent(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test(`${locale.prefix}/no-such-page answers 404 with the ${locale.code} not-found page, with no axe violation`, async ({
    page,
  }) => {
    const response = await page.goto(`${locale.prefix}/no-such-page`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expectSharedLayout(page, locale);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      uiString(locale, 'theme.NotFound.title'),
    );
    await expect(docsLink(page, locale)).toHaveClass(/navbar__link--active/);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}

for (const locale of locales) {
  test(`${locale.prefix}/integrations sends an old recipe or section anchor to its own page`, async ({
    page,
  }) => {
    // Links in the wild still point at the recipes' anchors on the single page they once shared.
    await page.goto(localizedPath(locale, '/integrations#nodejs-with-express'));
    await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, '/integrations/express')}$`));
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Express');
    await page.goto(localizedPath(locale, '/integrations#php'));
    await expect(page).toHaveURL(
      new RegExp(`${localizedPath(locale, '/integrations/html-php')}#php$`),
    );
    // A section still on the overview keeps the visitor there.
    await page.goto(localizedPath(locale, '/integrations#server-side'));
    await waitForHydration(page);
    await expect(page).toHaveURL(
      new RegExp(`${localizedPath(locale, '/integrations')}#server-side$`),
    );
  });
}

// Where odd and unknown URLs lead is checked over HTTP in tests/build/served.test.ts.
test('Docs is not active on an enterprise path once the page has hydrated', async ({page}) => {
  const en = locales[0]!;
  const response = await page.goto('/enterprise/rqdata');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    uiString(en, 'theme.NotFound.title'),
  );
  await expect(docsLink(page, en)).not.toHaveClass(/navbar__link--active/);
});

test('the accessibility check itself catches what it must, in both modes', async ({page}) => {
  // A page with code blocks (whose tokens axe leaves out), small enough that two full passes
  // stay well inside the test's time on a slow machine: the check, not the page, is tested.
  const path = '/switch';
  await page.goto(path);
  await waitForHydration(page);
  // A faint paragraph and an unnamed button, planted in the article: the passes above are only
  // worth something if these are found, code-token exclusion or not.
  await page.locator('article .markdown').evaluate((article) => {
    article.insertAdjacentHTML(
      'afterbegin',
      '<p style="color:#c8c8c8">faint text</p><button type="button"></button>',
    );
  });
  const diagrams = diagramCount(locales[0]!, path);
  await showColourMode(page, 'light', diagrams);
  expect((await wcagViolations(page)).map((v) => v.rule).sort()).toEqual([
    'button-name',
    'color-contrast',
  ]);
  await showColourMode(page, 'dark', diagrams);
  await page
    .locator('article .markdown > p')
    .first()
    .evaluate((p) => {
      p.style.color = '#3a3a3a';
    });
  expect((await colourViolations(page)).map((v) => v.rule)).toEqual(['color-contrast']);
});
