// The search results page for a logged-in reader: the session and the results both arrive
// after hydration, and together they move nothing.
import {test, expect} from './fixtures';
import {expectSteadyContent} from './layoutShifts';
import {openResults, phone, queries} from './searchResults';
import {locales} from './site';
import {ada, loginLink, storageStateFile} from './session';

test.describe('logged in', () => {
  test.use({storageState: storageStateFile(ada)});

  for (const locale of locales) {
    test(`${locale.code} at 390 px: results and the visitor's session arrive without moving anything`, async ({
      page,
    }) => {
      await page.setViewportSize(phone);
      await openResults(page, locale, queries['with results']);
      await expect(loginLink(page, locale)).toHaveCount(0);
      await expectSteadyContent(page);
    });
  }
});
