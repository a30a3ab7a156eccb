import {
  migrationEquivalents,
  migrationProductNames,
  type MigrationProduct,
} from '../../../data/migrations';
import {code, inline, joined, note, type Cell} from './cells';
import {defineFactTable, knownProp} from './defineFactTable';

/** The data writes names comma-separated: each becomes code. */
const codeList = (names: string): Cell => joined(names.split(', ').map(code));

/** What each hCaptcha or Turnstile name becomes in Bramble (`product="hcaptcha"`), client and server. */
export const migrationMappingTable = defineFactTable({
  name: 'MigrationMappingTable',
  props: (given): {product: MigrationProduct} => ({
    product: knownProp('MigrationMappingTable', 'product', given.product, migrationProductNames),
  }),
  rows: ({product}) => migrationEquivalents[product],
  rowKey: (row) => row.item.en,
  columns: ({product}) => [
    [{en: 'Item', fr: 'Élément'}, (row) => inline(row.item)],
    [migrationProductNames[product], (row) => codeList(row.theirs)],
    ['Bramble', (row) => [codeList(row.bramble), row.note ? note(inline(row.note)) : []]],
  ],
});
