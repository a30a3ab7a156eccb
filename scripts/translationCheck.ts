import fs from 'node:fs';
import path from 'node:path';
import {defaultLocale, locales, translatedLocales} from '../src/config/site';
import {mdxRegistryFile, pageComponentNames} from './mdxRegistry';
import {regenerateTranslations} from './regenerateTranslations';
import {readMessages} from './translationFiles';
import {compareShapes, pageShape, untranslatedMessages} from './translationParity';

/** Strings that are written the same way in French. */
const sameInBothLanguages = new Set(
  'Bramble, Bramble Pro, Cause, Code, Cookie, Date, Description, Directive, Documentation, Enterprise, FAQ, Mode, Next, Option, Type, Version, Versions, {authorName} - {nPosts}'.split(
    ', ',
  ),
);

// The footer copyright carries the build year: a stored copy would freeze it.
const computedKeys = new Set(['copyright']);

function pagesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
}

/** Every translated page has the shape of its English original, and none is missing. */
function pageProblems(siteDir: string): string[] {
  const components = pageComponentNames(
    fs.readFileSync(path.join(siteDir, mdxRegistryFile), 'utf8'),
  );
  const englishDir = path.join(siteDir, defaultLocale.docsDir);
  const english = pagesUnder(englishDir);
  const problems: string[] = [];
  for (const locale of translatedLocales) {
    const dir = path.join(siteDir, locale.docsDir);
    const translated = new Set(pagesUnder(dir));
    for (const file of english) {
      if (!translated.delete(file)) {
        problems.push(`${file}: no ${locale.code} twin in ${locale.docsDir}`);
        continue;
      }
      const shape = (d: string) =>
        pageShape(fs.readFileSync(path.join(d, file), 'utf8'), components);
      for (const problem of compareShapes(shape(englishDir), shape(dir))) {
        problems.push(`${locale.docsDir}/${file}: ${problem}`);
      }
    }
    for (const orphan of translated) {
      problems.push(`${locale.docsDir}/${orphan}: translated page without an English original`);
    }
  }
  return problems;
}

/** Translation files are regenerated from the source, so an id nobody translated is caught. */
async function stringProblems(siteDir: string): Promise<string[]> {
  const regenerated = await regenerateTranslations(
    siteDir,
    locales.map((l) => l.code),
  );
  const english = regenerated.get(defaultLocale.code)!;
  const problems: string[] = [];
  for (const locale of translatedLocales) {
    const committed = readMessages(path.join(siteDir, 'i18n', locale.code));
    for (const [file, messages] of regenerated.get(locale.code)!) {
      const where = `i18n/${locale.code}/${file}`;
      const stored = committed.get(file) ?? {};
      for (const id of Object.keys(messages)) {
        if (!(id in stored) && !computedKeys.has(id)) {
          problems.push(
            `${where}: "${id}" has no ${locale.code} value (run npm run write-translations, then translate it)`,
          );
        }
      }
      const shown = Object.fromEntries(
        Object.entries(english.get(file) ?? {}).filter(([id]) => id in stored),
      );
      for (const id of untranslatedMessages(shown, stored, sameInBothLanguages)) {
        problems.push(`${where}: "${id}" is not translated`);
      }
      if (locale.code === 'fr') {
        for (const [id, {message}] of Object.entries(stored)) {
          // French sets a no-break space before : ; ? ! and %, so they never start a line.
          if (/ [:;?!%]/.test(message))
            problems.push(`${where}: "${id}" needs a no-break space (U+00A0) before : ; ? ! or %`);
        }
      }
      for (const id of Object.keys(stored).filter((k) => computedKeys.has(k))) {
        problems.push(`${where}: remove "${id}": it is computed at build time`);
      }
    }
  }
  return problems;
}

/** Everything that would show a visitor of a translated page something untranslated or different. */
export async function findTranslationProblems(siteDir: string): Promise<string[]> {
  return [...pageProblems(siteDir), ...(await stringProblems(siteDir))];
}
