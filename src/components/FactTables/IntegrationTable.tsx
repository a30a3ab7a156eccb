import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {integrations} from '@site/src/data/integrations';
import FactTable from './FactTable';
import InlineText from './InlineText';

/** The framework recipes at a glance: what each needs and where it checks the token. */
export default function IntegrationTable(): ReactNode {
  return (
    <FactTable
      rows={integrations}
      rowKey={(row) => row.id}
      columns={[
        {
          header: <Translate id="factTable.integrations.recipe">Recipe</Translate>,
          cell: (row) => <Link to={`#${row.id}`}>{row.name}</Link>,
        },
        {
          header: <Translate id="factTable.integrations.requires">Needs at least</Translate>,
          cell: (row) => row.requires.join(', '),
        },
        {
          header: (
            <Translate id="factTable.integrations.verifiesIn">Verifies the token in</Translate>
          ),
          cell: (row) => <InlineText text={row.verifiesIn} />,
        },
      ]}
    />
  );
}
