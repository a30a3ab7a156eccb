import {browsers, type BrowserVersions} from '../../../data/browsers';
import {localized, message, type Cell} from './cells';
import {defineFactTable} from './defineFactTable';

function versionsCell(versions: BrowserVersions): Cell {
  switch (versions.kind) {
    case 'latest-two':
      return message({
        id: 'factTable.browsers.latestTwo',
        message: 'The two latest major versions',
      });
    case 'from':
      return message(
        {
          id: 'factTable.browsers.from',
          message: '{version} and later',
          description: 'A browser supported from a major version on',
        },
        {version: String(versions.version)},
      );
    case 'unsupported':
      return message({id: 'factTable.browsers.unsupported', message: 'Not supported'});
  }
}

/** The browsers the widget supports, and which of their versions. */
export const browserSupportTable = defineFactTable({
  name: 'BrowserSupportTable',
  rows: () => browsers,
  rowKey: (row) => row.id,
  columns: () => [
    {
      header: message({id: 'factTable.browsers.browser', message: 'Browser'}),
      cell: (row) => row.name,
    },
    {
      header: message({id: 'factTable.browsers.platforms', message: 'Platforms'}),
      cell: (row) => localized(row.platforms),
    },
    {
      header: message({id: 'factTable.browsers.versions', message: 'Supported versions'}),
      cell: (row) => versionsCell(row.versions),
    },
  ],
});
