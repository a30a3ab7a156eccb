import fs from 'node:fs';
import path from 'node:path';
import type {Browser, BrowserContext} from '@playwright/test';
import {factTableNames} from '../../src/plugins/factComponentImports/factTableNames';
import type {RouteWeight} from './results';

/** Code only Mermaid's library holds, and code only CodeMirror's (the theme editor) holds. */
const mermaidMarker = 'mermaidAPI';
const editorMarker = '.cm-editor';

function buildFileOf(buildDir: string, urlPath: string): string {
  const file = path.join(buildDir, decodeURIComponent(urlPath));
  return path.extname(urlPath) === '' ? path.join(file, 'index.html') : file;
}

/** The exact gzip size nginx would send: the build's .gz copy, or the file itself when it has none. */
export function gzipSizeOf(file: string): number {
  return fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : fs.statSync(file).size;
}

export const isSharedScript = (file: string): boolean =>
  /^(runtime~main|main)\.[0-9a-f]+\.js$/.test(path.basename(file));

/** What a page fetches with a cold cache until it has hydrated and the network is idle. */
export async function measureRoute(
  browser: Browser,
  base: string,
  buildDir: string,
  route: {path: string; diagrams: number; isEditor: boolean; isSearchPage: boolean},
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<RouteWeight> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  await prepare?.(context);
  const page = await context.newPage();
  const pending: Promise<{url: URL; transfer: number}>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      request.sizes().then((sizes) => ({
        url: new URL(request.url()),
        transfer: sizes.responseBodySize + sizes.responseHeadersSize,
      })),
    );
  });
  await page.goto(base + route.path, {waitUntil: 'networkidle'});
  // On a busy machine the network can rest between the bundle and the page's chunks.
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  const fetched = await Promise.all(pending);
  await context.close();

  const origin = new URL(base).origin;
  const local = fetched.filter((f) => f.url.origin === origin);
  const files = local.map((f) => ({...f, file: buildFileOf(buildDir, f.url.pathname)}));
  const scripts = files.filter((f) => f.file.endsWith('.js') && fs.existsSync(f.file));
  const styles = files.filter((f) => f.file.endsWith('.css') && fs.existsSync(f.file));
  const sum = (list: typeof files, size: (file: string) => number) =>
    list.reduce((total, f) => total + size(f.file), 0);
  const bytes = (file: string) => fs.statSync(file).size;
  // Read once: every marker below (Mermaid's, the editor's, each fact table's) is looked up in it.
  const scriptTexts = scripts.map((s) => fs.readFileSync(s.file, 'utf8'));
  const contains = (marker: string) => scriptTexts.some((text) => text.includes(marker));
  // The page's own file: a query (/search?q=…) or a hash (the editor's shared theme) is not part of it.
  const html = buildFileOf(buildDir, route.path.split(/[?#]/)[0]!);
  return {
    path: route.path,
    htmlBytes: bytes(html),
    htmlGzip: gzipSizeOf(html),
    requests: fetched.length,
    transfer: fetched.reduce((total, f) => total + f.transfer, 0),
    js: {
      files: scripts.length,
      bytes: sum(scripts, bytes),
      gzip: sum(scripts, gzipSizeOf),
      sharedGzip: sum(
        scripts.filter((s) => isSharedScript(s.file)),
        gzipSizeOf,
      ),
      pageGzip: sum(
        scripts.filter((s) => !isSharedScript(s.file)),
        gzipSizeOf,
      ),
    },
    css: {files: styles.length, bytes: sum(styles, bytes), gzip: sum(styles, gzipSizeOf)},
    searchIndexBytes: files
      .filter((f) => /search-index[^/]*\.json$/.test(f.url.pathname))
      .reduce((total, f) => total + f.transfer, 0),
    mermaid: contains(mermaidMarker),
    // A definition keeps its tag as a string (defineFactTable's `name`), minified or not.
    factTables: factTableNames.filter((name) => contains(`name:"${name}"`)).sort(),
    editor: contains(editorMarker),
    hasDiagram: route.diagrams > 0,
    isEditor: route.isEditor,
    isSearchPage: route.isSearchPage,
  };
}
