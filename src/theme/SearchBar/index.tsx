import React, {useEffect, useRef, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import {translate} from '@docusaurus/Translate';

// The search plugin hard-codes the box's accessible name in English; name it in the page's language.
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
