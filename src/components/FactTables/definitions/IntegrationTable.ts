import {recipes} from '../../../data/integrations';
import {inline, link, message} from './cells';
import {defineFactTable} from './defineFactTable';

/** The recipes at a glance, the plain HTML and PHP base first, each linking to its page: what it needs and where it checks the token. */
export const integrationTable = defineFactTable({
  name: 'IntegrationTable',
  rows: () => recipes,
  rowKey: (row) => row.page,
  columns: () => [
    {
      header: message({id: 'factTable.integrations.recipe', message: 'Recipe'}),
      cell: (row) => link(row.page, row.name),
    },
    {
      header: message({id: 'factTable.integrations.requires', message: 'Needs at least'}),
      cell: (row) => row.requires.join(', '),
    },
    {
      header: message({id: 'factTable.integrations.verifiesIn', message: 'Verifies the token in'}),
      cell: (row) => inline(row.verifiesIn),
    },
  ],
});
