import {translate} from '@docusaurus/Translate';

/** The account's email, or a name for it when the dashboard gave none. */
export function accountName(email: string | null): string {
  return (
    email ??
    translate({
      id: 'accountMenu.noEmail',
      message: 'Your account',
      description: 'Names the account when the dashboard gave no email',
    })
  );
}
