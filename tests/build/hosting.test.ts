// The production serving rules, checked against nginx running the rendered config on the test build.
import fs from 'node:fs';
import path from 'node:path';
import {inlineCode} from '../../deploy/nginx/inlineCode';
import {testConfig} from '../../deploy/nginx/localNginx';
import {renderedSiteConfigFile, renderedSiteHttpConfigFile} from '../../deploy/nginx/siteConfig';
import {servedTypeOf, textExtensions} from '../../deploy/nginx/servedTypes';
import {minimumCompressedSize} from '../../deploy/nginx/precompress';
import {rawGet, useServedBuild} from './servedBuild';

const buildDir = path.resolve('build');
const builtFiles = (fs.readdirSync(buildDir, {recursive: true}) as string[])
  .filter((f) => fs.statSync(path.join(buildDir, f)).isFile())
  .map((f) => f.split(path.sep).join('/'));
const servedFiles = builtFiles.filter((f) => !/\.(gz|br)$/.test(f));
const one = (pattern: RegExp): string => {
  const file = servedFiles.find((f) => pattern.test(f));
  if (!file) throw new Error(`The build has no file matching ${pattern}`);
  return `/${file}`;
};

const mainScript = one(/^assets\/js\/main\.[0-9a-f]{8}\.js$/);
const frenchScript = one(/^fr\/assets\/js\/main\.[0-9a-f]{8}\.js$/);
const stylesheet = one(/^assets\/css\/styles\.[0-9a-f]{8}\.css$/);
const searchIndex = one(/^search-index-[0-9a-f]+\.json$/);
const image = one(/^img\/.*\.png$/);

const immutable = 'public, max-age=31536000, immutable';
const br = {'accept-encoding': 'gzip, deflate, br'};
const gzipOnly = {'accept-encoding': 'gzip'};

