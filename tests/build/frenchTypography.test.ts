// French typography in what the build writes, not only in what is written by hand: the French
// Markdown twins, llms.txt and llms-full.txt, whose words come from the pages, the data and the
// twin plugin's own sentences (src/plugins/markdownTwins/strings.ts).
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docsRoutes} from '../../src/config/docsRoutes';
import {localizedPath, translatedLocales} from '../../src/config/site';
import {markdownTwinPath} from '../../src/lib/markdownTwin';
import {locatedProblems, typographyReport} from '../../scripts/frenchTypography/report';
import {mdxProse} from '../../scripts/frenchTypography/mdxProse';
import {opaque} from '../../scripts/frenchTypography/rules';

const buildDir = 'build';
const french = translatedLocales.find((locale) => locale.code === 'fr')!;

/**
 * llms.txt's list item is `- [name](url): notes` in every language (llmstxt.org): that colon is
 * the format's syntax, which readers of the file split on, not French prose. It becomes a non-prose
 * character of the same length, so offsets stay; the notes after it are checked.
 */
const formatSyntaxMasked = (source: string): string =>
  source.replace(/^(- \[(?:\\.|[^\]\\])*\]\([^)\s]*\)):(?= )/gm, `$1${opaque}`);

/** Each French file the build writes for readers and assistants, by its URL path. */
const builtFiles = [
  ...docsRoutes().map((route) => markdownTwinPath(localizedPath(french, route.route))),
  `${french.prefix}/llms.txt`,
  `${french.prefix}/llms-full.txt`,
].map((urlPath) => {
  const source = fs.readFileSync(path.join(buildDir, urlPath), 'utf8');
  return {urlPath, source, runs: mdxProse(formatSyntaxMasked(source), {mdx: false})};
});

describe('French typography of the built Markdown', () => {
  it.each(builtFiles)('$urlPath', ({urlPath, source, runs}) => {
    expect(typographyReport(`build${urlPath}`, source, runs)).toEqual([]);
  });

  it('fails on a plain space planted before the colon of a twin sentence the plugin adds', () => {
    // The download sentence of a recipe's twin: `(zip)` then a colon, written by the plugin.
    const twin = builtFiles.find(({source}) => source.includes('(zip)\u00A0:'))!;
    const at = twin.source.indexOf('(zip)\u00A0:') + '(zip)'.length;
    const planted = `${twin.source.slice(0, at)} ${twin.source.slice(at + 1)}`;
    const line = twin.source.slice(0, at).split('\n').length;
    const problems = locatedProblems(planted, mdxProse(planted, {mdx: false}));
    expect(problems.map((p) => [p.rule, p.line])).toContainEqual(['space before :', line]);
  });

  it('reads the notes of llms.txt past the colon of its format, and fails on a planted space', () => {
    const llms = builtFiles.find(({urlPath}) => urlPath.endsWith('/llms.txt'))!;
    const at = llms.source.search(/^- \[.*\): .*\u00A0:/m);
    const colon = llms.source.indexOf('\u00A0:', at);
    const planted = `${llms.source.slice(0, colon)} ${llms.source.slice(colon + 1)}`;
    const line = llms.source.slice(0, colon).split('\n').length;
    const problems = locatedProblems(planted, mdxProse(formatSyntaxMasked(planted), {mdx: false}));
    expect(problems.map((p) => [p.rule, p.line])).toEqual([['space before :', line]]);
  });
});
