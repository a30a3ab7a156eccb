import path from 'node:path';
import type {BlockContent, Code, Nodes, PhrasingContent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
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
import type {
  FactTableDefinition,
  GivenProps,
} from '../../components/FactTables/definitions/defineFactTable';
import {factConverter} from './factComponents';
import {code, markdownBlocks, paragraph, strong, text, type TwinLocale} from './markdownNodes';
import {twinStrings} from './strings';

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

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * The site's global MDX components the twin writes itself; the fact components
 * are `factConverter`'s. A test holds the MDX registry to these.
 */
export const twinComponents =
  'SiteKey SecretKey DashboardLink TestKey KeysNotice DownloadProject Tabs TabItem ThemeEditor'.split(
    ' ',
  );

/** MDX nodes the mdast types do not name without extra imports. */
interface LooseNode {
  type: string;
  value?: string;
  data?: {estree?: {body?: {type: string; expression?: EstreeValue}[]}};
}
interface EstreeValue {
  type: string;
  value?: unknown;
  elements?: (EstreeValue | null)[];
}

/** The value of a JS literal (or an array of them) from the estree MDX attaches. */
function literalValue(expression: EstreeValue | undefined): unknown {
  if (expression?.type === 'Literal') return expression.value;
  if (expression?.type === 'ArrayExpression' && expression.elements) {
    const values = expression.elements.map((element) => literalValue(element ?? undefined));
    return values.includes(undefined) ? undefined : values;
  }
  return undefined;
}

function expressionValue(node: LooseNode): unknown {
  const [statement] = node.data?.estree?.body ?? [];
  return statement?.type === 'ExpressionStatement' ? literalValue(statement.expression) : undefined;
}

/** A JSX element's props as plain values: strings, and literal expressions (`plans={['pro']}`). */
function propsOf(element: JsxElement): GivenProps {
  const props: Record<string, unknown> = {};
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const {value} = attribute;
    props[attribute.name] =
      value === null || value === undefined
        ? true
        : typeof value === 'string'
          ? value
          : expressionValue(value as unknown as LooseNode);
  }
  return props;
}

const isJsx = (node: Nodes): node is JsxElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

function asBlocks(nodes: PhrasingContent[]): BlockContent[] {
  return nodes.length === 0 ? [] : [paragraph(nodes)];
}

/** The text of inline nodes, code included: `### C# {#csharp}` → `C# {#csharp}`. */
function plainText(nodes: readonly RootContent[]): string {
  return nodes
    .map((node) =>
      'value' in node && typeof node.value === 'string'
        ? node.value
        : 'children' in node
          ? plainText(node.children as RootContent[])
          : '',
    )
    .join('');
}

/**
 * Tabs whose every tab has a heading of its own further down the page (the API's examples, one
 * tab per language, then `### Java {#java}` with the notes on the Java example) are read there:
 * each tab's content goes under its heading, so that the section `java` holds the Java code.
 * A tab has its heading when its label is the heading's text or its value the heading's id.
 */
function tabsUnderTheirHeadings(nodes: readonly RootContent[]): RootContent[] {
  const placed = new Map<RootContent, RootContent[]>();
  const moved = new Set<RootContent>();
  nodes.forEach((node, index) => {
    if (!isJsx(node) || node.name !== 'Tabs') return;
    const headings = nodes.slice(index + 1).flatMap((later) => {
      if (later.type !== 'heading') return [];
      const {text: title, id} = parseMarkdownHeadingId(plainText(later.children));
      return [{node: later, title: title.trim(), id}];
    });
    const items = node.children.filter(
      (child): child is MdxJsxFlowElement =>
        isJsx(child as Nodes) && 'name' in child && child.name === 'TabItem',
    );
    const homes = items.map((item) => {
      const {label, value} = propsOf(item);
      return headings.find((h) => h.title === label || (value && h.id === value))?.node;
    });
    if (items.length === 0 || homes.includes(undefined)) return;
    moved.add(node);
    items.forEach((item, i) => placed.set(homes[i]!, item.children as RootContent[]));
  });
  return nodes.flatMap((node) => (moved.has(node) ? [] : [node, ...(placed.get(node) ?? [])]));
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
    const tree = docsSourceTree(this.preprocess(this.page.source), {
      mdx: !this.page.sourcePath.endsWith('.md'),
    });
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

  /** The same text preparation Docusaurus's MDX loader does before parsing. */
  private preprocess(source: string): string {
    return admonitionTitleToDirectiveLabel(
      escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)),
      admonitions,
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
      ? this.preprocess(this.page.source).slice(start.offset, end.offset)
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
