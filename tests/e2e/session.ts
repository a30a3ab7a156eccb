import path from 'node:path';
import type {Page, Request, Route} from '@playwright/test';
import {demoAccounts, type DemoAccount} from '../../dashboard-stub/accounts';
import {sessionCallUrls, testDashboardUrl} from '../testEnv';
import {expect, waitForHydration} from './fixtures';
import {locales, mainNavbar, uiString, type SiteLocale} from './site';

export const [ada, noSites] = demoAccounts as [DemoAccount, DemoAccount];

function account(email: string): DemoAccount {
  const found = demoAccounts.find((a) => a.email === email);
  if (!found) throw new Error(`no demo account ${email}`);
  return found;
}

/** The account with a single site, and the one whose first site has a hostile 600-character name. */
export const solo = account('solo@bramble.example');
export const mallory = account('mallory@bramble.example');

/** Where the global setup (global-setup.ts) keeps each demo account's logged-in browser state. */
export function storageStateFile(account: DemoAccount): string {
  return path.join('test-results', '.auth', `${account.email}.json`);
}

/** The visitor's keys in the page's prose (SiteKey, SecretKey render `data-key`). */
export const keyChips = (page: Page) => page.locator('article [data-key]');

const [english] = locales as [SiteLocale];

/** The Login link's label in a locale. */
const loginLabel = (locale: SiteLocale = english): string => uiString(locale, 'navbar.login.label');

/** The navbar's Login link (the desktop bar, not the mobile menu). */
export const loginLink = (page: Page, locale: SiteLocale = english) =>
  mainNavbar(page, locale).getByRole('link', {name: loginLabel(locale), exact: true});

/** The site picker in the keys notice at the top of the article. */
export const notePicker = (page: Page, locale: SiteLocale = english) =>
  page.locator('article').getByRole('combobox', {name: uiString(locale, 'sitePicker.label')});

/** The navbar's account button (the desktop bar), named "Account: <email>". */
export const accountButton = (page: Page, locale: SiteLocale = english) =>
  mainNavbar(page, locale).getByRole('button', {
    name: uiString(locale, 'accountMenu.button.label').replace('{account}', ''),
  });

/** The dashboard's login URL that returns to the page the browser is on. */
export function loginHrefFor(page: Page): string {
  return `${testDashboardUrl}/login?backurl=${encodeURIComponent(page.url())}`;
}

/** Logs in through the stand-in dashboard's own form, starting from the navbar's Login link. */
export async function logInFrom(
  page: Page,
  pagePath: string,
  account: DemoAccount,
  locale: SiteLocale = english,
): Promise<void> {
  await page.goto(pagePath);
  await waitForHydration(page);
  const login = loginLink(page, locale);
  // A page opened at a hash is scrolled, and the navbar hides on scroll down: scroll up a
  // little over the article, as a reader would, until it is back.
  const {width, height} = page.viewportSize()!;
  await page.mouse.move(width / 2, height / 2);
  await expect(async () => {
    await page.mouse.wheel(0, -60);
    await expect(login).toBeInViewport({timeout: 500});
  }).toPass();
  await login.click();
  await expect(page).toHaveURL(new RegExp(`^${testDashboardUrl}/login\\?backurl=`));
  await page.getByRole('button', {name: new RegExp(account.email)}).click();
  await waitForHydration(page);
}

/** The dashboard's logout URL that returns to the page the browser is on. */
export function logoutHrefFor(page: Page): string {
  return `${testDashboardUrl}/logout?backurl=${encodeURIComponent(page.url())}`;
}

/** Whether a request is one of the two session calls (not a preflight). */
export function isSessionCall(request: Request): boolean {
  return request.method() === 'GET' && sessionCallUrls.includes(request.url());
}

/**
 * Routes both session calls through `handle`, which answers each as the test
 * wants (a real answer, a changed one, or a network failure).
 */
export async function routeSessionCalls(
  page: Page,
  handle: (route: Route, path: string) => Promise<void>,
): Promise<void> {
  for (const url of sessionCallUrls) {
    await page.route(url, (route) =>
      route.request().method() === 'GET' ? handle(route, new URL(url).pathname) : route.fallback(),
    );
  }
}
