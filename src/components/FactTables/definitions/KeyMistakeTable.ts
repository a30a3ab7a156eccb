import {keyMistakes} from '../../../data/keys';
import {code, inline, link, message} from './cells';
import {defineFactTable} from './defineFactTable';

const seenInMessages = {
  widget: {
    id: 'factTable.keyMistakes.widget',
    message: "from the widget's error callback",
    description: 'Where a key mistake shows: the client error code the widget reports',
  },
  siteverify: {
    id: 'factTable.keyMistakes.siteverify',
    message: "in siteverify's answer",
    description: 'Where a key mistake shows: the error code of the verification answer',
  },
} as const;

/** Each mistake with keys or hostnames, the error it gives and where, and its troubleshooting entry. */
export const keyMistakeTable = defineFactTable({
  name: 'KeyMistakeTable',
  rows: () => keyMistakes,
  rowKey: (row) => row.id,
  columns: () => [
    {
      header: message({id: 'factTable.keyMistakes.mistake', message: 'Mistake'}),
      cell: (row) => inline(row.mistake),
    },
    {
      header: message({id: 'factTable.keyMistakes.looksLike', message: 'What it looks like'}),
      // The code links to its troubleshooting entry, which says how to fix it.
      cell: (row) => [
        link(`/troubleshooting#${row.troubleshooting}`, code(row.code)),
        ' ',
        message(seenInMessages[row.seenIn]),
      ],
    },
  ],
});
