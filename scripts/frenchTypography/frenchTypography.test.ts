/// <reference types="vite/client" />
/**
 * `npm run check:content`: every French text of the site follows French typography (see
 * `rules.ts`): pages and partials, data, UI strings, the Markdown twins' own sentences, the
 * downloadable projects' READMEs and the Atom feed's titles. A failure names the file, line and column; in a page, partial, UI file or
 * data module, `npx tsx scripts/frenchTypography/fixFiles.ts <file>` puts the right spaces.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {translatedLocales} from '../../src/config/site';
import {changelog} from '../../src/data/changelog';
import type {LocalizedText} from '../../src/data/text';
import {isPartialFile} from '../../src/lib/mdxPartials';
import {feedStrings} from '../../src/plugins/changelogFeed/strings';
import {changelogAtom} from '../../src/plugins/changelogFeed/atom';
import {alignedRun, type ProseRun} from './proseRun';
import {opaque} from './rules';
import {locatedProblems, proseOf, root, typographyReport} from './report';
import {factProse} from './stringProse';

type FrenchSource = {file: string; source: string; runs: ProseRun[]};
const french = translatedLocales.find((locale) => locale.code === 'fr')!;

const filesUnder = (dir: string, keep: (file: string) => boolean): string[] =>
  fs
    .readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter(keep)
    .sort();

// Every French text readers see, read from where it is written.
const sources: FrenchSource[] = [
  ...filesUnder(french.docsDir, (file) => file.endsWith('.mdx')),
  ...filesUnder('i18n/fr', (file) => file.endsWith('.json')),
  ...filesUnder('src/data', (file) => file.endsWith('.ts') && !file.endsWith('.test.ts')),
  // The fact tables' headers and words, written beside their columns.
  ...filesUnder('src/components/FactTables/definitions', (file) => /\/[A-Za-z]+\.ts$/.test(file)),
  // The sentences the Markdown twins and llms.txt add (the build check reads what they become).
  'src/plugins/markdownTwins/strings.ts',
].map((file) => {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  return {file, source, runs: proseOf(file, source)};
});
const inDocs = sources.filter(({file}) => file.startsWith(`${french.docsDir}/`));
const dataModules = sources.filter(({file}) => file.startsWith('src/data/'));
const uiFiles = sources.filter(({file}) => file.endsWith('.json'));
const tableDefinitions = sources.filter(({file}) => file.includes('/FactTables/definitions/'));
const twinSentences = sources.filter(({file}) => file.includes('/markdownTwins/'));

const fixHint = (file: string): string =>
  `npx tsx scripts/frenchTypography/fixFiles.ts ${file} puts the right spaces`;

const report = ({file, source, runs}: FrenchSource): string[] =>
  typographyReport(file, source, runs);

/** Prose as compared: a run of non-prose is one word, whether `${code}` was read or written out. */
const comparable = (text: string): string => text.replace(new RegExp(`${opaque}+`, 'g'), opaque);

/** The prose texts found in one of the files. */
const textsOf = (file: string): Set<string> =>
  new Set(sources.find((s) => s.file === file)!.runs.map((run) => comparable(run.text)));

// Every data module, imported, so a French text the parse misses (one built at run time) fails.
const dataExports = import.meta.glob<Record<string, unknown>>(
  ['../../src/data/*.ts', '!../../src/data/*.test.ts'],
  {eager: true},
);

/** An XML element's text: its CDATA opened, its entities read (the feed escapes titles twice). */
function xmlText(xml: string): string {
  let text = xml.replace(/^<!\[CDATA\[([\s\S]*)\]\]>$/, '$1');
  for (let i = 0; i < 2; i++) {
    text = text
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&amp;', '&');
  }
  return text;
}

function frenchTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(frenchTexts);
  if (typeof value !== 'object' || value === null) return [];
  if ('en' in value && 'fr' in value && typeof value.fr === 'string')
    return [(value as LocalizedText).fr];
  return Object.values(value).flatMap(frenchTexts);
}

