/** A site as the dashboard lists it: its public key and the name its owner gave it. */
interface DemoSite {
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

/**
 * A site name an attacker (or a careless owner) could save in the dashboard: markup that would
 * run if a page ever used it as HTML, a right-to-left override, control characters, line
 * breaks, and 600 characters in all. The docs must show it as inert, shortened text.
 */
export const hostileSiteName = (
  '<img src=x onerror="window.__brambleXss=1"><script>window.__brambleXss=2</script>' +
  '\u202Eevil.exe\u202C\u0000\u0007\r\n<b>bold</b>&amp; ' +
  'A very long site name that goes on and on. '.repeat(20)
).slice(0, 600);

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
  {
    email: 'solo@bramble.example',
    name: 'Sam Solo',
    secret: '0xd342e1639739862cb1107ac137b487b041cabd4c',
    sites: [{sitekey: 'e0126917-6d6b-4b61-bf4e-596769827727', name: 'The only site'}],
  },
  {
    email: 'mallory@bramble.example',
    name: 'Mallory Markup',
    secret: '0x6d028a9092f2e3ce11510f9bfe538d9883ade7fa',
    sites: [
      {sitekey: '4276b6a4-e806-4dda-ac92-a08c4eb7f812', name: hostileSiteName},
      {sitekey: '11d10074-1b47-457a-98c3-fb57490e7b88', name: 'Plain blog'},
    ],
  },
];

export function findAccount(email: string): DemoAccount | undefined {
  return demoAccounts.find((account) => account.email === email);
}
