/** What the stand-in serves of the widget: its scripts, bundled from TypeScript, and the frame files. */
import fs from 'node:fs/promises';
import path from 'node:path';
import {build, type Plugin} from 'esbuild';
import type {HttpAnswer} from '../answers';
import * as facts from './facts';

/** facts.ts bundled as its values, evaluated here: the served scripts carry no docs text. */
const factsAsValues: Plugin = {
  name: 'facts-as-values',
  setup(bundler) {
    bundler.onLoad({filter: /[\\/]widget[\\/]facts\.ts$/}, () => ({
      loader: 'js',
      contents: Object.entries(facts)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n'),
    }));
  },
};

let built: Promise<Map<string, string>> | undefined;

/**
 * The widget's scripts, bundled from TypeScript once per process and kept in memory (tens of
 * milliseconds): `api.js` (page/), `frames/checkbox.js` and `frames/challenge.js`.
 */
export function widgetScripts(): Promise<Map<string, string>> {
  built ??= build({
    entryPoints: {
      api: path.join(__dirname, 'page/api.ts'),
      'frames/checkbox': path.join(__dirname, 'frames/checkbox.ts'),
      'frames/challenge': path.join(__dirname, 'frames/challenge.ts'),
    },
    outdir: __dirname,
    write: false,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    plugins: [factsAsValues],
    logLevel: 'silent',
  }).then(
    ({outputFiles}) => new Map(outputFiles.map((f) => [path.relative(__dirname, f.path), f.text])),
  );
  return built;
}

/** Where api.js names the widget's frame origin (page/widgets.ts). */
export const frameOriginPlaceholder = '"__BRAMBLE_FRAME_ORIGIN__"';

/** api.js as served: with the origin its frames come from, which only the running stand-in knows. */
export async function widgetScript(frameOrigin: string): Promise<string> {
  const script = (await widgetScripts()).get('api.js')!;
  return script.replace(frameOriginPlaceholder, () => JSON.stringify(frameOrigin));
}

/** The frame documents and their styles. */
export const frameFilesDirectory = path.join(__dirname, 'frames');

const types: Record<string, string> = {html: 'text/html', js: 'text/javascript', css: 'text/css'};

const framePath = /^\/1\/frames\/([a-z]+\.(html|js|css))$/;

function plain(status: number, body: string, extra: Record<string, string> = {}): HttpAnswer {
  return {status, headers: {'Content-Type': 'text/plain; charset=utf-8', ...extra}, body};
}

/**
 * The frame origin's answer: `GET /1/frames/<name>`, a built frame script or a file of `frames/`
 * (read on each request); nothing else lives on that origin. Any page may frame them.
 */
export async function frameFileAnswer(
  method: string,
  pathname: string,
  directory: string = frameFilesDirectory,
): Promise<HttpAnswer> {
  const match = framePath.exec(pathname);
  if (!match) return plain(404, `nothing at ${pathname} on the widget's frame origin\n`);
  if (method !== 'GET' && method !== 'HEAD') return plain(405, 'GET only\n', {Allow: 'GET, HEAD'});
  const [, name = '', extension = ''] = match;
  const script = name.endsWith('.js') ? (await widgetScripts()).get(`frames/${name}`) : undefined;
  const body = script ?? (await fs.readFile(path.join(directory, name), 'utf8').catch(() => null));
  if (body === null) return plain(404, `no frame file ${name}\n`);
  const headers = {
    'Content-Type': `${types[extension]}; charset=utf-8`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
  return {status: 200, headers, body};
}