describe('the build as nginx serves it', () => {
  const {base} = useServedBuild();

  it.each([
    // Clean URLs and locales.
    {path: '/api', status: 200, type: 'text/html; charset=utf-8', cache: 'no-cache'},
    {path: '/fr/api', status: 200, type: 'text/html; charset=utf-8', cache: 'no-cache'},
    {path: '/', status: 200, type: 'text/html; charset=utf-8', cache: 'no-cache'},
    {path: '/fr', status: 301, location: '/fr/', cache: 'no-cache'},
    {path: '/fr?a=1', status: 301, location: '/fr/?a=1', cache: 'no-cache'},
    // Hashed assets are kept a year; a missing one is a plain, revalidated 404.
    {path: mainScript, status: 200, type: 'text/javascript; charset=utf-8', cache: immutable},
    {path: frenchScript, status: 200, type: 'text/javascript; charset=utf-8', cache: immutable},
    {path: stylesheet, status: 200, type: 'text/css; charset=utf-8', cache: immutable},
    {
      path: '/assets/js/main.00000000.js',
      status: 404,
      type: 'text/html; charset=utf-8',
      cache: 'no-cache',
    },
    // Everything unhashed is revalidated, with its type and charset.
    {path: '/api.md', status: 200, type: 'text/markdown; charset=utf-8', cache: 'no-cache'},
    {path: '/fr/api.md', status: 200, type: 'text/markdown; charset=utf-8', cache: 'no-cache'},
    {path: '/llms.txt', status: 200, type: 'text/plain; charset=utf-8', cache: 'no-cache'},
    {path: '/fr/llms-full.txt', status: 200, type: 'text/plain; charset=utf-8', cache: 'no-cache'},
    {path: '/sitemap.xml', status: 200, type: 'application/xml; charset=utf-8', cache: 'no-cache'},
    {
      path: '/changelog.atom',
      status: 200,
      type: 'application/atom+xml; charset=utf-8',
      cache: 'no-cache',
    },
    {
      path: '/fr/changelog.atom',
      status: 200,
      type: 'application/atom+xml; charset=utf-8',
      cache: 'no-cache',
    },
    {path: searchIndex, status: 200, type: 'application/json; charset=utf-8', cache: 'no-cache'},
    {
      path: '/js/copy-page.js',
      status: 200,
      type: 'text/javascript; charset=utf-8',
      cache: 'no-cache',
    },
    {path: '/img/logo.svg', status: 200, type: 'image/svg+xml; charset=utf-8', cache: 'no-cache'},
    {path: image, status: 200, type: 'image/png', cache: 'no-cache'},
    {path: '/nope', status: 404, type: 'text/html; charset=utf-8', cache: 'no-cache'},
  ])('$path: $status, $type, $cache', async ({path: urlPath, status, type, cache, location}) => {
    const response = await rawGet(base() + urlPath, br);
    expect(response.status).toBe(status);
    expect(response.headers['cache-control']).toBe(cache);
    if (type) expect(response.headers['content-type']).toBe(type);
    if (location) expect(response.headers.location).toBe(location);
  });

  it.each(['/api', '/fr/', mainScript, '/api.md', '/nope', '/fr', image])(
    '%s carries every security header, and a plain Server header',
    async (urlPath) => {
      const {headers} = await rawGet(base() + urlPath, br);
      expect(headers.server).toBe('nginx');
      const csp = headers['content-security-policy'] as string;
      const scripts = / script-src ([^;]+)/.exec(csp)![1]!.split(' ');
      expect(scripts).toContain("'self'");
      expect(scripts.filter((s) => /unsafe|\*/.test(s))).toEqual([]);
      for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) {
        expect(csp).toContain(directive);
      }
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
      expect(headers['permissions-policy']).toContain('camera=()');
    },
  );

  it('keeps an asset a year only when it sends or confirms it, not when it refuses a request', async () => {
    const sent = await rawGet(base() + mainScript, br);
    const confirmed = await rawGet(base() + mainScript, {
      ...br,
      'if-none-match': sent.headers.etag!,
    });
    expect(confirmed.status).toBe(304);
    expect(confirmed.headers['cache-control']).toBe(immutable);
    const refused = await fetch(base() + mainScript, {method: 'POST'});
    expect(refused.status).toBe(405);
    expect(refused.headers.get('cache-control')).toBe('no-cache');
  });

  it('allows exactly the inline scripts the pages hold, and the session calls', async () => {
    const {headers} = await rawGet(`${base()}/fr/api`, br);
    const csp = headers['content-security-policy'] as string;
    for (const page of ['api/index.html', 'fr/api/index.html', '404.html']) {
      const {scriptHashes} = inlineCode(fs.readFileSync(path.join(buildDir, page), 'utf8'));
      expect(scriptHashes.length).toBeGreaterThan(0);
      for (const hash of scriptHashes) expect(csp).toContain(hash);
    }
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+/);
    expect(csp).toMatch(/script-src [^;]*https:\/\/analytics\.bramble\.example/);
  });

  it.each([
    {accept: br, encoding: 'br'},
    {accept: gzipOnly, encoding: 'gzip'},
    {accept: {}, encoding: undefined},
  ])(
    'sends the precompressed $encoding copy to a client that accepts it',
    async ({accept, encoding}) => {
      for (const urlPath of ['/api', mainScript, '/api.md', searchIndex]) {
        const response = await rawGet(base() + urlPath, accept);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toBe('Accept-Encoding');
        const file = urlPath === '/api' ? 'api/index.html' : urlPath.slice(1);
        const original = fs.readFileSync(path.join(buildDir, file));
        if (encoding) {
          // The very bytes written at build time, not a per-request compression. Compared
          // with Buffer.equals: toEqual walks a megabyte buffer index by index (20 s here).
          const written = fs.readFileSync(
            path.join(buildDir, `${file}.${encoding === 'br' ? 'br' : 'gz'}`),
          );
          expect(
            response.wire.equals(written),
            `${urlPath}: the bytes of ${file}.${encoding}`,
          ).toBe(true);
        }
        expect(response.text).toBe(original.toString('utf8'));
      }
    },
  );
});

describe('the rendered config', () => {
  it('passes `nginx -t` without a warning', () => {
    const result = testConfig({
      root: buildDir,
      siteConfig: renderedSiteConfigFile,
      siteHttpConfig: renderedSiteHttpConfigFile,
      host: '127.0.0.1',
      port: 8080,
    });
    expect(result.output).not.toMatch(/\[(warn|emerg|alert)\]/);
    expect(result.ok).toBe(true);
  });
});

describe('the build’s files', () => {
  it('have a served type, each one', () => {
    expect(servedFiles.filter((f) => !servedTypeOf(f))).toEqual([]);
  });

  it('under assets/ carry a content hash in their name, so a year of caching is safe', () => {
    const assets = servedFiles.filter((f) => /^(fr\/)?assets\//.test(f));
    expect(assets.length).toBeGreaterThan(50);
    expect(assets.filter((f) => !/[.-][0-9a-f]{8,}\.[a-z0-9]+$/.test(path.basename(f)))).toEqual(
      [],
    );
  });

  it('have gzip and Brotli copies when they are text worth compressing', () => {
    const text = servedFiles.filter(
      (f) =>
        textExtensions.has(path.extname(f).slice(1)) &&
        fs.statSync(path.join(buildDir, f)).size >= minimumCompressedSize,
    );
    expect(text.length).toBeGreaterThan(100);
    const missing = text.filter(
      (f) => !builtFiles.includes(`${f}.br`) || !builtFiles.includes(`${f}.gz`),
    );
    expect(missing).toEqual([]);
  });
});
