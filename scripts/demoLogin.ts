import type {BrowserContext} from '@playwright/test';
import {loginUrl} from '../src/session/loginUrl';
import {testDashboardUrl} from '../tests/testEnv';

/** Logs a browser context in as a demo account on the stand-in dashboard, as a visitor would. */
export async function logInAsDemo(
  context: BrowserContext,
  docsUrl: string,
  email: string,
): Promise<void> {
  const page = await context.newPage();
  await page.goto(loginUrl(testDashboardUrl, `${docsUrl}/`));
  await page.getByRole('button', {name: new RegExp(email)}).click();
  await page.waitForURL(`${docsUrl}/`);
  await page.close();
}
