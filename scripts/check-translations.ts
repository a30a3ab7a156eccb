// `npm run i18n:check`: every English page has a French twin of the same shape,
// and every theme string the French site shows is translated.
import fs from 'node:fs';
import path from 'node:path';
import {compareShapes, pageShape, untranslatedMessages} from './translationParity';

const englishDocs = 'docs';
const frenchDocs = 'i18n/fr/docusaurus-plugin-content-docs/current';
/** Strings that are written the same way in French. */
const sameInBothLanguages = new Set([
  'Bramble',
  'Bramble Pro',
  'Documentation',
  'Enterprise',
  'FAQ',
  'Next',
  'Versions',
  '{authorName} - {nPosts}',
]);
/**
 * Not stored as translations: the footer copyright carries the build year, and a
 * stored copy (which write-translations adds back) would freeze it.
 */
const computedKeys = new Set(['copyright']);

function pagesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
}

function jsonFilesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.json') && file !== 'announcement.json')
    .sort();
}

const problems: string[] = [];

const english = pagesUnder(englishDocs);
const french = new Set(pagesUnder(frenchDocs));
for (const file of english) {
  if (!french.has(file)) {
    problems.push(`${file}: no French twin in ${frenchDocs}`);
    continue;
  }
  french.delete(file);
  const read = (dir: string): string => fs.readFileSync(path.join(dir, file), 'utf8');
  for (const problem of compareShapes(pageShape(read(englishDocs)), pageShape(read(frenchDocs)))) {
    problems.push(`${file}: ${problem}`);
  }
}
for (const orphan of french) problems.push(`${orphan}: French page without an English original`);

for (const file of jsonFilesUnder('i18n/en')) {
  const frFile = path.join('i18n/fr', file);
  if (!fs.existsSync(frFile)) {
    problems.push(`${frFile}: missing (run npm run write-translations)`);
    continue;
  }
  const read = (f: string): Record<string, {message: string}> =>
    JSON.parse(fs.readFileSync(f, 'utf8'));
  const en = read(path.join('i18n/en', file));
  const fr = read(frFile);
  for (const key of untranslatedMessages(en, fr, sameInBothLanguages)) {
    problems.push(`${frFile}: "${key}" is not translated`);
  }
  for (const key of Object.keys({...en, ...fr}).filter((k) => computedKeys.has(k))) {
    problems.push(`${frFile}: remove "${key}": it is computed at build time`);
  }
}

if (problems.length > 0) {
  console.error(`Translation check: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Translation check: ${english.length} pages and their French twins match; theme strings translated.`,
);
