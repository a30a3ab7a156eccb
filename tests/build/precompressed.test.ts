// The .gz and .br copies are for gzip_static and brotli_static to send in place of a file, not
// URLs of their own: asked for by name, each is the locale's not-found page.
import fs from 'node:fs';
import path from 'node:path';
import {localeOfPath} from '../../src/config/site';
import {uiString} from '../e2e/site';
import {parseHtml} from './htmlDocument';
import {rawGet, useServedBuild} from './servedBuild';
import {siteHeaderProblems} from './siteHeaders';

const buildDir = path.resolve('build');
const compressedCopies = (fs.readdirSync(buildDir, {recursive: true}) as string[])
  .map((f) => `/${f.split(path.sep).join('/')}`)
  .filter((f) => /\.(br|gz)$/.test(f));
const one = (pattern: RegExp): string => compressedCopies.find((f) => pattern.test(f))!;

describe('a precompressed copy asked for by name', () => {
  const {base} = useServedBuild();

  it('is answered 404 for every copy the build holds, with every header', async () => {
    expect(compressedCopies.length).toBeGreaterThan(200);
    const answers = new Map<string, string>();
    for (const file of compressedCopies) {
      const {status, headers} = await rawGet(base() + file, {'accept-encoding': 'br, gzip'});
      const problems = siteHeaderProblems(headers, 'no-cache');
      answers.set(file, `${status} ${headers['content-type']} ${problems.join(', ')}`.trim());
    }
    const wrong = [...answers].filter(([, answer]) => answer !== '404 text/html; charset=utf-8');
    expect(wrong).toEqual([]);
  });

  it.each([
    '/index.html.br',
    '/index.html.gz',
    '/api/index.html.br',
    '/fr/index.html.br',
    '/fr/api/index.html.gz',
    '/api.md.br',
    '/fr/llms.txt.gz',
    one(/^\/assets\/js\/main\.[0-9a-f]{8}\.js\.br$/),
    one(/^\/fr\/assets\/js\/main\.[0-9a-f]{8}\.js\.gz$/),
  ])('%s is its locale’s not-found page', async (file) => {
    expect(compressedCopies).toContain(file);
    const locale = localeOfPath(file);
    const response = await fetch(base() + file);
    expect(response.status).toBe(404);
    const document = parseHtml(await response.text());
    expect(document.one('html')?.attribute('lang')).toBe(locale.htmlLang);
    expect(document.one('h1')?.text()).toBe(uiString(locale, 'theme.NotFound.title'));
  });
});
