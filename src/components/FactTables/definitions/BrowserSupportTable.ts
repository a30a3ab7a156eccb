import {browsers, type BrowserVersions} from '../../../data/browsers';
import {localized, type Cell} from './cells';
import {defineFactTable} from './defineFactTable';

function versionsCell(versions: BrowserVersions): Cell {
  switch (versions.kind) {
    case 'latest-two':
      return localized({
        en: 'The two latest major versions',
        fr: 'Les deux dernières versions majeures',
      });
    case 'from':
      return localized(
        {en: '{version} and later', fr: '{version} et suivantes'},
        {version: String(versions.version)},
      );
    case 'unsupported':
      return localized({en: 'Not supported', fr: 'Non pris en charge'});
  }
}

/** The browsers the widget supports, and which of their versions. */
export const browserSupportTable = defineFactTable({
  name: 'BrowserSupportTable',
  rows: () => browsers,
  rowKey: (row) => row.id,
  columns: () => [
    [{en: 'Browser', fr: 'Navigateur'}, (row) => row.name],
    [{en: 'Platforms', fr: 'Plateformes'}, (row) => localized(row.platforms)],
    [
      {en: 'Supported versions', fr: 'Versions prises en charge'},
      (row) => versionsCell(row.versions),
    ],
  ],
});
