// One visit per page and locale checks everything that page must show.
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {colourViolations, wcagViolations} from './axe';
import {docsLink, expectSharedLayout, showColourMode} from './pageChecks';
import {expectSteadyContent, recordLayoutShifts} from './layoutShifts';
import {loginHrefFor} from './session';
import {testDashboardUrl} from '../testEnv';
import {darkCodeTheme, lightCodeTheme} from '../../src/config/codeThemes';
import {markdownTwinPath} from '../../src/lib/markdownTwin';
import {
  diagramCount,
  docsPages,
  frontMatter,
  localizedPath,
  locales,
  mainNavbar,
  siteTitle,
  uiString,
  watchRemovals,
  type SiteLocale,
} from './site';

const normalizeSpaces = (text: string): string => text.replace(/\s+/g, ' ').trim();

const faqLink = (page: Page, locale: SiteLocale) =>
  mainNavbar(page, locale).getByRole('link', {name: 'FAQ', exact: true});

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

/** The announcement bar's message in a locale: its text and its link, from the bar's HTML. */
function announcement(locale: SiteLocale): {text: string; linkText: string; href: string} {
  const html = uiString(locale, 'content', 'announcement.json');
  const [, href, linkText] = /<a href="([^"]+)">([^<]+)<\/a>/.exec(html)!;
  return {text: html.replace(/<[^>]+>/g, ''), linkText: linkText!, href: href!};
}

test.beforeEach(async ({page}) => {
  await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
  await recordLayoutShifts(page);
});

for (const docsPage of docsPages) {
  const {locale, path: pagePath, file, inSidebar} = docsPage;
  const source = fs.readFileSync(path.join(locale.docsDir, file), 'utf8');
  test(`${pagePath} shows its page, sidebar and navbar state, with no layout shift or axe violation`, async ({
    page,
  }) => {
    // Two full axe passes over the longest pages (thousands of elements) take 20-30 s on a slow
    // 2-core machine: the page check gets twice the default time.
    test.setTimeout(60_000);
    // Code lines taken out of the page from the first byte on: a code block redrawn after
    // hydration (as Docusaurus does to change inline colours) removes all of its lines.
    const removedCode = await watchRemovals(page, '.token-line, pre, code');
    const response = await page.goto(pagePath);
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
    ).toHaveAttribute('href', markdownTwinPath(pagePath));
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
    // FAQ links to the FAQ page of the locale, and is active there only.
    const faq = faqLink(page, locale);
    await expect(faq).toHaveAttribute('href', localizedPath(locale, '/faq'));
    if (docsPage.route === '/faq') await expect(faq).toHaveClass(/navbar__link--active/);
    else await expect(faq).not.toHaveClass(/navbar__link--active/);
    // The announcement, in the locale, links to its guide.
    const {text, linkText, href} = announcement(locale);
    const bar = page.getByRole('banner').filter({hasText: linkText});
    await expect(bar).toHaveText(text);
    await expect(bar.getByRole('link', {name: linkText})).toHaveAttribute('href', href);
    // A keys notice invites an anonymous visitor to log in, back to this page, in the locale.
    const invite = page
      .locator('article aside.alert')
      .getByRole('link', {name: uiString(locale, 'keysNotice.anonymous.login'), exact: true});
    await expect(invite).toHaveCount(source.includes('<KeysNotice') ? 1 : 0);
    if (source.includes('<KeysNotice')) {
      await expect(invite).toHaveAttribute('href', loginHrefFor(page));
      await expect(invite).toHaveAttribute('target', '_self');
    }
    // Links to the dashboard in the prose (not the keys notice's login link) follow DASHBOARD_URL.
    const dashboardLinks = await page
      .locator('article .markdown a[href^="http"]')
      .filter({hasText: /dashboard|tableau de bord/i})
      .evaluateAll((links) =>
        links.filter((a) => !a.closest('aside.alert')).map((a) => a.getAttribute('href')),
      );
    if (source.includes('<DashboardLink')) expect(dashboardLinks.length).toBeGreaterThan(0);
    expect(dashboardLinks.filter((link) => link !== testDashboardUrl)).toEqual([]);
    // Nothing moved from the first paint through hydration and the session calls (CLS 0).
    await expectSteadyContent(page);
    // The skip link is the first stop and moves focus to the content: the next Tab lands inside
    // the main content, past the navbar and the sidebar.
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('link', {name: uiString(locale, 'theme.common.skipToMainContent')}),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);

    // Code keeps the server's markup, coloured by CSS for the visitor's mode: no inline colour.
    const keyword = firstKeyword(page);
    const hasCode = (await keyword.count()) > 0;
    if (hasCode) {
      await expect(keyword).toHaveCSS('color', keywordColour('light'));
      await expect(keyword).not.toHaveAttribute('style', /./);
    }
    const diagrams = diagramCount(locale, pagePath);
    await showColourMode(page, 'light', diagrams);
    const light = await wcagViolations(page);
    await showColourMode(page, 'dark', diagrams);
    if (hasCode) await expect(keyword).toHaveCSS('color', keywordColour('dark'));
    const dark = await colourViolations(page);
    expect([...light, ...dark.map((v) => ({...v, rule: `${v.rule} (dark)`}))]).toEqual([]);
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
