import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {searchOptions} from '../../config/searchOptions';
import {withoutUnusedTranslations, type SiteFeatures} from '../../lib/unusedTranslations';

/** Whether a sidebar holds a category whose page lists its docs as cards. */
const hasGeneratedIndex = (items: unknown): boolean =>
  Array.isArray(items)
    ? items.some(hasGeneratedIndex)
    : typeof items === 'object' && items !== null
      ? (items as {link?: {type?: string}}).link?.type === 'generated-index' ||
        Object.values(items).some(hasGeneratedIndex)
      : false;

function featuresOf(allContent: Record<string, Record<string, unknown> | undefined>): SiteFeatures {
  const docsPlugins = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {});
  const versions = docsPlugins.flatMap((content) => (content as LoadedContent).loadedVersions);
  const docs = versions.flatMap((version) => version.docs);
  return {
    blog: Object.keys(allContent['docusaurus-plugin-content-blog'] ?? {}).length > 0,
    docTags: docs.some((doc) => doc.tags.length > 0),
    generatedIndexPages: versions.some((version) => hasGeneratedIndex(version.sidebars)),
    docVersions: Math.max(0, ...docsPlugins.map((c) => (c as LoadedContent).loadedVersions.length)),
    lastUpdated: docs.some(
      (doc) => doc.lastUpdatedAt !== undefined || doc.lastUpdatedBy !== undefined,
    ),
    editLinks: docs.some((doc) => Boolean(doc.editUrl)),
    unlistedDocs: docs.some((doc) => doc.unlisted),
    searchContexts: 'searchContextByPaths' in searchOptions,
  };
}

/**
 * Every page's first script carries the locale's whole table of theme strings, blog and version
 * banners included. Once all content is loaded, the strings of features this site does not have
 * are left out of the table both bundles read.
 */
export default function unusedTranslations({generatedFilesDir}: LoadContext): Plugin {
  let features: SiteFeatures | undefined;
  return {
    name: 'unused-translations',
    allContentLoaded({allContent}) {
      features = featuresOf(allContent as Parameters<typeof featuresOf>[0]);
    },
    configureWebpack: () => ({
      module: {
        rules: [
          {
            test: path.join(generatedFilesDir, 'codeTranslations.json'),
            type: 'json',
            parser: {
              parse: (source: string) =>
                features
                  ? withoutUnusedTranslations(
                      JSON.parse(source) as Record<string, string>,
                      features,
                    )
                  : JSON.parse(source),
            },
          },
        ],
      },
    }),
  };
}
