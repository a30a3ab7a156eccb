import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {sdks} from '@site/src/data/sdks';
import FactTable from './FactTable';
import {useFactLocale} from './useFactLocale';

/** The mobile SDKs: package, registry, current version and the oldest platform they run on. */
export default function SdkTable(): ReactNode {
  const localize = useFactLocale();
  return (
    <FactTable
      rows={sdks}
      rowKey={(row) => row.id}
      columns={[
        {
          header: <Translate id="factTable.sdks.platform">Platform</Translate>,
          cell: (row) => localize(row.platform),
        },
        {
          header: <Translate id="factTable.sdks.package">Package</Translate>,
          cell: (row) => (
            <>
              <code>{row.packageName}</code> {`(${row.registry})`}
            </>
          ),
        },
        {
          header: <Translate id="factTable.sdks.version">SDK version</Translate>,
          cell: (row) => <code>{row.version}</code>,
        },
        {
          header: <Translate id="factTable.sdks.minimum">Minimum platform</Translate>,
          cell: (row) => localize(row.minimumPlatform),
        },
      ]}
    />
  );
}
