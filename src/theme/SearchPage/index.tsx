import React, {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';

const contentId = '__docusaurus_skipToContent_fallback';

// The search plugin's results page has no main landmark (axe: landmark-one-main,
// region); its content wrapper becomes the main landmark while the page is shown.
export default function SearchPageWrapper(): ReactNode {
  useEffect(() => {
    const content = document.getElementById(contentId);
    content?.setAttribute('role', 'main');
    return () => content?.removeAttribute('role');
  }, []);
  return <SearchPage />;
}
