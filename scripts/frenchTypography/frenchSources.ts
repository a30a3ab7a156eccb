// Every French text readers see, read from where it is written: pages and partials, the `fr:`
// strings of the data and of the fact tables, UI strings (frenchReadmes.ts: the READMEs).
import fs from 'node:fs';
import path from 'node:path';
import {translatedLocales} from '../../src/config/site';
import {mdxProse} from './mdxProse';
import type {ProseRun} from './proseRun';
import {frenchDataProse, translationMessagesProse} from './stringProse';

export interface FrenchSource {
  file: string;
  source: string;
  runs: ProseRun[];
}

export const root = path.join(__dirname, '../..');
export const french = translatedLocales.find((locale) => locale.code === 'fr')!;

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
