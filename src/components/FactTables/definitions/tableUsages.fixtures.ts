// The fact tables as the docs use them, for the tests that render every table (both locales' pages).
import fs from 'node:fs';
import path from 'node:path';
import {factTableNames} from '../../../plugins/factComponentImports/factTableNames';

const pageDirs = ['docs', 'i18n/fr/docusaurus-plugin-content-docs/current'];

/** One way a page writes a table: the tag as written, and its props for React. */
export interface TableUsage {
  readonly name: string;
  readonly tag: string;
  readonly props: Readonly<Record<string, string>>;
}

const tagPattern = /<([A-Z]\w*)((?:\s+[\w-]+(?:="[^"]*"|=\{[^}]*\})?)*)\s*\/>/g;

/** Every distinct fact table tag of the docs pages, in either locale. */
export function tableUsages(): TableUsage[] {
  const tags = new Map<string, TableUsage>();
  for (const dir of pageDirs) {
    const files = fs
      .readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file));
    for (const file of files) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const [tag, name = '', attributes = ''] of source.matchAll(tagPattern)) {
        if (!factTableNames.includes(name)) continue;
        tags.set(tag, {name, tag, props: stringProps(tag, attributes)});
      }
    }
  }
  return [...tags.values()].sort((a, b) => a.tag.localeCompare(b.tag));
}

/** `plan="pro"` → {plan: 'pro'}; a prop written as an expression needs this helper to learn it. */
function stringProps(tag: string, attributes: string): Record<string, string> {
  if (attributes.includes('={'))
    throw new Error(`${tag}: teach tableUsages.fixtures.ts to read expression props`);
  return Object.fromEntries(
    [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [
      name,
      value,
    ]),
  );
}
