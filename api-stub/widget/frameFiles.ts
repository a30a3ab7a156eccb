import fs from 'node:fs/promises';
import path from 'node:path';
import type {HttpAnswer} from '../answers';
import {widgetScripts} from './build';

/** The frame documents and their styles, served from the frame origin with the frame scripts. */
export const frameFilesDirectory = path.join(__dirname, 'frames');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

const framePath = /^\/1\/frames\/([a-z]+\.(?:html|js|css))$/;

function plain(status: number, body: string, extra: Record<string, string> = {}): HttpAnswer {
  return {status, headers: {'Content-Type': 'text/plain; charset=utf-8', ...extra}, body};
}

/**
 * The frame origin's answer to a request: `GET /1/frames/<name>`, the built scripts or a file of
 * `frames/` (read on each request); nothing else lives on that origin. Any page may frame them.
 */
export async function frameFileAnswer(
  method: string,
  pathname: string,
  directory: string = frameFilesDirectory,
): Promise<HttpAnswer> {
  const match = framePath.exec(pathname);
  if (!match) return plain(404, `nothing at ${pathname} on the widget's frame origin\n`);
  if (method !== 'GET' && method !== 'HEAD') return plain(405, 'GET only\n', {Allow: 'GET, HEAD'});
  const name = match[1]!;
  const script = name.endsWith('.js') ? (await widgetScripts()).get(`frames/${name}`) : undefined;
  const body = script ?? (await fs.readFile(path.join(directory, name), 'utf8').catch(() => null));
  if (body === null) return plain(404, `no frame file ${name}\n`);
  const headers: Record<string, string> = {
    'Content-Type': types[path.extname(name)]!,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
  return {status: 200, headers, body};
}
