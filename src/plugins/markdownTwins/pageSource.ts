import fs from 'node:fs';
import {inlinePartials} from '../../lib/mdxPartials';

/** The page with each imported partial's text where its tag stands (`<VerifyExamples />`). */
export function twinSource(
  sourcePath: string,
  source: string,
  read: (file: string) => string = (file) => fs.readFileSync(file, 'utf8'),
): string {
  return inlinePartials(source, sourcePath, read).text;
}
