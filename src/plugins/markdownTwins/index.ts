import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent, DocMetadata} from '@docusaurus/plugin-content-docs';
import {markdownTwinPath} from '../../lib/markdownTwin';
import {mdxToMarkdown, type TwinSite} from './mdxToMarkdown';
import {twinSource} from './pageSource';
import {llmsFullTxt, llmsTxt, type LlmsPage, type LlmsSection} from './llmsTxt';
import {twinStrings} from './strings';
import {localize} from '../../data/text';

/** The Markdown twin of every docs page, and each locale's llms.txt and llms-full.txt. */
export const llmsTxtFile = 'llms.txt';
export const llmsFullTxtFile = 'llms-full.txt';

type SidebarItem = {
  type: string;
  id?: string;
  label?: string;
  link?: {type?: string; id?: string};
  items?: SidebarItem[];
};

/** Doc ids grouped as the sidebar shows them: a section per category; top-level docs together first. */
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
 * Writes, after each locale's build, a Markdown twin beside every docs page
 * (`/api.md`, `/fr/api.md`) and the locale's `llms.txt` and `llms-full.txt`.
 * Pages come from the docs plugin's loaded content (titles, descriptions,
 * permalinks, translated sidebar), so twins follow the site exactly.
 */
export default function markdownTwinsPlugin(): Plugin {
  return {
    name: 'markdown-twins',
    async postBuild({plugins, outDir, siteConfig, siteDir, baseUrl, i18n, codeTranslations}) {
      const docsPlugin = plugins.find(
        (plugin) =>
          plugin.name === 'docusaurus-plugin-content-docs' &&
          (plugin.options as {id?: string}).id === 'default',
      );
      const content = docsPlugin?.content as LoadedContent | undefined;
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
        // The locale's UI strings: i18n/<locale>/code.json over the theme's own translations.
        messages: codeTranslations,
        permalinkOfFile: (file) => byFile.get(file),
      };
      const absolute = (urlPath: string): string => new URL(urlPath, `${site.siteUrl}/`).href;
      // outDir is the locale's own folder (build/fr); permalinks start with its base URL.
      const outPath = (urlPath: string): string =>
        path.join(outDir, urlPath.slice(baseUrl.length - 1));

      const pages = new Map<string, LlmsPage>();
      await Promise.all(
        docs.map(async (doc) => {
          const markdown = mdxToMarkdown(
            {
              title: doc.title,
              description: doc.description,
              permalink: doc.permalink,
              sourcePath: sourceFile(doc),
              // A partial's text where its tag stands (`<VerifyExamples />`): the twin loses nothing.
              source: twinSource(sourceFile(doc), await fs.readFile(sourceFile(doc), 'utf8')),
            },
            site,
          );
          const twin = markdownTwinPath(doc.permalink);
          await fs.mkdir(path.dirname(outPath(twin)), {recursive: true});
          await fs.writeFile(outPath(twin), markdown);
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
        // llms.txt's own section name for pages a short context may skip: here, pages outside the sidebar.
        {
          title: 'Optional',
          pages: docs.filter((d) => !listed.has(d.id)).map((d) => pages.get(d.id)!),
        },
      ];
      const fullUrl = absolute(`${baseUrl}${llmsFullTxtFile}`);
      await fs.writeFile(
        path.join(outDir, llmsTxtFile),
        llmsTxt(siteConfig.title, locale, fullUrl, sections),
      );
      await fs.writeFile(path.join(outDir, llmsFullTxtFile), llmsFullTxt(locale, sections));
    },
  };
}
