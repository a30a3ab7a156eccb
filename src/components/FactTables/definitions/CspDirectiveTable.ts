import {cspDirectives} from '../../../data/contentSecurityPolicy';
import {code, localized, inline, note} from './cells';
import {defineFactTable} from './defineFactTable';

/** The CSP directives Bramble needs, with the source to add, why, and what a block looks like. */
export const cspDirectiveTable = defineFactTable({
  name: 'CspDirectiveTable',
  rows: () => cspDirectives,
  rowKey: (row) => row.directive,
  columns: () => [
    [{en: 'Directive', fr: 'Directive'}, (row) => code(row.directive)],
    [{en: 'Source to add', fr: 'Source à ajouter'}, (row) => code(row.source)],
    [
      {en: 'Why', fr: 'Pourquoi'},
      // What a block looks like, as a note under the reason: a fourth column squeezed the sources.
      (row) => [
        inline(row.why),
        note(
          localized(
            {en: 'If the policy blocks it: {effect}', fr: 'Si la politique le bloque : {effect}'},
            {effect: inline(row.whenBlocked)},
          ),
        ),
      ],
    ],
  ],
});
