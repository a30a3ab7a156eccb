import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {changelog, changelogFeedFile} from '../../data/changelog';
import {changelogAtom} from './atom';
import {feedStrings} from './strings';

/**
 * Writes each locale's Atom feed of the script changelog (`/changelog.atom`,
 * `/fr/changelog.atom`) after that locale's build, from `src/data/changelog.ts`,
 * with absolute URLs from the site's URL (SITE_URL). The changelog page links
 * to it (`<ChangelogFeedLink />`).
 */
export default function changelogFeedPlugin(): Plugin {
  return {
    name: 'changelog-feed',
    async postBuild({outDir, siteConfig, baseUrl, i18n, codeTranslations}) {
      const locale = i18n.currentLocale;
      // The UI strings the page shows, so the feed's title is the link's title in each locale.
      const strings = feedStrings(codeTranslations);
      const atom = changelogAtom({
        locale,
        siteUrl: siteConfig.url.replace(/\/+$/, ''),
        baseUrl,
        title: strings.title,
        subtitle: strings.subtitle,
        entries: changelog,
      });
      // outDir is the locale's own folder (build/fr).
      await fs.writeFile(path.join(outDir, changelogFeedFile), atom);
    },
  };
}
