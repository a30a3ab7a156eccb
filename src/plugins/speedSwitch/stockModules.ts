import path from 'node:path';
import type {SpeedMechanism} from '../../config/speedMechanisms';

/** A module a mechanism puts in place of the stock one: every request for it gets the stock one. */
export interface StockModule {
  request: RegExp;
  stock: string;
}

/**
 * The modules of the mechanisms that are a module of their own (a theme wrap, a lazy import).
 * A mechanism switched off has its requests answered with the stock module, so the baseline
 * runs theme-classic's and the search plugin's own code, not a branch of ours.
 */
export const stockModules: Partial<Record<SpeedMechanism, readonly StockModule[]>> = {
  // The stock CodeBlock remounts each block after hydration and draws it again with Prism; its
  // fragment notes (PartialNote) are ours, so the baseline goes without them.
  serverHighlighting: [
    {request: /^@theme\/CodeBlock$/, stock: '@theme-original/CodeBlock'},
    {request: /^@theme\/CodeBlock\/Content$/, stock: '@theme-original/CodeBlock/Content'},
  ],
  hydrationWorkInTransitions: [
    {request: /^@theme\/CodeBlock\/Buttons$/, stock: '@theme-original/CodeBlock/Buttons'},
    {request: /^@theme\/Navbar\/MobileSidebar$/, stock: '@theme-original/Navbar/MobileSidebar'},
    {
      request: /^@theme\/CodeBlock\/Content\/String$/,
      stock: '@theme-original/CodeBlock/Content/String',
    },
  ],
  plainTokensAsText: [
    {request: /\/styledTokenTypes$/, stock: path.join(__dirname, 'stock/everyTokenStyled.ts')},
  ],
  tabsKeptOnHydration: [{request: /^@theme\/Tabs$/, stock: '@theme-original/Tabs'}],
  searchBoxStandIn: [{request: /^@theme\/SearchBar$/, stock: '@theme-original/SearchBar'}],
  lazyAccountMenu: [{request: /\/lazyAccountMenu$/, stock: '@site/src/components/AccountMenu'}],
};

/** The stock modules of the mechanisms that are off. */
export const stockModulesFor = (on: ReadonlySet<SpeedMechanism>): StockModule[] =>
  Object.entries(stockModules).flatMap(([name, modules]) =>
    on.has(name as SpeedMechanism) ? [] : [...modules],
  );
