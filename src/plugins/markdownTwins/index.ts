import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, DocMetadata} from '@docusaurus/plugin-content-docs';
import {markdownTwinPath} from '../../lib/markdownTwin';
import {mdxToMarkdown, type TwinSite} from './mdxToMarkdown';
import {twinSource} from './pageSource';
import {llmsFullTxt, llmsTxt, type LlmsPage, type LlmsSection} from './llmsTxt';
import {twinStrings} from './strings';
import {localize} from '../../data/text';
import {siteFilesPlugin, type SiteFile} from '../siteFiles';
import {loadFactTables} from '../../components/FactTables/definitions';

const llmsTxtFile = 'llms.txt';
const llmsFullTxtFile = 'llms-full.txt';

type SidebarItem = {
  type: string;
  id?: string;
  label?: string;
  link?: {type?: string; id?: string};
  items?: SidebarItem[];
};

/** Doc ids as the sidebar groups them: top-level docs first, then a section per category. */
function sidebarSections(items: readonly SidebarItem[], topLevelTitle: string) {
  const topLevel: string[] = [];
  const categories: {title: string; ids: string[]}[] = [];
  // A category's own page (`link: {type: 'doc'}`) comes before the docs it holds.
  const idsIn = (list: readonly SidebarItem[]): string[] =>
    list.flatMap((item) =>
      item.type === 'doc' || item.type === 'ref'
        ? [item.id!]
        : [
            ...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []),
            ...(item.items ? idsIn(item.items) : []),
          ],
    );
  for (const item of items) {
    if (item.type === 'category')
      categories.push({title: item.label ?? '', ids: idsIn(item.items ?? [])});
    else topLevel.push(...idsIn([item]));
  }
  return [{title: topLevelTitle, ids: topLevel}, ...categories];
}

/**
 * A Markdown twin beside every docs page (`/api.md`, `/fr/api.md`) and the locale's `llms.txt`
 * and `llms-full.txt`, from the docs plugin's loaded content, so twins follow the site exactly.
 */
export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const {siteConfig, siteDir, baseUrl, i18n, codeTranslations} = context;
  return siteFilesPlugin(context, 'markdown-twins', async ({allContent}) => {
    const content = allContent['docusaurus-plugin-content-docs']?.default as
      LoadedContent | undefined;
    const version = content?.loadedVersions[0];
    if (!version) throw new Error('markdown-twins: the docs plugin has no loaded version');

    const locale = i18n.currentLocale;
    const sourceFile = (doc: DocMetadata): string =>
      path.resolve(siteDir, doc.source.replace(/^@site\//, ''));
    const docs = version.docs.filter((doc) => !doc.unlisted);
    const byFile = new Map(docs.map((doc) => [sourceFile(doc), doc.permalink]));
    const site: TwinSite = {
      locale,
      siteUrl: siteConfig.url.replace(/\/+$/, ''),
      baseUrl,
      dashboardUrl: String(siteConfig.customFields?.dashboardUrl ?? ''),
      // write-translations also puts the theme's own strings here (admonition labels).
      messages: codeTranslations,
      permalinkOfFile: (file) => byFile.get(file),
      factTables: await loadFactTables(),
    };
    const absolute = (urlPath: string): string => new URL(urlPath, `${site.siteUrl}/`).href;
    const filePath = (urlPath: string): string => urlPath.slice(baseUrl.length);

    const files: SiteFile[] = [];
    const pages = new Map<string, LlmsPage>();
    await Promise.all(
      docs.map(async (doc) => {
        const markdown = mdxToMarkdown(
          {
            title: doc.title,
            description: doc.description,
            permalink: doc.permalink,
            sourcePath: sourceFile(doc),
            source: twinSource(sourceFile(doc), await fs.readFile(sourceFile(doc), 'utf8')),
          },
          site,
        );
        const twin = markdownTwinPath(doc.permalink);
        files.push({path: filePath(twin), contents: markdown});
        pages.set(doc.id, {
          title: doc.title,
          description: doc.description,
          markdownUrl: absolute(twin),
          pageUrl: absolute(doc.permalink),
          markdown,
        });
      }),
    );

    const sidebar = (version.sidebars.docs ?? []) as SidebarItem[];
    const grouped = sidebarSections(sidebar, localize(twinStrings.docsSection, locale));
    const listed = new Set(grouped.flatMap((group) => group.ids));
    const sections: LlmsSection[] = [
      ...grouped.map(({title, ids}) => ({
        title,
        pages: ids.flatMap((id) => pages.get(id) ?? []),
      })),
      // llms.txt's name for pages a short context may skip: those outside the sidebar.
      {
        title: 'Optional',
        pages: docs.filter((d) => !listed.has(d.id)).map((d) => pages.get(d.id)!),
      },
    ];
    const fullUrl = absolute(`${baseUrl}${llmsFullTxtFile}`);
    return [
      ...files,
      {path: llmsTxtFile, contents: llmsTxt(siteConfig.title, locale, fullUrl, sections)},
      {path: llmsFullTxtFile, contents: llmsFullTxt(locale, sections)},
    ];
  });
}
