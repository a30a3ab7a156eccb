import type {SpeedMechanism} from '../../config/speedMechanisms';

export interface StockModule {
  request: RegExp;
  stock: string;
}

/**
 * The modules of the mechanisms that are a module of their own: switched off, their requests get
 * the stock module, so the baseline runs upstream's code, not a branch of ours.
 */
const stockModules: Partial<Record<SpeedMechanism, readonly StockModule[]>> = {
  // The stock CodeBlock remounts each block after hydration and draws it again with Prism; its
  // fragment notes (PartialNote) are ours, so the baseline goes without them.
  serverHighlighting: [
    {request: /^@theme\/CodeBlock$/, stock: '@theme-original/CodeBlock'},
    {request: /^@theme\/CodeBlock\/Content$/, stock: '@theme-original/CodeBlock/Content'},
  ],
  tabsKeptOnHydration: [{request: /^@theme\/Tabs$/, stock: '@theme-original/Tabs'}],
  searchBoxStandIn: [{request: /^@theme\/SearchBar$/, stock: '@theme-original/SearchBar'}],
  lazyAccountMenu: [
    {request: /\/lazyAccountMenu$/, stock: '@site/src/components/AccountMenu'},
    {request: /\/lazyAccountPanel$/, stock: '@site/src/components/AccountMenu/AccountPanel'},
  ],
};

export const stockModulesFor = (on: ReadonlySet<SpeedMechanism>): StockModule[] =>
  Object.entries(stockModules).flatMap(([name, modules]) =>
    on.has(name as SpeedMechanism) ? [] : [...modules],
  );
