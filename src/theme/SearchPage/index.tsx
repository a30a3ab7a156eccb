import React, {useEffect, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {HtmlClassNameProvider, PageMetadata} from '@docusaurus/theme-common';
import SearchPage from '@theme-original/SearchPage';
import styles from './styles.module.css';

const contentId = '__docusaurus_skipToContent_fallback';

// Works around three gaps of @easyops-cn/docusaurus-search-local 0.55
// (client/theme/SearchPage/SearchPage.jsx), each checked by tests/e2e/search.spec.ts:
// - its results sit in a plain <div> inside Layout, with no <main> (axe: landmark-one-main, region):
//   the content wrapper becomes the main landmark while the page is shown;
// - the page has no meta description (Lighthouse SEO);
// - the query, the loading ring and the results arrive after the page is drawn, and moved the
//   footer and everything under the title (CLS 0.4-0.6 at 390 px): styles.module.css keeps the
//   footer below the first screen and gives the title a fixed height.
export default function SearchPageWrapper(): ReactNode {
  useEffect(() => {
    const content = document.getElementById(contentId);
    content?.setAttribute('role', 'main');
    return () => content?.removeAttribute('role');
  }, []);
  return (
    <HtmlClassNameProvider className={styles.searchResultsPage!}>
      <PageMetadata
        description={translate({
          id: 'searchPage.description',
          message:
            'Search the Bramble developer documentation: the widget, the verification API, error codes, SDKs and plans.',
          description: 'The meta description of the search results page',
        })}
      />
      <SearchPage />
    </HtmlClassNameProvider>
  );
}
