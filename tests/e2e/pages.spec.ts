// What a docs page must show that only a browser can tell: nothing moves from the first paint,
// code keeps the server's markup and follows the colour mode by CSS, axe finds nothing on the
// pages that stand for the others, the keys notice's login link returns to the exact page. One
// visit per English page; French pages
// share their templates, CSS and components, so a French docs page and the French landing page
// stand for them (the other French templates are visited by their own specs). Everything the
// server renders (titles, descriptions, headings, labels, navbar state, the keys notice, no
// English left on a French page) is checked for every page of both locales in
// tests/build/docsPages.test.ts; what every page shares, once per locale in sharedLayout.spec.ts.
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {colourViolations, wcagViolations} from './axe';
import {accessibilityViolations, docsLink, showColourMode} from './pageChecks';
import {expectSteadyContent, recordLayoutShifts} from './layoutShifts';
import {loginHrefFor} from './session';
import {darkCodeTheme, lightCodeTheme} from '../../src/config/codeThemes';
import {
  componentsShown,
  diagramCount,
  docsPageAt,
  docsPages,
  localizedPath,
  locales,
  pageSource,
  uiString,
  watchRemovals,
  type DocsPage,
} from './site';

/** `#rrggbb` as getComputedStyle writes it. */
const cssRgb = (hex: string): string => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

/** The colour a code theme gives keywords, as the page's CSS must draw them in that mode. */
const keywordColour = (mode: 'light' | 'dark'): string =>
  cssRgb(
    {light: lightCodeTheme, dark: darkCodeTheme}[mode].styles.find(({types}) =>
      types.includes('keyword'),
    )!.style.color!,
  );

/** The first keyword of the page's server-highlighted code, if it has any. */
const firstKeyword = (page: Page) => page.locator('.prism-code .token.keyword').first();

const [english, french] = [locales[0]!, locales[1]!];

/**
 * The pages that get the dark-mode colour pass whatever they hold: one per template (the landing
 * page, a reference page, a recipe, a plan, the FAQ). Every page with a diagram or a table wider
 * than four columns gets it too, as their colours are their own.
 */
const darkModeTemplates = new Set(['/', '/configuration', '/integrations/express', '/pro', '/faq']);

/** Whether the page holds a table of more than four columns (fact tables, matrices). */
const hasWideTable = (page: Page): Promise<boolean> =>
  page
    .locator('article table')
    .evaluateAll((tables) =>
      tables.some((table) => (table as HTMLTableElement).rows[0]!.cells.length > 4),
    );

/**
 * The English pages axe checks in full (approved in #47): one per template, then each page that
 * shows a component no page before it in the sidebar shows; pages with a diagram or a wide table
 * are added as they are visited. On the others, the same templates, CSS and components hold
 * other words, which the checks that read HTML cover (tests/build/docsPages.test.ts).
 */
const axePages = ((): Set<string> => {
  const englishPages = docsPages.filter((p) => p.locale === english);
  const chosen = new Set(darkModeTemplates);
  const shown = new Set(
    englishPages
      .filter((p) => chosen.has(p.route))
      .flatMap((p) => [...componentsShown(english, p.file)]),
  );
  for (const page of englishPages) {
    const fresh = [...componentsShown(english, page.file)].filter((name) => !shown.has(name));
    if (fresh.length === 0) continue;
    chosen.add(page.route);
    for (const name of fresh) shown.add(name);
  }
  return chosen;
})();

const visited: DocsPage[] = [
  ...docsPages.filter((p) => p.locale === english),
  docsPageAt(french, '/fr/'),
  docsPageAt(french, '/fr/configuration'),
  // The go-live checklist is the one interactive component of a French docs page's content.
  docsPageAt(french, '/fr/go-live'),
];

/** The record of code removed from the page, by page: the page is reused from test to test. */
const removedCodeReaders = new WeakMap<Page, () => Promise<string[]>>();

/**
 * Prepares the reused page once (layout shifts recorded, code removals watched, from each
 * document's first byte) and shows the next visit in light mode.
 */
async function prepare(page: Page): Promise<() => Promise<string[]>> {
  if (!removedCodeReaders.has(page)) {
    await recordLayoutShifts(page);
    // Code lines taken out of the page: a code block redrawn after hydration (as Docusaurus does
    // to change inline colours) removes all of its lines.
    removedCodeReaders.set(page, await watchRemovals(page, '.token-line, pre, code'));
  }
  await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
  return removedCodeReaders.get(page)!;
}

for (const docsPage of visited) {
  const {locale, path: pagePath, file} = docsPage;
  const source = pageSource(locale, file);
  const diagrams = diagramCount(locale, pagePath);
  test(`${pagePath}: nothing moves, code is coloured by CSS, no axe violation where checked`, async ({
    visitorPage: page,
  }) => {
    const removedCode = await prepare(page);
    const response = await page.goto(pagePath);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    // Once hydrated, the keys notice's login link returns to this exact URL (the server's HTML
    // has the canonical one, checked in the build checks).
    const invites = page
      .locator('article aside.alert')
      .getByRole('link', {name: uiString(locale, 'keysNotice.anonymous.login'), exact: true});
    for (const invite of source.includes('<KeysNotice') ? await invites.all() : [])
      await expect(invite).toHaveAttribute('href', loginHrefFor(page));
    // Nothing moved from the first paint through hydration and the session calls (CLS 0).
    await expectSteadyContent(page);

    // Code keeps the server's markup, coloured by CSS for the visitor's mode: no inline colour.
    const keyword = firstKeyword(page);
    const hasCode = (await keyword.count()) > 0;
    if (hasCode) {
      await expect(keyword).toHaveCSS('color', keywordColour('light'));
      await expect(keyword).not.toHaveAttribute('style', /./);
    }
    const ownColours = diagrams > 0 || (await hasWideTable(page));
    const dark = locale === english && (darkModeTemplates.has(docsPage.route) || ownColours);
    // The French pages visited stand for the French templates: axe checks them all.
    if (locale !== english || axePages.has(docsPage.route) || ownColours)
      expect(await accessibilityViolations(page, {diagrams, dark})).toEqual([]);
    if (dark && hasCode) await expect(keyword).toHaveCSS('color', keywordColour('dark'));
    expect(await removedCode()).toEqual([]);
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
  const switchPath = '/switch';
  await page.goto(switchPath);
  await waitForHydration(page);
  // A faint paragraph and an unnamed button, planted in the article: the passes above are only
  // worth something if these are found, code-token exclusion or not.
  await page.locator('article .markdown').evaluate((article) => {
    article.insertAdjacentHTML(
      'afterbegin',
      '<p style="color:#c8c8c8">faint text</p><button type="button"></button>',
    );
  });
  const diagrams = diagramCount(locales[0]!, switchPath);
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