describe('French typography', () => {
  it('reads every French page and partial, UI file and data module', () => {
    expect(inDocs.filter(({file}) => !isPartialFile(file)).length).toBeGreaterThan(30);
    expect(inDocs.filter(({file}) => isPartialFile(file)).length).toBeGreaterThan(5);
    expect(uiFiles.map(({file}) => file)).toEqual(
      expect.arrayContaining([
        'i18n/fr/code.json',
        'i18n/fr/announcement.json',
        'i18n/fr/social-card.json',
        'i18n/fr/docusaurus-theme-classic/navbar.json',
        'i18n/fr/docusaurus-theme-classic/footer.json',
        'i18n/fr/docusaurus-plugin-content-docs/current.json',
      ]),
    );
    expect(dataModules.length).toBe(Object.keys(dataExports).length);
  });

  it('finds every French text of the data where it is written', () => {
    const missed = Object.entries(dataExports).flatMap(([module, exports]) => {
      const file = `src/data/${module.split('/').pop()}`;
      const parsed = textsOf(file);
      return frenchTexts(exports)
        .filter((fr) => !parsed.has(comparable(factProse({text: fr, offsets: []}).text)))
        .map((fr) => `${file}: ${fr}`);
    });
    expect(missed).toEqual([]);
  });

  it("the Atom feed's French titles, as the feed plugin writes them", () => {
    const messages = JSON.parse(
      sources.find((s) => s.file === 'i18n/fr/code.json')!.source,
    ) as Record<string, {message: string}>;
    const {title, subtitle} = feedStrings(
      Object.fromEntries(Object.entries(messages).map(([id, {message}]) => [id, message])),
    );
    const atom = changelogAtom({
      locale: french.code,
      siteUrl: 'https://docs.bramble.example',
      baseUrl: '/fr/',
      title,
      subtitle,
      entries: changelog,
    });
    const titles = [
      ...atom.matchAll(/<(?:title|subtitle)[^>]*>([\s\S]*?)<\/(?:title|subtitle)>/g),
    ].map((match) => xmlText(match[1]!));
    expect(titles).toEqual(expect.arrayContaining([title, subtitle]));
    expect(titles.length).toBe(changelog.length + 2);
    const problems = titles.flatMap((text) =>
      typographyReport('the French Atom feed (src/plugins/changelogFeed/atom.ts), title', text, [
        alignedRun(text, text, 0, text.length),
      ]),
    );
    expect(problems).toEqual([]);
  });

  it('fails on a plain space planted before a colon in a French partial', () => {
    const partial = inDocs.find(
      ({file, runs}) => isPartialFile(file) && runs.some((run) => run.text.includes('\u00A0:')),
    )!;
    const at = partial.runs.flatMap((run) =>
      [...run.text.matchAll(/\u00A0:/g)].map((m) => run.offsets[m.index]!),
    )[0]!;
    const planted = `${partial.source.slice(0, at)} ${partial.source.slice(at + 1)}`;
    const line = partial.source.slice(0, at).split('\n').length;
    const problems = locatedProblems(planted, proseOf(partial.file, planted));
    expect(problems.map((p) => [p.rule, p.line])).toContainEqual(['space before :', line]);
  });

  // One test per file, named in full (a table test's name is cut at 40 characters).
  for (const checked of [
    ...inDocs,
    ...uiFiles,
    ...dataModules,
    ...tableDefinitions,
    ...twinSentences,
  ]) {
    it(checked.file, () => {
      expect(report(checked), fixHint(checked.file)).toEqual([]);
    });
  }

  it("the downloadable projects' READMEs", async () => {
    // Imported here, so a project that cannot be assembled fails this test alone; the READMEs
    // made as the build makes them.
    const {docsPagesOf, projectManifests} =
      await import('../../src/plugins/downloadableProjects/projectFiles');
    const pages = docsPagesOf(path.join(root, french.docsDir));
    const readmes = projectManifests(pages, french.code).map((manifest): FrenchSource => {
      const source = manifest.files.find((file) => file.path === 'README.md')!.text;
      return {
        file: `README.md of ${manifest.folder} (src/plugins/downloadableProjects/readme.ts)`,
        source,
        runs: proseOf('README.md', source),
      };
    });
    expect(readmes.length).toBeGreaterThan(0);
    expect(readmes.flatMap(report)).toEqual([]);
  });
});
