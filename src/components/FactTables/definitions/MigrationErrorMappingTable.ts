import {
  migrationErrorEquivalents,
  migrationProductNames,
  type MigrationProduct,
} from '../../../data/migrations';
import {code, localized, inline, link, note, joined} from './cells';
import {defineFactTable, knownProp} from './defineFactTable';

/** Each hCaptcha or Turnstile siteverify error code and the Bramble codes to handle in its place. */
export const migrationErrorMappingTable = defineFactTable({
  name: 'MigrationErrorMappingTable',
  props: (given): {product: MigrationProduct} => ({
    product: knownProp(
      'MigrationErrorMappingTable',
      'product',
      given.product,
      migrationProductNames,
    ),
  }),
  rows: ({product}) => migrationErrorEquivalents[product],
  rowKey: (row) => row.theirs,
  columns: ({product}) => [
    [
      localized(
        {en: '{product} code', fr: 'Code {product}'},
        {product: migrationProductNames[product]},
      ),
      (row) => code(row.theirs),
    ],
    [
      {en: 'Bramble codes', fr: 'Codes Bramble'},
      (row) => [
        joined(row.bramble.map((name) => link(`/api#verify-error-${name}`, code(name)))),
        row.note ? note(inline(row.note)) : [],
      ],
    ],
  ],
});
