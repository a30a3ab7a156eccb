/**
 * The sample run executes the English samples; this makes that enough: every
 * French sample is the same program as its English twin, up to comments,
 * the text of strings and the words between tags.
 */
import path from 'node:path';
import {expect, it} from 'vitest';
import {extractCodeSamples} from '../codeSamples/extractCodeSamples';
import {codeShape} from './codeShape.fixtures';
import {whereInSources} from '../../src/lib/mdxPartials';
import {docsPages, pageWithPartials} from './docsPages';
import {afterDiff} from './runnableSamples';
import {defaultLocale, locales} from '../../src/config/site';

const root = path.join(__dirname, '../..');
const englishDir = path.join(root, defaultLocale.docsDir);
const frenchDir = path.join(root, locales.find((locale) => locale.code === 'fr')!.docsDir);
/** Not programs: diagrams, output and data, translated freely (a diff the run executes is compared as the code it leaves). */
const notPrograms = new Set(['mermaid', 'text', 'txt', 'http', 'json', 'diff']);

const pages = docsPages(englishDir);

// Each page with its partials inlined (`_api/examples.mdx`), as the reader and the runner see it.
it.each(pages)('the French samples of %s are the English programs', (page) => {
  const englishPage = pageWithPartials(englishDir, page);
  const frenchPage = pageWithPartials(frenchDir, page);
  const english = extractCodeSamples(englishPage.text, page).map(afterDiff);
  const french = extractCodeSamples(frenchPage.text, page).map(afterDiff);
  const differences = english.flatMap((sample, index) => {
    const twin = french[index];
    if (!twin || notPrograms.has(sample.language)) return [];
    return codeShape(sample.language, sample.code) === codeShape(twin.language, twin.code)
      ? []
      : [
          `${whereInSources(englishPage, sample.line)} (fr ${whereInSources(frenchPage, twin.line)}, ${sample.language})`,
        ];
  });
  expect(differences).toEqual([]);
});
