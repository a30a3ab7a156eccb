import {glossaryTerms} from '../../../data/glossary';
import {localized, inline, link} from './cells';
import {defineFactTable} from './defineFactTable';

/** Every term the docs use, with its anchor (`/glossary#token`) and where it matters. */
export const glossaryTable = defineFactTable({
  name: 'GlossaryTable',
  rows: () => glossaryTerms,
  rowKey: (row) => row.id,
  rowId: (row) => row.id,
  sortBy: (row) => row.term,
  columns: () => [
    // The term links to the page that explains it in full; the row's anchor is its own.
    [{en: 'Term', fr: 'Terme'}, (row) => link(row.see, localized(row.term))],
    [{en: 'Meaning', fr: 'Sens'}, (row) => inline(row.meaning)],
  ],
});
