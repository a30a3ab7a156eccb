import type {LoadContext, Plugin} from '@docusaurus/types';
import {changelog, changelogFeedFile} from '../../data/changelog';
import {siteFilesPlugin} from '../siteFiles';
import {changelogAtom} from './atom';
import {feedStrings} from './strings';

/** Each locale's Atom feed of the script changelog (`/changelog.atom`, `/fr/changelog.atom`). */
export default function changelogFeedPlugin(context: LoadContext): Plugin {
  return siteFilesPlugin(context, 'changelog-feed', () => {
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
