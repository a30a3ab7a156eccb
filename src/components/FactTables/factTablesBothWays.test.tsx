import path from 'node:path';
import React, {type ComponentType, type ReactNode} from 'react';
import {render, within} from '@testing-library/react';
import type {Nodes, Table} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {describe, expect, it, vi} from 'vitest';
import {mdxToMarkdown} from '@site/src/plugins/markdownTwins/mdxToMarkdown';
import {
  docsDir,
  factTables,
  localeMessages,
  twinSite,
} from '@site/src/plugins/markdownTwins/twinSite.fixtures';
import {tableUsages} from './definitions/tableUsages.fixtures';
import {factTableComponent} from './factTableComponent';
import LanguageTable from './LanguageTable';
import styles from './FactTable.module.css';

// Every table the docs use, drawn by React (as the pages show it) and written as the Markdown
// twin, in both locales: the same headers, rows and cell text, from the one definition.

const page = vi.hoisted(() => ({locale: 'en', messages: {} as Record<string, string>}));

vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({i18n: {currentLocale: page.locale}}),
}));
vi.mock('@docusaurus/useBrokenLinks', () => ({default: () => ({collectAnchor: () => {}})}));
vi.mock('@docusaurus/Link', () => ({
  default: ({to, children}: {to: string; children: ReactNode}) => (
    // eslint-disable-next-line @docusaurus/no-html-links -- the stand-in for Link itself
    <a href={to}>{children}</a>
  ),
}));
// The code-block components share the index with the tables; they are not drawn here.
vi.mock('@theme/CodeBlock', () => ({default: () => null}));
// The build's messages of the tables (src/plugins/firstScriptMessages): the Translate stand-in
// below holds the locale's.
vi.mock('./pageMessages', () => ({}));
// The locale's code.json, as the site loads it for the locale's pages.
vi.mock('@docusaurus/Translate', async () =>
  (await import('./translateMock.fixtures')).translateModule((id) => page.messages[id]),
);

/** Text as a reader sees it: runs of white space as one space. */
const normalised = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A cell's text; a note reads after a dash, as the twin writes it (the page sets it on its own line). */
function domText(cell: Element): string {
  const copy = cell.cloneNode(true) as Element;
  for (const note of copy.querySelectorAll(`.${styles.note}`)) note.prepend(' — ');
  return normalised(copy.textContent);
}

function mdText(node: Nodes): string {
  if ('value' in node) return node.value;
  return 'children' in node ? node.children.map((child) => mdText(child)).join('') : '';
}

interface Drawn {
  readonly headers: string[];
  readonly rows: string[][];
}

function drawnByReact(name: string, props: Record<string, string>): Drawn {
  // The component a page's tag is bound to (src/plugins/factComponentImports): the languages'
  // own, or the table drawn from its definition.
  const definition = factTables.get(name);
  if (definition === undefined) throw new Error(`no table ${name} in definitions/`);
  const Component = (
    name === 'LanguageTable' ? LanguageTable : factTableComponent(definition)
  ) as ComponentType<object>;
  const {container, unmount} = render(<Component {...props} />);
  const table = within(container).getByRole('table');
  // Rows and cells by element, not by role: role queries over the 134 languages' cells take
  // seconds, and FactTable draws a native table whose roles are these elements'.
  const drawn = {
    headers: [...table.querySelectorAll('thead th')].map(domText),
    rows: [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map(domText),
    ),
  };
  unmount();
  return drawn;
}

function writtenAsMarkdown(tag: string, locale: 'en' | 'fr'): Drawn {
  const markdown = mdxToMarkdown(
    {
      title: 'T',
      description: '',
      permalink: locale === 'fr' ? '/fr/api' : '/api',
      sourcePath: path.join(docsDir, 'api.mdx'),
      source: `---\ntitle: T\n---\n\n${tag}\n`,
    },
    twinSite(locale),
  );
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  const table = tree.children.find((node): node is Table => node.type === 'table');
  if (table === undefined) throw new Error(`${tag}: no table in its twin:\n${markdown}`);
  const [head, ...body] = table.children.map((row) =>
    row.children.map((cell) => normalised(mdText(cell))),
  );
  return {headers: head ?? [], rows: body};
}

const usages = tableUsages();
const cases = (['en', 'fr'] as const).flatMap((locale) =>
  usages.map((usage) => ({...usage, locale})),
);

describe('every fact table, drawn and written', () => {
  it('covers every defined table, as the docs use it', () => {
    expect(new Set(usages.map((usage) => usage.name))).toEqual(new Set(factTables.keys()));
  });

  it.each(cases)(
    '$tag ($locale): the same headers, rows and cells',
    ({name, tag, props, locale}) => {
      page.locale = locale;
      page.messages = localeMessages(locale);
      const react = drawnByReact(name, props);
      const markdown = writtenAsMarkdown(tag, locale);
      expect(react.rows.length).toBeGreaterThan(0);
      expect(markdown.headers).toEqual(react.headers);
      expect(markdown.rows).toHaveLength(react.rows.length);
      expect(markdown.rows).toEqual(react.rows);
    },
  );
});
