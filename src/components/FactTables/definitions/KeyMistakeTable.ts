import {keyMistakes} from '../../../data/keys';
import {code, localized, inline, link} from './cells';
import {defineFactTable} from './defineFactTable';

const seenInMessages = {
  widget: {en: "from the widget's error callback", fr: "du callback d'erreur du widget"},
  siteverify: {en: "in siteverify's answer", fr: 'dans la réponse de siteverify'},
} as const;

/** Each mistake with keys or hostnames, the error it gives and where, and its troubleshooting entry. */
export const keyMistakeTable = defineFactTable({
  name: 'KeyMistakeTable',
  rows: () => keyMistakes,
  rowKey: (row) => row.id,
  columns: () => [
    [{en: 'Mistake', fr: 'Erreur'}, (row) => inline(row.mistake)],
    [
      {en: 'What it looks like', fr: 'Ce que vous voyez'},
      // The code links to its troubleshooting entry, which says how to fix it.
      (row) => [
        link(`/troubleshooting#${row.troubleshooting}`, code(row.code)),
        ' ',
        localized(seenInMessages[row.seenIn]),
      ],
    ],
  ],
});
