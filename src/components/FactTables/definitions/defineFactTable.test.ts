import {describe, expect, it} from 'vitest';
import {glossaryTable} from './GlossaryTable';
import {defineFactTable, rowsInLocaleOrder} from './defineFactTable';

const terms = [
  {en: 'Token', fr: 'Jeton'},
  {en: 'Challenge', fr: 'Défi'},
  {en: 'Hostname', fr: "Nom d'hôte"},
  {en: 'Accessibility pass', fr: "Pass d'accessibilité"},
];

const sorted = defineFactTable({
  name: 'SortedTable',
  rows: () => terms,
  rowKey: (row) => row.en,
  sortBy: (row) => row,
  columns: () => [['Term', (row) => row.en]],
});

const unsorted = defineFactTable({
  name: 'UnsortedTable',
  rows: () => terms,
  rowKey: (row) => row.en,
  columns: () => [['Term', (row) => row.en]],
});

describe('rowsInLocaleOrder', () => {
  it.each([
    {
      name: 'English',
      locale: 'en',
      expected: ['Accessibility pass', 'Challenge', 'Hostname', 'Token'],
    },
    // Défi before Jeton: an accent does not send a word to the end of the alphabet.
    {
      name: 'French',
      locale: 'fr',
      expected: ['Challenge', 'Token', 'Hostname', 'Accessibility pass'],
    },
  ])('sorts a table with sortBy by its words in $name', ({locale, expected}) => {
    const rows = rowsInLocaleOrder(sorted.layOut({}).rows, locale);
    expect(rows.map((row) => row.key)).toEqual(expected);
  });

  it("keeps the data's order for a table without sortBy", () => {
    const rows = unsorted.layOut({}).rows;
    expect(rowsInLocaleOrder(rows, 'fr')).toBe(rows);
  });

  it('sorts the glossary in each locale', () => {
    const rows = glossaryTable.layOut({}).rows;
    const first = (locale: string) => rowsInLocaleOrder(rows, locale)[0]!.key;
    expect(first('en')).toBe('accessibility-pass');
    // Clé d'idempotence, Clé de site, … Code d'erreur client: the French words, not the English order.
    expect(first('fr')).toBe('idempotency-key');
  });
});
