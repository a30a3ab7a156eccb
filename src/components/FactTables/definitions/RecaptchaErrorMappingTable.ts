import {recaptchaErrorEquivalents} from '../../../data/recaptchaMapping';
import {code, inline, joined, link, message, note} from './cells';
import {defineFactTable} from './defineFactTable';

/** Each reCAPTCHA siteverify error code and the Bramble codes to handle in its place. */
export const recaptchaErrorMappingTable = defineFactTable({
  name: 'RecaptchaErrorMappingTable',
  rows: () => recaptchaErrorEquivalents,
  rowKey: (row) => row.recaptcha,
  columns: () => [
    {
      header: message({id: 'factTable.recaptchaErrors.recaptcha', message: 'reCAPTCHA code'}),
      cell: (row) => code(row.recaptcha),
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
