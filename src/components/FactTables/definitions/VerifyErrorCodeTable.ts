import {verifyErrorCodes, type VerifyErrorCode} from '../../../data/verifyErrorCodes';
import {localized} from './cells';
import type {LocalizedText} from '../../../data/text';
import {defineFactTable, knownProp, type ColumnDefinition} from './defineFactTable';
import {errorCodeColumns} from './errorCodeColumns';

/** Who an error points to: alert on the integration's, let the visitor retry the others. */
const sources: Readonly<Record<VerifyErrorCode['source'], LocalizedText>> = {
  integration: {
    en: 'Your integration: alert on it',
    fr: 'Votre intégration : déclenchez une alerte',
  },
  visitor: {en: 'The visitor: ask to try again', fr: 'Le visiteur : proposez de réessayer'},
};

type Source = VerifyErrorCode['source'];

/**
 * Every siteverify error code with its cause and fix, or only those of one source
 * (`source="integration"`: the configuration errors, without the Source column); rows are
 * linkable as `#verify-error-<code>`.
 */
export const verifyErrorCodeTable = defineFactTable<VerifyErrorCode, {source?: Source}>({
  name: 'VerifyErrorCodeTable',
  props: (given) => {
    if (given.source === undefined) return {};
    return {source: knownProp('VerifyErrorCodeTable', 'source', given.source, sources)};
  },
  rows: ({source}) =>
    source === undefined
      ? verifyErrorCodes
      : verifyErrorCodes.filter((row) => row.source === source),
  rowKey: (row) => row.code,
  rowId: (row) => `verify-error-${row.code}`,
  columns: ({source}) => [
    ...errorCodeColumns<VerifyErrorCode>(),
    ...(source === undefined
      ? [
          [
            {en: 'Source', fr: 'Origine'},
            (row) => localized(sources[row.source]),
          ] satisfies ColumnDefinition<VerifyErrorCode>,
        ]
      : []),
  ],
});
