import type {LocalizedText} from '../../../data/text';
import {code, localized, inline, link, note} from './cells';
import type {ColumnDefinition} from './defineFactTable';
import {causeHeader, codeHeader, fixHeader, troubleshootingLink} from './sharedMessages';

/** An error code as the data states it: what causes it and what to do. */
interface ErrorCodeRow {
  readonly code: string;
  readonly cause: LocalizedText;
  readonly fix: LocalizedText;
  /** The heading id of the code's entry on `/troubleshooting`. */
  readonly troubleshooting: string;
}

/** Where a code's troubleshooting entry is: a site path, so each locale links to its own page. */
function troubleshootingPath(row: {readonly troubleshooting: string}): string {
  return `/troubleshooting#${row.troubleshooting}`;
}

/**
 * The columns every error code table opens with (client and siteverify): Code, Cause, What to do,
 * the last ending with a link to the code's entry on the troubleshooting page.
 */
export function errorCodeColumns<Row extends ErrorCodeRow>(): ColumnDefinition<Row>[] {
  return [
    [codeHeader, (row) => code(row.code)],
    [causeHeader, (row) => inline(row.cause)],
    [
      fixHeader,
      (row) => [
        inline(row.fix),
        note(link(troubleshootingPath(row), localized(troubleshootingLink))),
      ],
    ],
  ];
}
