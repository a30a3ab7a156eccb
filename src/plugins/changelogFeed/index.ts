import type {LoadContext, Plugin} from '@docusaurus/types';
import {changelog, changelogFeedFile} from '../../data/changelog';
import {siteFilesPlugin} from '../siteFiles';
import {changelogAtom} from './atom';
import {feedStrings} from './strings';

/**
 * Each locale's Atom feed of the script changelog (`/changelog.atom`,
 * `/fr/changelog.atom`), from `src/data/changelog.ts`, with absolute URLs from
 * the site's URL (SITE_URL): in the locale's build, and under `npm start`. The
 * changelog page links to it (`<ChangelogFeedLink />`).
 */
export default function changelogFeedPlugin(context: LoadContext): Plugin {
  return siteFilesPlugin(context, 'changelog-feed', () => {
    // The UI strings the page shows, so the feed's title is the link's title in each locale.
    const strings = feedStrings(context.codeTranslations);
    const atom = changelogAtom({
      locale: context.i18n.currentLocale,
      siteUrl: context.siteConfig.url.replace(/\/+$/, ''),
      baseUrl: context.baseUrl,
      title: strings.title,
      subtitle: strings.subtitle,
      entries: changelog,
    });
    return [{path: changelogFeedFile, contents: atom}];
  });
}
