import {glossaryTerms} from '../../../data/glossary';
import {inline, link, localized, message} from './cells';
import {defineFactTable} from './defineFactTable';

/** Every term the docs use, with its anchor (`/glossary#token`) and where it matters. */
export const glossaryTable = defineFactTable({
  name: 'GlossaryTable',
  rows: () => glossaryTerms,
  rowKey: (row) => row.id,
  rowId: (row) => row.id,
  columns: () => [
    {
      header: message({id: 'factTable.glossary.term', message: 'Term'}),
      cell: (row) => localized(row.term),
    },
    {
      header: message({id: 'factTable.glossary.meaning', message: 'Meaning'}),
      cell: (row) => inline(row.meaning),
    },
    {
      header: message({id: 'factTable.glossary.see', message: 'Read more'}),
      cell: (row) =>
        link(row.see, message({id: 'factTable.glossary.seeLink', message: 'Where it matters'})),
    },
  ],
});
