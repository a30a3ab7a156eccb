import {
  migrationErrorEquivalents,
  migrationProductNames,
  type MigrationProduct,
} from '../../../data/migrations';
import {code, inline, joined, link, message, note} from './cells';
import {defineFactTable} from './defineFactTable';
import {migrationProductProp} from './migrationProps';

/** Each hCaptcha or Turnstile siteverify error code and the Bramble codes to handle in its place. */
export const migrationErrorMappingTable = defineFactTable({
  name: 'MigrationErrorMappingTable',
  props: (given): {product: MigrationProduct} => ({
    product: migrationProductProp('MigrationErrorMappingTable', given.product),
  }),
  rows: ({product}) => migrationErrorEquivalents[product],
  rowKey: (row) => row.theirs,
  columns: ({product}) => [
    {
      header: message(
        {
          id: 'factTable.migrationErrors.theirs',
          message: '{product} code',
          description: 'Header: the error code of the captcha a site migrates from',
        },
        {product: migrationProductNames[product]},
      ),
      cell: (row) => code(row.theirs),
    },
    {
      header: message({id: 'factTable.recaptchaErrors.bramble', message: 'Bramble codes'}),
      cell: (row) => [
        joined(row.bramble.map((name) => link(`/api#verify-error-${name}`, code(name)))),
        row.note ? note(inline(row.note)) : [],
      ],
    },
  ],
});
