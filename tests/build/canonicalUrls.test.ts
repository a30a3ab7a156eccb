// One URL per page (deploy/nginx/canonicalUrls.ts): what nginx answers to the other ways of
// writing a page's address, sent byte for byte as a client could (fetch would normalise some).
import {rangeRequest} from './rangeCases';
import {sendRaw, tcpTo} from './rawExchange';
import {useServedBuild} from './servedBuild';
import {repeatedHeaders, siteHeaderProblems} from './siteHeaders';

describe('an address that is not a page’s own URL', () => {
  const {base} = useServedBuild();

  it.each([
    // Encoded or not normalised: to the decoded path (then, for a trailing slash, on again).
    {asked: '/api%2f', status: 301, location: '/api/'},
    {asked: '/fr%2Fapi', status: 301, location: '/fr/api'},
    {asked: '/ap%69?x=1', status: 301, location: '/api?x=1'},
    {asked: '//api', status: 301, location: '/api'},
    {asked: '/fr/./api', status: 301, location: '/fr/api'},
    {asked: '/fr/x/../api', status: 301, location: '/fr/api'},
    {asked: '/fr%2f', status: 301, location: '/fr/'},
    // An absolute request line: its path is what counts, not its scheme and host.
    {asked: 'http://localhost/api', status: 200},
    {asked: 'http://localhost/API', status: 301, location: '/api'},
    // Decoded, a path no Location may hold: no redirect, and no such file.
    {asked: '/api%5Cx', status: 404},
    {asked: '/%5C%5Cevil.example', status: 404},
    {asked: '/a%20b', status: 404},
    // Another letter case: to the page, in its locale; a trailing slash: to the page.
    {asked: '/API', status: 301, location: '/api'},
    {asked: '/Fr/Api?q=1', status: 301, location: '/fr/api?q=1'},
    {asked: '/Fr/Api/', status: 301, location: '/Fr/Api'},
    {asked: '/FR', status: 301, location: '/fr/'},
    {asked: '/fr/API', status: 301, location: '/fr/api'},
    {asked: '/api/', status: 301, location: '/api'},
    {asked: '/fr/api/?q=1', status: 301, location: '/fr/api?q=1'},
    // A page's own URL, and a locale's home, as they are.
    {asked: '/api', status: 200},
    {asked: '/fr/', status: 200},
    {asked: '/', status: 200},
    // Nothing by that name, in any case: the locale's 404.
    {asked: '/APIX', status: 404},
    {asked: '/fr/API.md', status: 404},
    // The not-found page by its name, and a folder with no page: a 404 at once, not a redirect.
    {asked: '/404.html', status: 404},
    {asked: '/fr/404.html', status: 404},
    {asked: '/img/', status: 404},
    {asked: '/downloads/', status: 404},
  ])('$asked: $status $location', async ({asked, status, location}) => {
    const answer = await sendRaw(tcpTo(base()), rangeRequest(asked, ''));
    expect(answer.status).toBe(status);
    expect(answer.headers.location).toEqual(location ? [location] : undefined);
    expect(repeatedHeaders(answer.headers)).toEqual([]);
    expect(siteHeaderProblems(answer.headers, 'no-cache')).toEqual([]);
  });
});
