import {recipes} from '../../../data/integrations';
import {inline, link} from './cells';
import {defineFactTable} from './defineFactTable';

/** The recipes at a glance, the plain HTML and PHP base first, each linking to its page: what it needs and where it checks the token. */
export const integrationTable = defineFactTable({
  name: 'IntegrationTable',
  rows: () => recipes,
  rowKey: (row) => row.page,
  columns: () => [
    [{en: 'Recipe', fr: 'Recette'}, (row) => link(row.page, row.name)],
    [{en: 'Needs at least', fr: 'Nécessite au moins'}, (row) => row.requires.join(', ')],
    [{en: 'Verifies the token in', fr: 'Vérifie le jeton dans'}, (row) => inline(row.verifiesIn)],
  ],
});
