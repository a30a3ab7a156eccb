import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {recaptchaErrorEquivalents} from '@site/src/data/recaptchaMapping';
import FactTable from './FactTable';
import InlineText from './InlineText';
import styles from './FactTable.module.css';

/** Each reCAPTCHA siteverify error code and the Bramble codes to handle in its place. */
export default function RecaptchaErrorMappingTable(): ReactNode {
  return (
    <FactTable
      rows={recaptchaErrorEquivalents}
      rowKey={(row) => row.recaptcha}
      columns={[
        {
          header: <Translate id="factTable.recaptchaErrors.recaptcha">reCAPTCHA code</Translate>,
          cell: (row) => <code>{row.recaptcha}</code>,
        },
        {
          header: <Translate id="factTable.recaptchaErrors.bramble">Bramble codes</Translate>,
          cell: (row) => (
            <>
              {row.bramble.map((code, index) => (
                <React.Fragment key={code}>
                  {index > 0 && ', '}
                  <Link to={`/api#verify-error-${code}`}>
                    <code>{code}</code>
                  </Link>
                </React.Fragment>
              ))}
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
