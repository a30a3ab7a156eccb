/**
 * Puts the right spaces in French files the typography check reports, in place:
 *
 *   npx tsx scripts/frenchTypography/fixFiles.ts i18n/fr/docusaurus-plugin-content-docs/current/faq.mdx
 *
 * Only the spaces the check names change; what it cannot fix safely is printed for a person.
 * Paths are from the repository's root (pages, partials, `i18n/fr/*.json`, `src/data/*.ts`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fixTypography} from './fix';
import {proseOf, root} from './frenchSources';
import {locatedProblems} from './report';

for (const file of process.argv.slice(2)) {
  const full = path.resolve(root, file);
  const source = fs.readFileSync(full, 'utf8');
  const problems = locatedProblems(source, proseOf(file, source));
  const {text, skipped} = fixTypography(source, problems);
  if (text !== source) fs.writeFileSync(full, text);
  console.log(`${file}: ${problems.length - skipped.length} fixed`);
  for (const {line, column, message} of skipped)
    console.log(`  ${line}:${column} not fixed: ${message}`);
}
