import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SiteFeatures} from '../../lib/siteFeatures';
import {withoutUnusedTranslations} from '../../lib/unusedTranslations';
import {siteFeaturesOf, type AllContent} from '../siteFeatures';

/**
 * Every page's first script carries the locale's whole table of theme strings, blog and version
 * banners included. Once all content is loaded, the strings of features this site does not have
 * are left out of the table both bundles read.
 */
export default function unusedTranslations({generatedFilesDir, siteConfig}: LoadContext): Plugin {
  let features: SiteFeatures | undefined;
  return {
    name: 'unused-translations',
    allContentLoaded({allContent}) {
      features = siteFeaturesOf(allContent as AllContent, siteConfig);
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
