import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import serveStatic from 'serve-static';
import {localeOfPath} from '../src/config/site';

/** The 404 page for a request path: each locale is built into its own folder with its own 404.html. */
export function notFoundPageFor(urlPath: string): string {
  return path.posix.join(localeOfPath(urlPath).prefix.slice(1), '404.html');
}

/**
 * Content types the site's text files must carry, whatever the MIME database
 * says: the Markdown twins (`/api.md`) and `llms.txt` are read by tools that
 * trust the header, so the type and the charset are spelled out.
 */
export const textContentTypes: Readonly<Record<string, string>> = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The folder index that answers a clean URL (`/api` → `/api/index.html`), if there is one. */
function folderIndex(buildDir: string, urlPath: string): string | undefined {
  if (urlPath.endsWith('/') || path.extname(urlPath) !== '') return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = path.join(buildDir, decoded, 'index.html');
  const inside = file.startsWith(buildDir + path.sep);
  return inside && fs.existsSync(file) ? `${urlPath}/index.html` : undefined;
}

/**
 * Serves a production build the way the site is hosted: clean URLs without a
 * redirect (Docusaurus writes `/api` as `api/index.html`) and each locale's
 * own not-found page, where `docusaurus serve` gives every path the English one.
 */
export function createStaticServer(buildDir: string): http.Server {
  const root = path.resolve(buildDir);
  const serve = serveStatic(root, {
    redirect: false,
    extensions: ['html'],
    setHeaders: (res, file) => {
      const type = textContentTypes[path.extname(file)];
      if (type) res.setHeader('Content-Type', type);
    },
  });
  return http.createServer((req, res) => {
    // Locale prefixes are plain ASCII, so the raw path is enough (and a bad escape cannot throw).
    const url = new URL(req.url ?? '/', 'http://localhost');
    const index = folderIndex(root, url.pathname);
    if (index) req.url = index + url.search;
    serve(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      fs.createReadStream(path.join(root, notFoundPageFor(url.pathname)))
        .on('error', () => res.end('Not found'))
        .pipe(res);
    });
  });
}
