import path from 'node:path';
import type {BlockContent, Code, Nodes, PhrasingContent, Root, RootContent} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import {unified} from 'unified';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {
  admonitionTitleToDirectiveLabel,
  escapeMarkdownHeadingIds,
  parseMarkdownHeadingId,
  unwrapMdxCodeBlocks,
} from '@docusaurus/utils';
import {partialReason} from '../../lib/codeBlockMeta';
import {docsSourceTree} from './docsSourceTree';
import {secretKeyPlaceholder, siteKeyPlaceholder} from '../../session/keys';
import {testKeyValue} from '../../data/testKeys';
import {inlineFactText} from '../../data/inlineFacts';
import {linkGlossaryTerms} from '../glossaryLinks/linkGlossaryTerms';
import type {FactTableDefinition} from '../../components/FactTables/definitions/defineFactTable';
import {factConverter} from './factComponents';
import {code, markdownBlocks, paragraph, strong, text, type TwinLocale} from './markdownNodes';
import {twinStrings} from './strings';
import {expressionValue, isJsx, propsOf, type JsxElement, type LooseNode} from './jsxProps';
import {tabsUnderTheirHeadings} from './tabsUnderHeadings';

/** The site-wide facts a twin needs, the same for every page of a locale. */
export interface TwinSite {
  readonly locale: string;
  /** `SITE_URL`, without a trailing slash. */
  readonly siteUrl: string;
  readonly baseUrl: string;
  readonly dashboardUrl: string;
  readonly messages: Readonly<Record<string, string>>;
  readonly permalinkOfFile: (file: string) => string | undefined;
  /** The fact tables, by MDX tag (`loadFactTables`). */
  readonly factTables: ReadonlyMap<string, FactTableDefinition>;
}

export interface TwinPage {
  readonly title: string;
  readonly description: string;
  readonly permalink: string;
  readonly sourcePath: string;
  /** Front matter included. */
  readonly source: string;
}

const admonitions = 'secondary info success danger note tip warning important caution'.split(' ');

/**
 * The site's global MDX components the twin writes itself; the fact components
 * are `factConverter`'s. A test holds the MDX registry to these.
 */
export const twinComponents =
  'SiteKey SecretKey DashboardLink TestKey Fact KeysNotice DownloadProject Tabs TabItem ThemeEditor'.split(
    ' ',
  );

function asBlocks(nodes: PhrasingContent[]): BlockContent[] {
  return nodes.length === 0 ? [] : [paragraph(nodes)];
}

/** The same text preparation Docusaurus's MDX loader does before parsing. */
export function preprocessDocsSource(source: string): string {
  return admonitionTitleToDirectiveLabel(
    escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)),
    admonitions,
  );
}

/** One page as Markdown, every MDX construct resolved (see README.md beside it). */
class TwinWriter implements TwinLocale {
  readonly locale: string;
  private readonly pageUrl: string;

  constructor(
    private readonly site: TwinSite,
    private readonly page: TwinPage,
  ) {
    this.locale = site.locale;
    this.pageUrl = this.siteUrl(page.permalink);
  }

  /** The page's route without the locale's base URL: `/fr/keys` → `/keys`. */
  private route(): string {
    const {permalink} = this.page;
    const {baseUrl} = this.site;
    return permalink.startsWith(baseUrl) ? `/${permalink.slice(baseUrl.length)}` : permalink;
  }

  private siteUrl(urlPath: string): string {
    return new URL(urlPath, `${this.site.siteUrl}/`).href;
  }

