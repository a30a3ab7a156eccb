// Types for the search plugin's theme component, which ships none.
declare module '@theme-original/SearchPage' {
  import type {ReactNode} from 'react';

  export default function SearchPage(): ReactNode;
}

declare module '@theme-original/SearchBar' {
  import type {ReactNode} from 'react';

  export default function SearchBar(): ReactNode;
}

// A feature's own UI messages, written by src/plugins/firstScriptMessages for the locale being built.
declare module '@generated/first-script-messages/*.json' {
  const messages: Record<string, string>;
  export default messages;
}
