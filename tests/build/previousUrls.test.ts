// Moving pages around the sidebar must never cost a reader a URL they have: every URL of the
// build before the reorder (previousUrls.txt) still answers, through nginx as in production.
import fs from 'node:fs';
import path from 'node:path';
import {rawGet, useServedBuild} from './servedBuild';

const previousUrls = fs
  .readFileSync(path.join(import.meta.dirname, 'previousUrls.txt'), 'utf8')
  .split('\n')
  .filter((line) => line !== '' && !line.startsWith('#'));

/** At most this many redirects from an old URL to its page: one is what nginx sends for a move. */
const maxRedirects = 2;

describe('every URL of the previous build', () => {
  const {base} = useServedBuild();

  it('is a list of site paths', () => {
    expect(previousUrls.length).toBeGreaterThan(100);
    expect(previousUrls.filter((url) => !url.startsWith('/'))).toEqual([]);
  });

  it.each(previousUrls)('%s answers 200, or redirects to a URL that does', async (url) => {
    let current = url;
    for (let hops = 0; hops <= maxRedirects; hops++) {
      const response = await rawGet(base() + current);
      if (response.status === 200) return;
      expect(response.status, `${current} (from ${url})`).toBe(301);
      const location = response.headers.location!;
      // A redirect stays on the site: a relative Location, or this server's own origin.
      current = location.startsWith(base()) ? location.slice(base().length) : location;
      expect(current.startsWith('/'), `${url} redirects off the site: ${location}`).toBe(true);
    }
    throw new Error(`${url}: more than ${maxRedirects} redirects`);
  });
});
