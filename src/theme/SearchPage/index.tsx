import React, {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';

const contentId = '__docusaurus_skipToContent_fallback';

// Works around @easyops-cn/docusaurus-search-local 0.55 (client/theme/SearchPage/SearchPage.jsx):
// it renders its results in a plain <div> inside Layout, with no <main>, so axe reports
// landmark-one-main and region. The content wrapper becomes the main landmark while the page is
// shown. Remove once the plugin renders a <main>; the axe pass on /search fails without it.
export default function SearchPageWrapper(): ReactNode {
  useEffect(() => {
    const content = document.getElementById(contentId);
    content?.setAttribute('role', 'main');
    return () => content?.removeAttribute('role');
  }, []);
  return <SearchPage />;
}
