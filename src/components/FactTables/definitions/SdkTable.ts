import {sdks} from '../../../data/sdks';
import {code, localized} from './cells';
import {defineFactTable} from './defineFactTable';

/** The mobile SDKs: package, registry, current version and the oldest platform they run on. */
export const sdkTable = defineFactTable({
  name: 'SdkTable',
  rows: () => sdks,
  rowKey: (row) => row.id,
  columns: () => [
    [{en: 'Platform', fr: 'Plateforme'}, (row) => localized(row.platform)],
    [{en: 'Package', fr: 'Paquet'}, (row) => [code(row.packageName), ` (${row.registry})`]],
    [{en: 'SDK version', fr: 'Version du SDK'}, (row) => code(row.version)],
    [{en: 'Minimum platform', fr: 'Plateforme minimale'}, (row) => localized(row.minimumPlatform)],
  ],
});
