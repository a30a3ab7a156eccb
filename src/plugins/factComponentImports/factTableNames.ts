import fs from 'node:fs';
import path from 'node:path';

/** Where the fact tables are defined, each in the file of its MDX tag (`GlossaryTable.ts`). */
const definitionsDir = path.join(__dirname, '../../components/FactTables/definitions');

/** The fact tables' MDX tags, read from their files: a new table needs no list. */
export const factTableNames: readonly string[] = fs
  .readdirSync(definitionsDir)
  .filter((file) => /^[A-Z]\w*\.ts$/.test(file))
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();
