// What a built docs page must show, read from its production HTML: everything the server renders
// (title, description, headings, the shared layout, the navbar's state, the translated labels,
// the keys notice, the dashboard links) checked here for every page of both locales in
// milliseconds; what needs a browser (layout shifts, colours, axe, focus) is in tests/e2e/.
import {markdownTwinPath} from '../../src/lib/markdownTwin';
import {testDashboardUrl, testSiteUrl} from '../testEnv';
import {
  docsLabel,
  frontMatter,
  localizedPath,
  pageSource,
  siteTitle,
  uiString,
  type DocsPage,
  type SiteLocale,
} from '../siteContent';
import type {HtmlNode} from './htmlDocument';

/** Spaces as a reader sees them: French typography puts no-break spaces before colons. */
const words = (text: string): string => text.replace(/[\s\u200b]+/g, ' ').trim();

/** The announcement bar's message in a locale: its text and its link, from the bar's HTML. */
function announcement(locale: SiteLocale): {text: string; linkText: string; href: string} {
  const html = uiString(locale, 'content', 'announcement.json');
  const [, href, linkText] = /<a href="([^"]+)">([^<]+)<\/a>/.exec(html)!;
  return {text: html.replace(/<[^>]+>/g, ''), linkText: linkText!, href: href!};
}

/** What every page of a locale shares: language, skip link, announcement, navbar, footer. */
export function sharedLayoutProblems(document: HtmlNode, locale: SiteLocale): string[] {
  const problems: string[] = [];
  const html = document.one('html');
  if (html?.attribute('lang') !== locale.htmlLang) problems.push(`lang is not ${locale.htmlLang}`);
  if (html?.attribute('dir') !== locale.direction) problems.push(`dir is not ${locale.direction}`);
  // The skip link is the page's first link (where it moves focus is a browser test).
  const skip = document.one('#__docusaurus a');
  const skipLabel = uiString(locale, 'theme.common.skipToMainContent');
  if (words(skip?.text() ?? '') !== skipLabel || !skip?.attribute('href')?.startsWith('#'))
    problems.push(`the first link is not the skip link "${skipLabel}"`);
  else if (!document.one(`[id="${skip.attribute('href')!.slice(1)}"]`))
    problems.push(`the skip link's target ${skip.attribute('href')!} is not on the page`);
  const {text, linkText, href} = announcement(locale);
  const bar = document.one('[role="banner"].theme-announcement-bar');
  if (words(bar?.text() ?? '') !== words(text)) problems.push(`the announcement is not "${text}"`);
  else if (!bar!.all('a').some((a) => words(a.text()) === linkText && a.attribute('href') === href))
    problems.push(`the announcement does not link "${linkText}" to ${href}`);
  const navbar = mainNavbar(document, locale);
  if (!navbar) problems.push('no main navbar named in the locale');
  const copyright = `Copyright © ${new Date().getFullYear()} Bramble.`;
  if (!words(document.one('footer')?.text() ?? '').includes(copyright))
    problems.push(`the footer lacks "${copyright}"`);
  return problems;
}

const mainNavbar = (document: HtmlNode, locale: SiteLocale): HtmlNode | undefined =>
  document.one(`nav[aria-label="${uiString(locale, 'theme.NavBar.navAriaLabel')}"]`);

/** The link of a navbar whose text is `label`. */
const navbarLink = (navbar: HtmlNode | undefined, label: string): HtmlNode | undefined =>
  navbar?.all('a.navbar__link').find((a) => words(a.text()) === label);

const isActive = (link: HtmlNode | undefined): boolean =>
  (link?.attribute('class') ?? '').split(/\s+/).includes('navbar__link--active');

