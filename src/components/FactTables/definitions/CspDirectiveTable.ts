import {cspDirectives} from '../../../data/contentSecurityPolicy';
import {code, inline, message, note} from './cells';
import {defineFactTable} from './defineFactTable';

/** The CSP directives Bramble needs, with the source to add, why, and what a block looks like. */
export const cspDirectiveTable = defineFactTable({
  name: 'CspDirectiveTable',
  rows: () => cspDirectives,
  rowKey: (row) => row.directive,
  columns: () => [
    {
      header: message({id: 'factTable.csp.directive', message: 'Directive'}),
      cell: (row) => code(row.directive),
    },
    {
      header: message({id: 'factTable.csp.source', message: 'Source to add'}),
      cell: (row) => code(row.source),
    },
    {
      header: message({id: 'factTable.csp.why', message: 'Why'}),
      // What a block looks like, as a note under the reason: a fourth column squeezed the sources.
      cell: (row) => [
        inline(row.why),
        note(
          message(
            {id: 'factTable.csp.whenBlocked', message: 'If the policy blocks it: {effect}'},
            {effect: inline(row.whenBlocked)},
          ),
        ),
      ],
    },
  ],
});
