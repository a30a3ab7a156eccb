import {linkStylesheetsAfter, routeStylesheets, type ClientManifest} from './routeStylesheets';

const manifest: ClientManifest = {
  origins: {
    editorPage: ['14', '151'],
    docItem: ['14', '141'],
    searchPlugin: ['35'],
  },
  assets: {
    '14': {css: [{file: 'assets/css/styles.04ccf608.css'}]},
    '141': {},
    '151': {css: [{file: 'assets/css/f0e67c71.6d812a98.css'}]},
  },
};
const isShared = (file: string) => file.includes('/styles.');

describe('routeStylesheets', () => {
  it('gives each route the stylesheets of its own chunks, nested names included', () => {
    const byRoute = routeStylesheets(
      manifest,
      {
        '/fr/custom-themes-live-785': {__comp: 'docItem', content: 'editorPage'},
        '/fr/api-1a2': {__comp: 'docItem', __context: {plugin: 'searchPlugin'}},
        '/fr/-cb4': {__comp: 'docItem', __context: {plugin: 'editorPage'}},
      },
      isShared,
    );
    expect(byRoute).toEqual(
      new Map([
        ['/fr/custom-themes-live', ['assets/css/f0e67c71.6d812a98.css']],
        ['/fr/', ['assets/css/f0e67c71.6d812a98.css']],
      ]),
    );
  });

  it('ignores chunk names the manifest does not know', () => {
    expect(routeStylesheets(manifest, {'/a-123': {content: 'gone'}}, isShared).size).toBe(0);
  });
});

describe('linkStylesheetsAfter', () => {
  const page =
    '<head><link rel=stylesheet href=/fr/assets/css/styles.1.css><link rel=icon href=/i.png></head>';

  it('links the stylesheets right after the shared one, in order', () => {
    expect(
      linkStylesheetsAfter(page, '/fr/assets/css/styles.1.css', ['/fr/a.css', '/fr/b.css']),
    ).toBe(
      '<head><link rel=stylesheet href=/fr/assets/css/styles.1.css>' +
        '<link rel="stylesheet" href="/fr/a.css"><link rel="stylesheet" href="/fr/b.css">' +
        '<link rel=icon href=/i.png></head>',
    );
  });

  it('refuses a page without the shared stylesheet rather than leave it unstyled', () => {
    expect(() => linkStylesheetsAfter(page, '/assets/css/styles.2.css', ['/a.css'])).toThrow(
      /styles\.2\.css/,
    );
  });
});
