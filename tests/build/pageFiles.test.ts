// A page's own file (/api/index.html) holds the same HTML as its clean URL (/api), but the
// client router knows no route by that name and hydration fails there: nginx sends it on.
import fs from 'node:fs';
import path from 'node:path';
import {locales} from '../../src/config/site';
import {rawGet, useServedBuild} from './servedBuild';
import {siteHeaderProblems} from './siteHeaders';

const buildDir = path.resolve('build');
const pageFiles = (fs.readdirSync(buildDir, {recursive: true}) as string[])
  .map((f) => f.split(path.sep).join('/'))
  .filter((f) => f === 'index.html' || f.endsWith('/index.html'));

/** The URL Docusaurus gives a page file: `api/index.html` → `/api`, a locale's home keeps its slash. */
function cleanUrl(file: string): string {
  const folder = `/${file}`.slice(0, -'/index.html'.length);
  return locales.some((l) => l.prefix === folder) ? `${folder}/` : folder;
}

describe('a page’s index.html', () => {
  const {base} = useServedBuild();

  it('exists for every page of both locales', () => {
    expect(pageFiles.map(cleanUrl)).toEqual(
      expect.arrayContaining(['/', '/api', '/fr/', '/fr/api']),
    );
  });

  it.each(pageFiles.map((file) => ({file, url: `/${file}`, clean: cleanUrl(file)})))(
    '$url: 301 to $clean, the query kept, with every header; $clean answers 200',
    async ({file, url, clean}) => {
      const redirect = await rawGet(`${base()}${url}?utm_source=x&a=%20`);
      expect(redirect.status).toBe(301);
      expect(redirect.headers.location).toBe(`${clean}?utm_source=x&a=%20`);
      expect(siteHeaderProblems(redirect.headers, 'no-cache')).toEqual([]);
      expect((await rawGet(base() + url)).headers.location).toBe(clean);
      // The clean URL is served from that same file, not sent round again.
      const page = await rawGet(base() + clean);
      expect(page.status).toBe(200);
      expect(page.text).toBe(fs.readFileSync(path.join(buildDir, file), 'utf8'));
    },
  );

  it.each([
    // Only names the build writes are sent on: a browser reads `/\x` in a Location as `//x`.
    {path: '/%5Cevil.example/index.html', status: 404},
    {path: '/fr/%5Cevil.example/index.html', status: 404},
    // Not normalised: first to the path nginx reads (canonicalUrls.test.ts), one slash ahead.
    {path: '//evil.example/index.html', status: 301, location: '/evil.example/index.html'},
    {path: '/api/index.html/', status: 301, location: '/api/index.html'},
    {path: '/assets/index.html', status: 404},
  ])('$path answers $status', async ({path: urlPath, status, location}) => {
    const response = await rawGet(base() + urlPath);
    expect(response.status).toBe(status);
    expect(response.headers.location).toBe(location);
  });
});
