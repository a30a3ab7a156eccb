import fs from 'node:fs';
import {inlinePartials} from '../../lib/mdxPartials';

/**
 * The source a page's twin is written from: the page with each imported partial's text where its
 * tag stands (`<VerifyExamples />`), so the twin and llms-full.txt keep what the partial shows.
 */
export function twinSource(
  sourcePath: string,
  source: string,
  read: (file: string) => string = (file) => fs.readFileSync(file, 'utf8'),
): string {
  return inlinePartials(source, sourcePath, read).text;
}
