import {glossaryTerms} from '../../../data/glossary';
import {inline, link, localized, message} from './cells';
import {defineFactTable} from './defineFactTable';

/** Every term the docs use, with its anchor (`/glossary#token`) and where it matters. */
export const glossaryTable = defineFactTable({
  name: 'GlossaryTable',
  rows: () => glossaryTerms,
  rowKey: (row) => row.id,
  rowId: (row) => row.id,
  sortBy: (row) => row.term,
  columns: () => [
    {
      header: message({id: 'factTable.glossary.term', message: 'Term'}),
      // The term links to the page that explains it in full; the row's anchor is its own.
      cell: (row) => link(row.see, localized(row.term)),
    },
    {
      header: message({id: 'factTable.glossary.meaning', message: 'Meaning'}),
      cell: (row) => inline(row.meaning),
    },
  ],
});
