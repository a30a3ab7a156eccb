import {recaptchaEquivalents} from '../../../data/recaptchaMapping';
import {code, inline, joined, note, type Cell} from './cells';
import {defineFactTable} from './defineFactTable';

/** The data writes names comma-separated: each becomes code. */
const codeList = (names: string): Cell => joined(names.split(', ').map(code));

/** What each reCAPTCHA name becomes in Bramble, client and server. */
export const recaptchaMappingTable = defineFactTable({
  name: 'RecaptchaMappingTable',
  rows: () => recaptchaEquivalents,
  rowKey: (row) => row.item.en,
  columns: () => [
    [{en: 'Item', fr: 'Élément'}, (row) => inline(row.item)],
    ['reCAPTCHA', (row) => codeList(row.recaptcha)],
    ['Bramble', (row) => [codeList(row.bramble), row.note ? note(inline(row.note)) : []]],
  ],
});
