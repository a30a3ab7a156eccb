import React, {useCallback, useLayoutEffect, useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import SearchBarStandIn from './SearchBarStandIn';
import {restoreInputState, type InputState} from './inputState';
import {useOriginalSearchBar} from './useOriginalSearchBar';

// The plugin's box (its code, worker client and stylesheet: 6–9 kB of gzip JS and 1.4 kB of
// CSS) is not needed to paint the page, so every page's first script and stylesheet leave it
// out: a stand-in that looks the same is drawn first, and the plugin's box replaces it as soon as
// the visitor reaches for it (tests/e2e/search.spec.ts checks the two boxes match and nothing
// moves).
export default function SearchBarWrapper(): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const standInState = useRef<InputState | null>(null);
  const {SearchBar, load} = useOriginalSearchBar();
  const label = translate({id: 'theme.SearchBar.label', message: 'Search'});
  const keepStandInState = useCallback((state: InputState) => {
    standInState.current = state;
  }, []);

  // A layout effect, so both run before the plugin's mount effect, which reads the input's
  // value and focus to start loading the index.
  useLayoutEffect(() => {
    const input = container.current?.querySelector('input');
    if (!input) return;
    // Works around @easyops-cn/docusaurus-search-local 0.55 (client/theme/SearchBar/SearchBar.jsx):
    // the input has a literal aria-label="Search" while its placeholder is translated, so French
    // pages had an English accessible name. Remove once the plugin translates the label; the
    // search spec's French test finds the box by its French name.
    input.setAttribute('aria-label', label);
    // The plugin's input takes over the stand-in's text and focus.
    if (SearchBar && standInState.current) {
      restoreInputState(input, standInState.current);
      standInState.current = null;
    }
  }, [label, SearchBar]);

  return (
    <div ref={container} style={{display: 'contents'}}>
      {SearchBar ? (
        <SearchBar />
      ) : (
        <SearchBarStandIn label={label} onIntent={load} onLeave={keepStandInState} />
      )}
    </div>
  );
}
