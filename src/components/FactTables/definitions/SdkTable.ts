import {sdks} from '../../../data/sdks';
import {code, localized} from './cells';
import {defineFactTable} from './defineFactTable';

/** The mobile SDKs: package, registry, current version and the oldest platform they run on. */
export const sdkTable = defineFactTable({
  name: 'SdkTable',
  rows: () => sdks,
  rowKey: (row) => row.id,
  columns: () => [
    {
      header: {en: 'Platform', fr: 'Plateforme'},
      cell: (row) => localized(row.platform),
    },
    {
      header: {en: 'Package', fr: 'Paquet'},
      cell: (row) => [code(row.packageName), ` (${row.registry})`],
    },
    {
      header: {en: 'SDK version', fr: 'Version du SDK'},
      cell: (row) => code(row.version),
    },
    {
      header: {en: 'Minimum platform', fr: 'Plateforme minimale'},
      cell: (row) => localized(row.minimumPlatform),
    },
  ],
});