  absoluteUrl = (url: string): string => {
    if (url.startsWith('#')) return `${this.pageUrl}${url}`;
    if (url.startsWith('pathname://')) return this.siteUrl(url.slice('pathname://'.length));
    if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
    if (url.startsWith('/')) return this.siteUrl(`${this.site.baseUrl}${url.slice(1)}`);
    // A link to another page's file (`./custom_themes.mdx#palette`), as Docusaurus resolves it.
    const [file = '', hash] = url.split(/(?=#)/);
    if (/\.mdx?$/.test(file)) {
      const target = path.resolve(path.dirname(this.page.sourcePath), decodeURIComponent(file));
      const permalink = this.site.permalinkOfFile(target);
      if (permalink !== undefined) return `${this.siteUrl(permalink)}${hash ?? ''}`;
    }
    return new URL(url, this.pageUrl).href;
  };

  message = (id: string): string => {
    const found = this.site.messages[id];
    if (found === undefined)
      throw new Error(`Markdown twin: no translation "${id}" (${this.locale})`);
    return found;
  };

  write(): string {
    const tree = docsSourceTree(preprocessDocsSource(this.page.source), {
      mdx: !this.page.sourcePath.endsWith('.md'),
    });
    // The same glossary links as the page (src/plugins/glossaryLinks).
    linkGlossaryTerms(tree, {locale: this.locale, route: this.route()});
    const root: Root = {
      type: 'root',
      children: [
        {type: 'heading', depth: 1, children: [text(this.page.title)]},
        ...(this.page.description
          ? [{type: 'blockquote' as const, children: [paragraph([text(this.page.description)])]}]
          : []),
        ...this.flow(tabsUnderTheirHeadings(tree.children)),
      ],
    };
    return (
      unified()
        // Unpadded tables: wide fact tables stay readable without runs of spaces.
        .use(remarkGfm, {tablePipeAlign: false})
        .use(remarkStringify, {
          bullet: '-',
          emphasis: '_',
          fences: true,
          listItemIndent: 'one',
          rule: '-',
        })
        .stringify(root)
    );
  }

  private flow(nodes: readonly RootContent[]): BlockContent[] {
    return nodes.flatMap((node) => this.block(node));
  }

  private phrasing(nodes: readonly RootContent[]): PhrasingContent[] {
    return nodes.flatMap((node) => this.inline(node));
  }

  private block(node: RootContent): BlockContent[] {
    const loose = node as LooseNode;
    switch (loose.type) {
      case 'yaml':
      case 'toml':
      case 'mdxjsEsm':
        return [];
      case 'mdxFlowExpression': {
        const value = expressionValue(loose);
        return typeof value === 'string' ? asBlocks([text(value)]) : [];
      }
    }
    if (isJsx(node)) return this.component(node, 'block') as BlockContent[];
    switch (node.type) {
      case 'containerDirective':
        return this.admonition(node);
      case 'leafDirective':
        return asBlocks([text(this.sourceOf(node))]);
      case 'heading':
        return [{...node, children: this.phrasing(this.withoutHeadingId(node.children))}];
      case 'code': {
        // Only the title says something to a reader; highlight and check hints are the site's.
        const title = /(?:^|\s)title=(["'])(.*?)\1/.exec(node.meta ?? '');
        const block: Code = {...node, meta: title ? `title="${title[2]}"` : null};
        // A fragment's reason, shown above the block as the page shows it (CodeBlock/PartialNote).
        const reason = partialReason(node.meta ?? undefined);
        if (!reason) return [block];
        const note = this.message('codeBlock.partial').replace('{reason}', reason);
        return [paragraph([{type: 'emphasis', children: [text(note)]}]), block];
      }
      case 'definition':
        // Definitions sit among blocks in the tree; the mdast types file them apart.
        return [{...node, url: this.absoluteUrl(node.url)} as unknown as BlockContent];
      case 'paragraph':
        return asBlocks(this.phrasing(node.children));
      case 'tableCell':
        return [{...node, children: this.phrasing(node.children)} as unknown as BlockContent];
      default:
        // Tables, lists and quotes: their children in flow position, down to the cells.
        return [
          ('children' in node
            ? {...node, children: this.flow(node.children as RootContent[])}
            : node) as BlockContent,
        ];
    }
  }

  private inline(node: RootContent): PhrasingContent[] {
    const loose = node as LooseNode;
    if (loose.type === 'mdxTextExpression' || loose.type === 'mdxFlowExpression') {
      const value = expressionValue(loose);
      return typeof value === 'string' ? [text(value)] : [];
    }
    if (isJsx(node)) return this.component(node, 'inline') as PhrasingContent[];
    switch (node.type) {
      case 'textDirective':
        return [text(this.sourceOf(node))];
      case 'link':
        return [{...node, url: this.absoluteUrl(node.url), children: this.phrasing(node.children)}];
      case 'image':
        return [{...node, url: this.absoluteUrl(node.url)}];
      default:
        return [
          ('children' in node
            ? {...node, children: this.phrasing(node.children as RootContent[])}
            : node) as PhrasingContent,
        ];
    }
  }

  /** A directive that is not an admonition shows as its source text, as Docusaurus shows it. */
  private sourceOf(node: RootContent): string {
    const {start, end} = node.position ?? {};
    return start?.offset !== undefined && end?.offset !== undefined
      ? preprocessDocsSource(this.page.source).slice(start.offset, end.offset)
      : '';
  }

  /** `## Title {#id}` → `## Title`: ids serve the site's anchors, the twin links to the site. */
  private withoutHeadingId(children: PhrasingContent[]): PhrasingContent[] {
    const last = children.at(-1);
    if (last?.type !== 'text') return children;
    const {text: rest} = parseMarkdownHeadingId(last.value);
    return [...children.slice(0, -1), ...(rest === '' ? [] : [text(rest)])];
  }

  /** `:::tip[Title]` → a quote that starts with its bold title (or the type's translated name). */
  private admonition(node: ContainerDirective): BlockContent[] {
    if (!admonitions.includes(node.name)) return this.flow(node.children);
    const [first, ...rest] = node.children;
    const labelled = first?.type === 'paragraph' && first.data?.directiveLabel === true;
    const title = labelled
      ? this.phrasing(first.children)
      : [text(node.attributes?.title ?? this.admonitionLabel(node.name))];
    return [
      {
        type: 'blockquote',
        children: [paragraph([strong(title)]), ...this.flow(labelled ? rest : node.children)],
      },
    ];
  }

  /** The type's translated name, capitalised: the site writes it lower case and lets CSS raise it. */
  private admonitionLabel(type: string): string {
    const label = this.site.messages[`theme.admonition.${type}`] ?? type;
    return label.charAt(0).toLocaleUpperCase(this.locale) + label.slice(1);
  }

  private component(element: JsxElement, position: 'block' | 'inline'): RootContent[] {
    const inline = (nodes: PhrasingContent[]): RootContent[] =>
      position === 'block' ? asBlocks(nodes) : nodes;
    const children = (): RootContent[] =>
      position === 'block' ? this.flow(element.children) : this.phrasing(element.children);
    const blocks = (nodes: BlockContent[]): RootContent[] => (position === 'block' ? nodes : []);
    switch (element.name) {
      case 'SiteKey':
        return inline([code(siteKeyPlaceholder)]);
      case 'SecretKey':
        return inline([code(secretKeyPlaceholder)]);
      case 'TestKey':
        return inline([code(testKeyValue(propsOf(element).name))]);
      case 'Fact':
        return inline([text(inlineFactText(String(propsOf(element).name), this.locale))]);
      case 'DashboardLink':
        return inline([
          {type: 'link', url: this.site.dashboardUrl, children: this.phrasing(element.children)},
        ]);
      case 'KeysNotice':
        return blocks([
          {
            type: 'blockquote',
            children: markdownBlocks(twinStrings.keysNotice, this.locale, {
              dashboard: this.site.dashboardUrl,
            }),
          },
        ]);
      case 'DownloadProject': {
        // The project's zip with the test keys, as the page links it without a session.
        const project = String(propsOf(element).project);
        const zip = this.siteUrl(`${this.site.baseUrl}downloads/${project}.zip`);
        return blocks(markdownBlocks(twinStrings.downloadProject, this.locale, {zip}));
      }
      case 'Tabs':
        return blocks(this.tabs(element));
      case 'ThemeEditor':
        return blocks(markdownBlocks(twinStrings.themeEditor, this.locale, {page: this.pageUrl}));
    }
    const convert = element.name && factConverter(element.name, this.site.factTables);
    if (convert) return blocks(convert(propsOf(element), this));
    // An element the twin does not know (HTML, or a component imported by the page): its text stays.
    return children();
  }

  /** Tabs become sections, one per tab: **Label** and the tab's content. */
  private tabs(element: JsxElement): BlockContent[] {
    return element.children.flatMap((child) => {
      if (!isJsx(child as Nodes) || (child as JsxElement).name !== 'TabItem')
        return this.block(child);
      const item = child as JsxElement;
      const props = propsOf(item);
      const label = typeof props.label === 'string' ? props.label : String(props.value ?? '');
      return [paragraph([strong([text(label)])]), ...this.flow(item.children)];
    });
  }
}

export function mdxToMarkdown(page: TwinPage, site: TwinSite): string {
  return new TwinWriter(site, page).write();
}
