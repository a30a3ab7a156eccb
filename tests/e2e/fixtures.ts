import {test as base, expect, type Page} from '@playwright/test';

/** A console message or page error that fails the test that saw it. */
export interface ConsoleProblem {
  type: string;
  text: string;
}

interface Fixtures {
  /** Everything the page logged as an error or warning, and uncaught errors. */
  consoleProblems: ConsoleProblem[];
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    const url = process.env.DOCS_URL;
    if (!url) throw new Error('DOCS_URL is not set: run through playwright.config.ts');
    await use(url);
  },
  consoleProblems: async ({}, use) => {
    await use([]);
  },
  page: async ({page, consoleProblems}, use) => {
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        consoleProblems.push({type: message.type(), text: message.text()});
      }
    });
    page.on('pageerror', (error) => consoleProblems.push({type: 'pageerror', text: error.message}));
    await use(page);
    // Every test fails on any console error or warning: a quiet console is part of the product.
    expect(consoleProblems, 'console errors or warnings').toEqual([]);
  },
});

export {expect};

/** Opens a path and waits until React has hydrated, so interactions reach the app. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
