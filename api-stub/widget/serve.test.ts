import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {clientErrorCodes} from '../../src/data/clientErrorCodes';
import {
  frameFileAnswer,
  frameFilesDirectory,
  frameOriginPlaceholder,
  widgetScript,
  widgetScripts,
} from './serve';

describe('widgetScripts', () => {
  it('bundles api.js and the two frame scripts', async () => {
    const scripts = await widgetScripts();
    expect([...scripts.keys()].sort()).toEqual([
      'api.js',
      'frames/challenge.js',
      'frames/checkbox.js',
    ]);
  });

  it('carries the facts of src/data as values, without their descriptions', async () => {
    for (const [name, script] of await widgetScripts()) {
      for (const {code, cause} of clientErrorCodes) {
        expect(script, name).toContain(`"${code}"`);
        expect(script, name).not.toContain(cause.en);
      }
      expect(script, name).not.toMatch(/react|docusaurus/i);
    }
  });

  it('api.js names its frame origin with the placeholder, once', async () => {
    const script = (await widgetScripts()).get('api.js')!;
    expect(script.split(frameOriginPlaceholder)).toHaveLength(2);
  });
});

describe('widgetScript', () => {
  it('writes the frame origin in, as a string literal, never reading $ patterns', async () => {
    const script = await widgetScript("http://127.0.0.1:3003$'$&");
    expect(script).toContain(JSON.stringify("http://127.0.0.1:3003$'$&"));
    expect(script).not.toContain(frameOriginPlaceholder);
  });
});

describe('frameFileAnswer', () => {
  it('serves the frame documents and what they load, with their types, uncached', async () => {
    const types = {
      'checkbox.html': 'text/html; charset=utf-8',
      'challenge.html': 'text/html; charset=utf-8',
      'checkbox.js': 'text/javascript; charset=utf-8',
      'challenge.js': 'text/javascript; charset=utf-8',
      'frame.css': 'text/css; charset=utf-8',
    };
    for (const [name, type] of Object.entries(types)) {
      const answer = await frameFileAnswer('GET', `/1/frames/${name}`);
      expect(answer.status).toBe(200);
      expect(answer.headers['Content-Type']).toBe(type);
      expect(answer.headers['Cache-Control']).toBe('no-store');
      const built = (await widgetScripts()).get(`frames/${name}`);
      expect(answer.body).toBe(
        built ?? (await fs.readFile(path.join(frameFilesDirectory, name), 'utf8')),
      );
    }
  });

  it('serves nothing else: other paths, other names, lanes, escapes', async () => {
    for (const pathname of [
      '/1/api.js',
      '/1/challenge',
      '/lanes/x/1/frames/checkbox.html',
      '/1/frames/../api.js',
      '/1/frames/%2e%2e/api.js',
      '/1/frames/frameFiles.ts',
      '/1/frames/frame.js',
      '/1/frames/api.js',
      '/1/frames/',
    ]) {
      expect((await frameFileAnswer('GET', pathname)).status, pathname).toBe(404);
    }
    expect((await frameFileAnswer('GET', '/1/frames/missing.html')).status).toBe(404);
  });

  it('answers GET and HEAD only', async () => {
    const answer = await frameFileAnswer('POST', '/1/frames/checkbox.html');
    expect([answer.status, answer.headers.Allow]).toEqual([405, 'GET, HEAD']);
  });

  it('reads the files on each request, so edits show without a restart', async () => {
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'bramble-frames-'));
    try {
      await fs.writeFile(path.join(directory, 'checkbox.html'), 'one');
      expect((await frameFileAnswer('GET', '/1/frames/checkbox.html', directory)).body).toBe('one');
      await fs.writeFile(path.join(directory, 'checkbox.html'), 'two');
      expect((await frameFileAnswer('GET', '/1/frames/checkbox.html', directory)).body).toBe('two');
    } finally {
      await fs.rm(directory, {recursive: true, force: true});
    }
  });
});
