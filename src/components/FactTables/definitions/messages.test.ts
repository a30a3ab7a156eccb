/// <reference types="vite/client" />
import {describe, expect, it} from 'vitest';
import type {LocalizedText} from '../../../data/text';
import {isCellList, type Cell} from './cells';
import {loadFactTables} from '.';
import {tableUsages} from './tableUsages.fixtures';

const factTables = await loadFactTables();

// The tables' own words (headers, Yes/No, notes) are written in both languages in their
// definitions, as the data's are: held here to what src/data/data.test.ts asks of the data's.

const dataModules = import.meta.glob<Record<string, unknown>>(
  ['../../../data/*.ts', '!../../../data/*.test.ts'],
  {eager: true},
);

/** The data's own texts, by identity: data.test.ts checks those. */
const dataTexts = new Set<unknown>();
(function collect(value: unknown): void {
  if (typeof value !== 'object' || value === null || dataTexts.has(value)) return;
  dataTexts.add(value);
  Object.values(value).forEach(collect);
})(Object.values(dataModules));

/** Written the same way in French. */
const sameInBothLanguages = new Set([
  'Cause',
  'Code',
  'Cookie',
  'Date',
  'Description',
  'Directive',
  'Mode',
  'Option',
  'Type',
  'Version',
]);

function textsOf(cell: Cell): LocalizedText[] {
  if (typeof cell === 'string') return [];
  if (isCellList(cell)) return cell.flatMap(textsOf);
  switch (cell.kind) {
    case 'localized':
      return [cell.text, ...Object.values(cell.values ?? {}).flatMap(textsOf)];
    case 'link':
    case 'note':
      return textsOf(cell.content);
    default:
      return [];
  }
}

const own = tableUsages().flatMap((usage) => {
  const {headers, rows} = factTables.get(usage.name)!.layOut(usage.props);
  return [...headers, ...rows.flatMap((row) => row.cells)]
    .flatMap(textsOf)
    .filter((text) => !dataTexts.has(text))
    .map((text) => ({where: usage.tag, text}));
});

describe("the fact tables' own words", () => {
  it('are found (the walk reaches headers and cells)', () => {
    expect(own.map(({text}) => text.en)).toEqual(
      expect.arrayContaining(['Code', 'Term', 'Enterprise only.']),
    );
  });

  it('have a French text that is a translation, with French typography', () => {
    const problems = own.flatMap(({where, text}) => [
      ...(['en', 'fr'] as const)
        .filter((locale) => text[locale].trim() === '')
        .map((locale) => `${where}: empty ${locale} text`),
      ...(text.en === text.fr && !sameInBothLanguages.has(text.en)
        ? [`${where}: French left as the English "${text.en}"`]
        : []),
      // A no-break space before : ; ? ! and %, so they never start a line.
      ...(/ [:;?!%]/.test(text.fr) ? [`${where}: "${text.fr}" needs a no-break space`] : []),
    ]);
    expect(problems).toEqual([]);
  });
});
