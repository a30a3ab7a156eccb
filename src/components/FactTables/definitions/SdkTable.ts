import {sdks} from '../../../data/sdks';
import {code, localized, message} from './cells';
import {defineFactTable} from './defineFactTable';

/** The mobile SDKs: package, registry, current version and the oldest platform they run on. */
export const sdkTable = defineFactTable({
  name: 'SdkTable',
  rows: () => sdks,
  rowKey: (row) => row.id,
  columns: () => [
    {
      header: message({id: 'factTable.sdks.platform', message: 'Platform'}),
      cell: (row) => localized(row.platform),
    },
    {
      header: message({id: 'factTable.sdks.package', message: 'Package'}),
      cell: (row) => [code(row.packageName), ` (${row.registry})`],
    },
    {
      header: message({id: 'factTable.sdks.version', message: 'SDK version'}),
      cell: (row) => code(row.version),
    },
    {
      header: message({id: 'factTable.sdks.minimum', message: 'Minimum platform'}),
      cell: (row) => localized(row.minimumPlatform),
    },
  ],
});
