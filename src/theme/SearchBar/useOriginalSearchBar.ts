import {useCallback, useState, type ComponentType} from 'react';

type SearchBarComponent = ComponentType;

// One fetch per page load, shared by every box (the navbar is drawn again on some navigations).
let loading: Promise<SearchBarComponent> | undefined;
let loaded: SearchBarComponent | undefined;

/**
 * The plugin's box: its own chunk, whose stylesheet the runtime links before the import
 * resolves (src/plugins/stylesheets/stylesWithTheirCode.ts keeps it out of the shared one).
 */
function loadSearchBar(): Promise<SearchBarComponent> {
  loading ??= import('@theme-original/SearchBar').then(
    ({default: SearchBar}) => (loaded = SearchBar),
    (error: unknown) => {
      // Offline, or a new deployment removed the chunk: the next intent tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The search plugin's box once it has loaded (undefined before), and `load` to ask for it. It
 * loads when the visitor reaches for the box (pointer over, touch, focus, Ctrl/Cmd+K), never on
 * its own: loaded when idle, its code (7 kB gzip) and styles (2 kB) came on every page, and its
 * evaluation fell inside the page's busy time. The hydration render never has it (nothing has
 * imported it yet), so the server and the first client render agree; a box drawn later, after a
 * client-side navigation, has it from the start.
 */
export function useOriginalSearchBar(): {
  SearchBar: SearchBarComponent | undefined;
  load: () => void;
} {
  const [SearchBar, setSearchBar] = useState(() => loaded);
  const load = useCallback(() => {
    loadSearchBar().then(
      (component) => setSearchBar(() => component),
      // The stand-in stays and keeps working as a plain input; nothing to tell the visitor.
      () => undefined,
    );
  }, []);
  return {SearchBar, load};
}
