import {test, expect, gotoHydrated, waitForHydration} from './fixtures';
import {docsLabel, localizedPath, locales, mainNavbar, uiString, type SiteLocale} from './site';

for (const locale of locales) {
  test(`${locale.code}: FAQ links to the FAQ page and is active there`, async ({page}) => {
    await gotoHydrated(page, localizedPath(locale, '/api'));
    const faq = mainNavbar(page, locale).getByRole('link', {name: 'FAQ', exact: true});
    await expect(faq).toHaveAttribute('href', localizedPath(locale, '/faq'));
    await expect(faq).not.toHaveClass(/navbar__link--active/);
    await faq.click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, '/faq')}$`));
    await expect(faq).toHaveClass(/navbar__link--active/);
  });
}

test('the locale dropdown switches language and keeps the page, query and hash', async ({page}) => {
  const [en, fr] = locales as [SiteLocale, SiteLocale];
  await gotoHydrated(page, '/configuration?x=1');
  await mainNavbar(page, en).getByRole('button', {name: en.label}).hover();
  await mainNavbar(page, en).getByRole('link', {name: fr.label}).click();
  await expect(page).toHaveURL(/\/fr\/configuration\?x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', fr.htmlLang);
  await waitForHydration(page);
  await mainNavbar(page, fr).getByRole('button', {name: fr.label}).hover();
  await mainNavbar(page, fr).getByRole('link', {name: en.label}).click();
  await expect(page).toHaveURL(/\/configuration\?x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', en.htmlLang);
});

test('the navbar hides on scroll down and comes back on scroll up', async ({page}) => {
  await gotoHydrated(page, '/configuration');
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

test.describe('mobile menu', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('opens at 390 px and hides when the window grows to desktop width', async ({page}) => {
    await gotoHydrated(page, '/api');
    const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
    await expect(toggle).toBeVisible();
    await toggle.click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    await page.setViewportSize({width: 1280, height: 800});
    await expect(menu).toBeHidden();
    await expect(toggle).toBeHidden();
  });

  test('holds the FAQ and locale links, translated', async ({page}) => {
    const fr = locales[1]!;
    await gotoHydrated(page, '/fr/api');
    await page.getByRole('button', {name: /navigation/i}).click();
    // On a docs page the menu opens on the docs sidebar; the navbar items are one step back.
    await page
      .getByRole('button', {
        name: uiString(fr, 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel'),
      })
      .click();
    const primary = page.locator('.navbar-sidebar__item').first();
    await expect(primary.getByRole('link', {name: 'FAQ'})).toHaveAttribute('href', '/fr/faq');
    await expect(primary.getByRole('link', {name: docsLabel(fr)})).toHaveAttribute('href', '/fr/');
    await expect(
      primary.getByRole('button', {
        name: uiString(fr, 'theme.navbar.mobileLanguageDropdown.label'),
      }),
    ).toBeVisible();
  });
});

test('a page loads no other page code for links in view, only for the link pointed at', async ({
  page,
}) => {
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.add(request.url());
  });
  await gotoHydrated(page, '/configuration');
  const next = page.locator('a.pagination-nav__link--next');
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
