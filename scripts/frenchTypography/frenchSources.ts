/**
 * Every French text of the site that readers see, read from where it is written: the pages and
 * partials, the `fr:` strings of the data and of the fact tables, and the UI strings (`frenchReadmes.ts` adds the
 * downloadable projects' READMEs; the check builds the Atom feed to read its titles).
 */
import fs from 'node:fs';
import path from 'node:path';
import {translatedLocales} from '../../src/config/site';
import {mdxProse} from './mdxProse';
import type {ProseRun} from './proseRun';
import {frenchDataProse, translationMessagesProse} from './stringProse';

export interface FrenchSource {
  /** How a message names it: a path from the repository's root. */
  file: string;
  source: string;
  runs: ProseRun[];
}

export const root = path.join(__dirname, '../..');
export const french = translatedLocales.find((locale) => locale.code === 'fr')!;

/** The prose of a file, read as its kind is written (by its extension). */
export function proseOf(file: string, source: string): ProseRun[] {
  if (file.endsWith('.mdx')) return mdxProse(source);
  if (file.endsWith('.md')) return mdxProse(source, {mdx: false});
  if (file.endsWith('.json')) return translationMessagesProse(source);
  if (file.endsWith('.ts')) return frenchDataProse(source);
  throw new Error(`${file}: no French prose reader for this kind of file`);
}

const filesUnder = (dir: string, keep: (file: string) => boolean): string[] =>
  fs
    .readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter(keep)
    .sort();

/** The site's French files: pages and partials, UI strings, data modules. */
export function frenchFiles(): string[] {
  return [
    ...filesUnder(french.docsDir, (file) => file.endsWith('.mdx')),
    ...filesUnder('i18n/fr', (file) => file.endsWith('.json')),
    ...filesUnder('src/data', (file) => file.endsWith('.ts') && !file.endsWith('.test.ts')),
    // The fact tables' headers and words, written beside their columns.
    ...filesUnder('src/components/FactTables/definitions', (file) => /\/[A-Za-z]+\.ts$/.test(file)),
  ];
}

export function readFrenchFile(file: string): FrenchSource {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  return {file, source, runs: proseOf(file, source)};
}
