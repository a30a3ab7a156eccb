import React, {useEffect, useRef, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import {translate} from '@docusaurus/Translate';

// Works around @easyops-cn/docusaurus-search-local 0.55 (client/theme/SearchBar/SearchBar.jsx):
// the input has a literal aria-label="Search" while its placeholder is translated, so French
// pages had an English accessible name. Remove once the plugin translates the label; the
// search spec's French test finds the box by its French name.
export default function SearchBarWrapper(): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const label = translate({id: 'theme.SearchBar.label', message: 'Search'});
  useEffect(() => {
    container.current?.querySelector('input')?.setAttribute('aria-label', label);
  }, [label]);
  return (
    <div ref={container} style={{display: 'contents'}}>
      <SearchBar />
    </div>
  );
}
