import type {LocalizedText} from '../../../data/text';
import {code, inline, message} from './cells';
import type {ColumnDefinition} from './defineFactTable';
import {causeHeader, codeHeader, fixHeader} from './sharedMessages';

/** An error code as the data states it: what causes it and what to do. */
interface ErrorCodeRow {
  readonly code: string;
  readonly cause: LocalizedText;
  readonly fix: LocalizedText;
}

/** The columns every error code table opens with (client and siteverify): Code, Cause, What to do. */
export function errorCodeColumns<Row extends ErrorCodeRow>(): ColumnDefinition<Row>[] {
  return [
    {header: message(codeHeader), cell: (row) => code(row.code)},
    {header: message(causeHeader), cell: (row) => inline(row.cause)},
    {header: message(fixHeader), cell: (row) => inline(row.fix)},
  ];
}
