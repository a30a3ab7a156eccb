import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {recaptchaEquivalents} from '@site/src/data/recaptchaMapping';
import FactTable from './FactTable';
import InlineText from './InlineText';
import styles from './FactTable.module.css';

/** A comma-separated list of names, each as code. */
function CodeList({names}: {names: string}): ReactNode {
  return names.split(', ').map((name, index) => (
    <React.Fragment key={name}>
      {index > 0 && ', '}
      <code>{name}</code>
    </React.Fragment>
  ));
}

/** What each reCAPTCHA name becomes in Bramble, client and server. */
export default function RecaptchaMappingTable(): ReactNode {
  return (
    <FactTable
      rows={recaptchaEquivalents}
      rowKey={(row) => row.item.en}
      columns={[
        {
          header: <Translate id="factTable.recaptcha.item">Item</Translate>,
          cell: (row) => <InlineText text={row.item} />,
        },
        {header: 'reCAPTCHA', cell: (row) => <CodeList names={row.recaptcha} />},
        {
          header: 'Bramble',
          cell: (row) => (
            <>
              <CodeList names={row.bramble} />
              {row.note && (
                <span className={styles.note}>
                  <InlineText text={row.note} />
                </span>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
