// Types for the search plugin's theme component, which ships none.
declare module '@theme-original/SearchPage' {
  import type {ReactNode} from 'react';

  export default function SearchPage(): ReactNode;
}

declare module '@theme-original/SearchBar' {
  import type {ReactNode} from 'react';

  export default function SearchBar(): ReactNode;
}
