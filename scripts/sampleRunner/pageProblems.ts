import type {Page} from 'playwright';

/** Adds what a sample's page logs as an error, and every error it throws, to `problems`. */
export function collectPageProblems(page: Page, problems: string[]): void {
  page.on('console', (message) => {
    // The browser asks every server for a favicon: a 404 there is not the sample's.
    const favicon = message.location().url.endsWith('/favicon.ico');
    if (message.type() === 'error' && !favicon)
      problems.push(
        `console error: ${message.text().slice(0, 200)} (${message.location().url || 'no URL'})`,
      );
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message.slice(0, 200)}`));
}