/** Everything a docs page must show, as one problem per line (none when the page is right). */
export function docsPageProblems(document: HtmlNode, page: DocsPage): string[] {
  const {locale, file, path: pagePath} = page;
  const source = pageSource(locale, file);
  const {title, description} = frontMatter(locale, file);
  const problems = sharedLayoutProblems(document, locale);
  const shownTitle = document.one('head title')?.text();
  if (shownTitle !== `${title} | ${siteTitle}`) problems.push(`title is "${shownTitle}"`);
  const shownDescription = document.one('meta[name="description"]')?.attribute('content');
  if (words(shownDescription ?? '') !== words(description))
    problems.push(`meta description is "${shownDescription}", not the front matter's`);
  const h1 = document.all('article h1');
  if (h1.length !== 1 || words(h1[0]!.text()) !== words(title))
    problems.push(`the h1 is not the title "${title}"`);
  // Copy page beside the title, translated, with the link to the page's Markdown twin.
  const copyLabel = uiString(locale, 'copyPage.button.label');
  if (!document.all('article button').some((b) => words(b.text()).includes(copyLabel)))
    problems.push(`no "${copyLabel}" button`);
  const viewLabel = uiString(locale, 'copyPage.view.label');
  const view = document.all('article a').find((a) => words(a.text()) === viewLabel);
  if (view?.attribute('href') !== markdownTwinPath(pagePath))
    problems.push(`"${viewLabel}" does not link to ${markdownTwinPath(pagePath)}`);
  // The introduction is real text, not an empty page.
  const intro = document.one('article .markdown > p')?.text() ?? '';
  if (words(intro).length <= 80)
    problems.push(`the introduction is ${words(intro).length} characters`);
  const sidebars = document.all(
    `nav[aria-label="${uiString(locale, 'theme.docs.sidebar.navAriaLabel')}"]`,
  ).length;
  if (sidebars !== (page.inSidebar ? 1 : 0))
    problems.push(
      `${sidebars} docs sidebars, where the page is ${page.inSidebar ? '' : 'not '}in it`,
    );
  // Docs and FAQ in the navbar link to the locale's pages, each active where it should be.
  const navbar = mainNavbar(document, locale);
  const docs = navbarLink(navbar, docsLabel(locale));
  if (docs?.attribute('href') !== localizedPath(locale, '/'))
    problems.push(`Docs does not link to ${localizedPath(locale, '/')}`);
  if (isActive(docs) !== page.docsActive)
    problems.push(`Docs is ${page.docsActive ? 'not ' : ''}active`);
  const faq = navbarLink(navbar, 'FAQ');
  if (faq?.attribute('href') !== localizedPath(locale, '/faq'))
    problems.push(`FAQ does not link to ${localizedPath(locale, '/faq')}`);
  if (isActive(faq) !== (page.route === '/faq'))
    problems.push(`FAQ is ${page.route === '/faq' ? 'not ' : ''}active`);
  // A keys notice invites an anonymous visitor to log in, back to this page, in the same tab.
  const loginLabel = uiString(locale, 'keysNotice.anonymous.login');
  const invites = document
    .all('article aside.alert a')
    .filter((a) => words(a.text()) === loginLabel);
  // One invitation per notice the page shows, its partials' included.
  const notices = source.match(/<KeysNotice\b/g)?.length ?? 0;
  if (invites.length !== notices)
    problems.push(
      `${invites.length} keys notices invite to log in, where the source shows ${notices}`,
    );
  const loginHref = `${testDashboardUrl}/login?backurl=${encodeURIComponent(testSiteUrl + pagePath)}`;
  for (const invite of invites) {
    if (invite.attribute('href') !== loginHref)
      problems.push(`the keys notice's login link is ${invite.attribute('href')}`);
    if (invite.attribute('target') !== '_self')
      problems.push("the keys notice's login link does not open in the same tab");
  }
  // Links to the dashboard in the prose (not the keys notice's login link) follow DASHBOARD_URL.
  const notice = new Set(document.all('article aside.alert a').map((a) => a.attribute('href')));
  const dashboardLinks = document
    .all('article .markdown a[href^="http"]')
    .filter((a) => /dashboard|tableau de bord/i.test(a.text()) && !notice.has(a.attribute('href')))
    .map((a) => a.attribute('href'));
  if (source.includes('<DashboardLink') && dashboardLinks.length === 0)
    problems.push('no link to the dashboard, where the source has a <DashboardLink>');
  for (const href of dashboardLinks.filter((link) => link !== testDashboardUrl))
    problems.push(`a dashboard link goes to ${href}, not DASHBOARD_URL`);
  return problems;
}

/**
 * English words that French does not use: text the same on both pages that holds one of them is
 * English left untranslated; text without any (`render`, `Ruby on Rails`, `nginx`) is a name.
 */
const englishOnlyWords = new Set(
  `the and with your you to of for how what when why is are this that from in it be or by can do
  does use using without into after before each every not no only which who will should must may
  if its their our we they them`.split(/\s+/),
);

const hasEnglishWords = (text: string): boolean =>
  text
    .toLowerCase()
    .split(/[^a-z']+/)
    .some((word) => englishOnlyWords.has(word));

const withoutCode = (node: HtmlNode): string => {
  const codes = node.all('code').map((code) => code.text());
  return codes.reduce((text, code) => text.replace(code, ' '), node.text());
};

/**
 * What a translated page shows in English: its title, description or a heading (matched by id)
 * the same as the English page's, where that text holds ordinary words, not only names and code.
 */
export function englishLeftovers(translated: HtmlNode, english: HtmlNode): string[] {
  const same = (a: string | undefined, b: string | undefined): boolean =>
    !!a && !!b && words(a) === words(b) && hasEnglishWords(a);
  const leftovers: string[] = [];
  const title = (d: HtmlNode) => d.one('head title')?.text();
  if (same(title(translated), title(english))) leftovers.push(`title "${title(english)}"`);
  const description = (d: HtmlNode) => d.one('meta[name="description"]')?.attribute('content');
  if (same(description(translated), description(english)))
    leftovers.push(`description "${description(english)}"`);
  const headings = (d: HtmlNode) =>
    new Map(
      d.all('article h2[id], article h3[id]').map((h) => [h.attribute('id')!, withoutCode(h)]),
    );
  const englishHeadings = headings(english);
  for (const [id, text] of headings(translated)) {
    if (same(text, englishHeadings.get(id))) leftovers.push(`heading #${id} "${words(text)}"`);
  }
  return leftovers;
}
