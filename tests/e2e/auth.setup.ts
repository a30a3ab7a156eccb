// Logs each demo account in once, through the real login form, for the session specs to reuse.
import {demoAccounts} from '../../dashboard-stub/accounts';
import {test as setup, expect} from './fixtures';
import {keyChips, logInFrom, storageStateFile} from './session';

for (const account of demoAccounts) {
  setup(`log in as ${account.email}`, async ({page}) => {
    await logInFrom(page, '/configuration', account);
    await expect(keyChips(page).filter({hasText: account.secret}).first()).toBeVisible();
    await page.context().storageState({path: storageStateFile(account)});
  });
}
