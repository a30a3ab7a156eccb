/**
 * Puts the right spaces in French files, in place; what it cannot fix safely is printed:
 *   npm run fix:french -- i18n/fr/docusaurus-plugin-content-docs/current/faq.mdx
 */
import fs from 'node:fs';
import path from 'node:path';
import {fixTypography, locatedProblems, proseOf, root} from './report';

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
