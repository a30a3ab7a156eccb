import fs from 'node:fs';
import path from 'node:path';
import {unpublishedDocsFolders} from '../../src/config/site';
import {inlinePartials, type InlinedSource} from '../../src/lib/mdxPartials';

/**
 * The published pages of a locale's docs folder, subfolders included (`integrations/express.mdx`),
 * as sorted paths with `/`: not the unpublished folders (`enterprise/`), not partials (`_x.mdx`).
 */
export function docsPages(docsDir: string): string[] {
  return fs
    .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter(
      (file) =>
        /\.mdx?$/.test(file) &&
        !unpublishedDocsFolders.includes(file.split('/')[0]!) &&
        !file.split('/').some((part) => part.startsWith('_')),
    )
    .sort();
}

/**
 * A page of a docs folder (`api.mdx`) with its partials inlined where their tags stand
 * (`../../src/lib/mdxPartials.ts`): what the reader sees, with each line's file and line.
 */
export function pageWithPartials(docsDir: string, page: string): InlinedSource {
  const read = (file: string): string => fs.readFileSync(path.join(docsDir, file), 'utf8');
  return inlinePartials(read(page), page, read);
}
