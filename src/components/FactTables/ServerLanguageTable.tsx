import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {serverLanguages} from '@site/src/data/serverLanguages';
import FactTable from './FactTable';
import InlineText from './InlineText';

/** What each server example needs to run, with a link to the notes on it. */
export default function ServerLanguageTable(): ReactNode {
  return (
    <FactTable
      rows={serverLanguages}
      rowKey={(row) => row.id}
      columns={[
        {
          header: <Translate id="factTable.serverLanguages.language">Language</Translate>,
          cell: (row) => <Link to={`#${row.notes}`}>{row.label}</Link>,
        },
        {
          header: <Translate id="factTable.serverLanguages.minimum">Runs on</Translate>,
          cell: (row) => row.minimum,
        },
        {
          header: (
            <Translate id="factTable.serverLanguages.client">Calls siteverify with</Translate>
          ),
          cell: (row) => <InlineText text={row.client} />,
        },
        {
          header: <Translate id="factTable.serverLanguages.install">To install</Translate>,
          cell: (row) =>
            row.install ? (
              <code>{row.install}</code>
            ) : (
              <Translate id="factTable.serverLanguages.nothing">Nothing</Translate>
            ),
        },
      ]}
    />
  );
}
