import {useMemo} from 'react';
import {useAllDocsData, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {DocPage} from './routeSimilarity';

/**
 * The docs version the not-found content is drawn in: theme-classic's DocRoot draws
 * `NotFound/Content` inside `DocsVersionProvider` for an address under the docs that matches
 * no page, which with docs at `/` is every missing address. Outside it (the theme's own
 * not-found route) there is none, and the page suggests from the search alone.
 */
function useDocsVersionIfAny(): PropVersionMetadata | undefined {
  try {
    return useDocsVersion();
  } catch {
    return undefined;
  }
}

/**
 * Every listed docs page of the current locale with its title and description: paths from
 * the docs plugin's global data, titles and descriptions from the version's metadata, both
 * already in the page (no fetch).
 */
export function useDocPages(): DocPage[] {
  const version = useDocsVersionIfAny();
  const allDocsData = useAllDocsData();
  return useMemo(() => {
    if (!version) return [];
    const globalVersion = allDocsData[version.pluginId]?.versions.find(
      (v) => v.name === version.version,
    );
    return (globalVersion?.docs ?? [])
      .filter((doc) => !doc.unlisted)
      .flatMap((doc) => {
        const metadata = version.docs[doc.id];
        if (!metadata) return [];
        return [{path: doc.path, title: metadata.title, description: metadata.description}];
      });
  }, [version, allDocsData]);
}
