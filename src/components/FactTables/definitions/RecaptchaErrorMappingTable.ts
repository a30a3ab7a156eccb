import {recaptchaErrorEquivalents} from '../../../data/recaptchaMapping';
import {code, inline, link, note, joined} from './cells';
import {defineFactTable} from './defineFactTable';

/** Each reCAPTCHA siteverify error code and the Bramble codes to handle in its place. */
export const recaptchaErrorMappingTable = defineFactTable({
  name: 'RecaptchaErrorMappingTable',
  rows: () => recaptchaErrorEquivalents,
  rowKey: (row) => row.recaptcha,
  columns: () => [
    [{en: 'reCAPTCHA code', fr: 'Code reCAPTCHA'}, (row) => code(row.recaptcha)],
    [
      {en: 'Bramble codes', fr: 'Codes Bramble'},
      (row) => [
        joined(row.bramble.map((name) => link(`/api#verify-error-${name}`, code(name)))),
        row.note ? note(inline(row.note)) : [],
      ],
    ],
  ],
});
