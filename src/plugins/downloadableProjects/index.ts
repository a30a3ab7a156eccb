import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {testKeys} from '../../data/testKeys';
import {projectZip, type DownloadableProjectsData} from '../../lib/projectArchive';
import {siteFilesPlugin, type SiteFile} from '../siteFiles';
import {docsPageAt, projectManifests, unknownDownloadTags, type DocsPage} from './projectFiles';

const downloadsFolder = 'downloads';

/**
 * Each downloadable project of the locale, made from its docs pages once
 * they are loaded: `downloads/<project>.zip` (the test keys in place, so it
 * runs as it is) and `downloads/<project>.json` (its manifest, the files with
 * the key placeholders, which the DownloadProject button fills in with a
 * logged-in reader's keys). The locale's build writes them to its own folder
 * (build/downloads, build/fr/downloads), with the README in its language;
 * `npm start` serves them too.
 */
export default function downloadableProjectsPlugin(context: LoadContext): Plugin {
  return siteFilesPlugin(
    context,
    'bramble-downloadable-projects',
    async ({allContent, actions}) => {
      const content = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      const version = content?.loadedVersions[0];
      if (!version) throw new Error('downloadable-projects: the docs plugin has no loaded version');
      const siteUrl = context.siteConfig.url.replace(/\/+$/, '');
      const pages: DocsPage[] = version.docs.map((doc) => {
        const file = path.resolve(context.siteDir, doc.source.replace(/^@site\//, ''));
        // Named from the site's folder, with its partials inlined, as docsPagesOf reads it.
        const page = path.relative(context.siteDir, file).split(path.sep).join('/');
        return {...docsPageAt(context.siteDir, page), url: siteUrl + doc.permalink};
      });
      pages.sort((a, b) => (a.page < b.page ? -1 : 1));
      const unknown = unknownDownloadTags(pages);
      if (unknown.length > 0) {
        throw new Error(`DownloadProject names no downloadable project: ${unknown.join(', ')}`);
      }
      const projects: DownloadableProjectsData['projects'] = {};
      // Formatted here: a page's first Intl call costs 20–40 ms of the browser's main thread.
      const kilobytes = new Intl.NumberFormat(context.i18n.currentLocale, {
        maximumFractionDigits: 0,
      });
      const files: SiteFile[] = [];
      for (const manifest of projectManifests(pages, context.i18n.currentLocale)) {
        const zip = projectZip(manifest, {sitekey: testKeys.siteKey, secret: testKeys.secretKey});
        const file = `${downloadsFolder}/${manifest.project}`;
        files.push(
          {path: `${file}.zip`, contents: zip},
          {path: `${file}.json`, contents: JSON.stringify(manifest)},
        );
        projects[manifest.project] = {
          bytes: zip.length,
          kilobytes: kilobytes.format(Math.max(1, Math.round(zip.length / 1000))),
          folder: manifest.folder,
        };
      }
      actions.setGlobalData({projects} satisfies DownloadableProjectsData);
      return files;
    },
  );
}
