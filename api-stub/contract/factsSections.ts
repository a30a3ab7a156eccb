/**
 * Every section of the product facts (`bramble-facts.md`, kept beside the project), with the
 * contract tests that hold the stand-ins to it, or why no stand-in has anything of it to follow.
 * A new facts section needs a line here (the test beside this file compares the headings when the
 * facts file is present), and a new contract test must be listed under its section.
 */
export interface FactsSection {
  /** The section's heading, as the facts write it. */
  readonly heading: string;
  /** Contract test files, from the project root. */
  readonly contracts: readonly string[];
  /** Only when `contracts` is empty: why the stand-ins have nothing of this section to follow. */
  readonly notHeld?: string;
}

export const factsSections: readonly FactsSection[] = [
  {
    heading: 'Keys',
    contracts: [
      'api-stub/contract/keys.contract.test.ts',
      'dashboard-stub/contract/keys.contract.test.ts',
    ],
  },
  {
    heading: 'Widget (client side)',
    contracts: ['api-stub/contract/widget.contract.browser.test.ts'],
  },
  {
    heading: 'Verification (server side)',
    contracts: [
      'api-stub/contract/siteverify.contract.test.ts',
      'api-stub/contract/limits.contract.test.ts',
      'api-stub/contract/idempotency.contract.test.ts',
    ],
  },
  {
    heading: 'Plans',
    // Enterprise's scores are a verification answer field, held in the siteverify contract.
    contracts: ['api-stub/contract/siteverify.contract.test.ts'],
  },
  {
    heading: 'Custom themes (Pro and Enterprise, with `custom=true`)',
    contracts: ['api-stub/contract/widget.contract.browser.test.ts'],
  },
  {
    heading: 'Mobile SDKs and integrations',
    contracts: [],
    notHeld:
      'the SDKs run in apps, not against the stand-ins; their WebView loads the same widget page, held by the widget contract',
  },
  {
    heading: 'Script versions, browsers, accessibility and privacy',
    contracts: [],
    notHeld:
      'policies of the real service (versions, browser support, the accessibility pass, data processing) that no sample exercises against a stand-in',
  },
];
