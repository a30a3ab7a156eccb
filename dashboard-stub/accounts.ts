/** A site as the dashboard lists it: its public key and the name its owner gave it. */
export interface DemoSite {
  readonly sitekey: string;
  readonly name: string;
}

/** A demo login. There are no passwords: the login page lets a developer pick an account. */
export interface DemoAccount {
  readonly email: string;
  /** Shown on the login page so the two accounts are easy to tell apart. */
  readonly name: string;
  /** `0x` and 40 hex digits, like a real account secret (and unlike the public test secret). */
  readonly secret: string;
  readonly sites: readonly DemoSite[];
}

// Fixed values, so tests and screenshots can look for them; none of them is the documented test key pair.
export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'ada@bramble.example',
    name: 'Ada Lovelace',
    secret: '0x1b5c06ce98dce75aef44a66b5bd2d8e49688f688',
    sites: [
      {sitekey: 'c1f43851-3ef9-4e3b-a0a7-c6e04001438f', name: 'Analytical Engines shop'},
      {sitekey: 'de74bf5e-4dfc-4c49-96ef-6a9722ccffa5', name: 'Notes on the Engine blog'},
      {sitekey: 'ee6994ae-1b92-4874-8943-37b4beddf6bc', name: 'Punched Card forum'},
    ],
  },
  {
    email: 'nosites@bramble.example',
    name: 'Noor Haddad',
    secret: '0xa4239a13ce6378c66efdbea6daba55f92ad8d0f9',
    sites: [],
  },
];

export function findAccount(email: string): DemoAccount | undefined {
  return demoAccounts.find((account) => account.email === email);
}
