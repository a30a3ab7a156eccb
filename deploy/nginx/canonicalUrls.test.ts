import {pageUrls, renderPageCaseMap} from './canonicalUrls';

describe('pageUrls', () => {
  it('gives each page its clean URL, a locale home its slash, and skips other HTML', () => {
    expect(
      pageUrls(
        [
          'index.html',
          'api/index.html',
          'fr/index.html',
          'fr/api/index.html',
          '404.html',
          'fr/404.html',
        ],
        ['/fr/'],
      ),
    ).toEqual(['/', '/api', '/fr/', '/fr/api']);
  });
});

describe('renderPageCaseMap', () => {
  const map = renderPageCaseMap(['/', '/fr/', '/api', '/integrations/next.js']);

  it('maps each page, in any case and with a trailing slash, to its URL', () => {
    expect(map).toContain('"~*^/api/?$" "/api";');
    expect(map).toContain('"~*^/fr/?$" "/fr/";');
  });

  it('escapes what a regex would read otherwise, and leaves out a URL without letters', () => {
    expect(map).toContain('"~*^/integrations/next\\.js/?$" "/integrations/next.js";');
    expect(map).not.toContain('"/";');
  });

  it('is empty by default, so nothing else is redirected', () => {
    expect(map.split('\n').slice(0, 2)).toEqual([
      'map $uri $bramble_page_in_its_case {',
      '  default "";',
    ]);
  });

  it('refuses a URL nginx could not hold in quotes', () => {
    expect(() => renderPageCaseMap(['/a b'])).toThrow(/nginx cannot hold/);
  });
});
