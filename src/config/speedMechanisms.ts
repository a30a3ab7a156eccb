/**
 * The site's speed mechanisms: what this site does that stock Docusaurus does not, only to load
 * faster. One switch turns them off together, for the stock baseline `npm run bench` compares
 * the site with (BRAMBLE_SPEED=stock), or one at a time, to measure that one's own gain
 * (BRAMBLE_SPEED_WITHOUT=<name>,…). Features the specification asks for (diagrams drawn at build
 * time, the fact tables each page imports, precompressed files) are not switches: the baseline
 * keeps them, as stock Docusaurus would have to.
 */
const speedMechanisms = {
  bundleAfterFirstPaint: 'the bundle and the analytics script load after the first paint',
  serverHighlighting:
    "code blocks keep the server's markup and highlighting (no remount, no Prism at hydration); Prism only for blocks drawn in the browser",
  tabsKeptOnHydration: "tab groups keep the server's markup (no remount after hydration)",
  codeColoursInCss: 'code colours as a stylesheet, not inline styles',
  slimFirstScript:
    'tslib and the site config only the build reads out of the first script; a CSS progress bar, not nprogress',
  prunedStylesheets: 'the shared stylesheet keeps only the rules pages and scripts can use',
  stylesWithTheirCode:
    "the editor's, the search page's and the search box's styles come with their code",
  prefetchOnIntent: 'links load a page’s code on intent, not when they scroll into view',
  searchBoxStandIn:
    "a stand-in search box is drawn first; the plugin's loads when idle or on intent",
  lazyAccountMenu:
    'the account menu loads once a session exists, its panel (the site picker) on intent',
  messagesWithTheirPage:
    "the theme editor's, the fact tables' and the download button's UI messages come with their code, not in every first script",
} as const;

export type SpeedMechanism = keyof typeof speedMechanisms;

export const speedMechanismNames = Object.keys(speedMechanisms) as SpeedMechanism[];

const isMechanism = (name: string): name is SpeedMechanism => Object.hasOwn(speedMechanisms, name);

/**
 * The mechanisms a build has on. Unset: all. `BRAMBLE_SPEED=stock`: none.
 * `BRAMBLE_SPEED_WITHOUT=a,b`: all but those. A name that is not a mechanism stops the build,
 * so a typo never measures the site it meant to switch off.
 */
export function speedMechanismsOn(
  env: Readonly<Record<string, string | undefined>>,
): ReadonlySet<SpeedMechanism> {
  const speed = env.BRAMBLE_SPEED?.trim() ?? '';
  if (speed !== '' && speed !== 'stock') {
    throw new Error(`BRAMBLE_SPEED is "stock" or unset, got "${speed}"`);
  }
  const without = (env.BRAMBLE_SPEED_WITHOUT ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = without.filter((name) => !isMechanism(name));
  if (unknown.length > 0) {
    throw new Error(
      `BRAMBLE_SPEED_WITHOUT names no mechanism "${unknown.join('", "')}"; the mechanisms are ${speedMechanismNames.join(', ')}`,
    );
  }
  if (speed === 'stock') return new Set();
  return new Set(speedMechanismNames.filter((name) => !without.includes(name)));
}
