import path from 'node:path';
import type {Page, Request, Route} from '@playwright/test';
import {demoAccounts, type DemoAccount} from '../../dashboard-stub/accounts';
import {sessionCallUrls, testDashboardUrl} from '../testEnv';
import {expect, waitForHydration} from './fixtures';
import {locales, mainNavbar, uiString, type SiteLocale} from './site';

export const [ada, noSites] = demoAccounts as [DemoAccount, DemoAccount];

/** Where the setup project keeps each demo account's logged-in browser state. */
export function storageStateFile(account: DemoAccount): string {
  return path.join('test-results', '.auth', `${account.email}.json`);
}

/** The visitor's keys in the page's prose (SiteKey, SecretKey render `data-key`). */
export const keyChips = (page: Page) => page.locator('article [data-key]');

const [english] = locales as [SiteLocale];

/** The Login link's label in a locale. */
export const loginLabel = (locale: SiteLocale = english): string =>
  uiString(locale, 'navbar.login.label');

/** The navbar's Login link (the desktop bar, not the mobile menu). */
export const loginLink = (page: Page, locale: SiteLocale = english) =>
  mainNavbar(page, locale).getByRole('link', {name: loginLabel(locale), exact: true});

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
