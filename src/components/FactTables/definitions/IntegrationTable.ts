import {recipes} from '../../../data/integrations';
import {inline, link} from './cells';
import {defineFactTable} from './defineFactTable';

/** The recipes at a glance, the plain HTML and PHP base first, each linking to its page: what it needs and where it checks the token. */
export const integrationTable = defineFactTable({
  name: 'IntegrationTable',
  rows: () => recipes,
  rowKey: (row) => row.page,
  columns: () => [
    {
      header: {en: 'Recipe', fr: 'Recette'},
      cell: (row) => link(row.page, row.name),
    },
    {
      header: {en: 'Needs at least', fr: 'Nécessite au moins'},
      cell: (row) => row.requires.join(', '),
    },
    {
      header: {en: 'Verifies the token in', fr: 'Vérifie le jeton dans'},
      cell: (row) => inline(row.verifiesIn),
    },
  ],
});
