import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {cspDirectives} from '@site/src/data/contentSecurityPolicy';
import FactTable from './FactTable';
import InlineText from './InlineText';

/** The CSP directives Bramble needs, with the source to add and why. */
export default function CspDirectiveTable(): ReactNode {
  return (
    <FactTable
      rows={cspDirectives}
      rowKey={(row) => row.directive}
      columns={[
        {
          header: <Translate id="factTable.csp.directive">Directive</Translate>,
          cell: (row) => <code>{row.directive}</code>,
        },
        {
          header: <Translate id="factTable.csp.source">Source to add</Translate>,
          cell: (row) => <code>{row.source}</code>,
        },
        {
          header: <Translate id="factTable.csp.why">Why</Translate>,
          cell: (row) => <InlineText text={row.why} />,
        },
      ]}
    />
  );
}
