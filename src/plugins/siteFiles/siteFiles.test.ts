import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {siteFilesPlugin, type SiteFile} from '.';

let dir = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-files-'));
});
afterEach(() => {
  fs.rmSync(dir, {recursive: true, force: true});
  vi.unstubAllEnvs();
});

const context = (): LoadContext =>
  ({generatedFilesDir: path.join(dir, '.docusaurus'), baseUrl: '/fr/'}) as LoadContext;
const devFolder = (): string => path.join(dir, '.docusaurus', 'twins', 'dev-server');

/** Every file under `root`, by its path from there, with its text. */
function filesIn(root: string): Record<string, string> {
  const names = fs.readdirSync(root, {recursive: true, encoding: 'utf8'});
  return Object.fromEntries(
    names
      .filter((name) => fs.statSync(path.join(root, name)).isFile())
      .map((name) => [name, fs.readFileSync(path.join(root, name), 'utf8')]),
  );
}

/** Loads the plugin's files as Docusaurus does (again on each change under the dev server). */
const load = (plugin: Plugin) =>
  plugin.allContentLoaded!({allContent: {}, actions: {} as never}) as Promise<void>;

describe('siteFilesPlugin', () => {
  it('writes the files made when content loaded into the locale’s folder after the build', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const plugin = siteFilesPlugin(context(), 'twins', () => [
      {path: 'api.md', contents: '# API'},
      {path: 'integrations/express.md', contents: '# Express'},
      {path: 'downloads/express.zip', contents: new Uint8Array([0x50, 0x4b])},
    ]);
    await load(plugin);
    const outDir = path.join(dir, 'build', 'fr');
    await plugin.postBuild!({outDir} as never);

    expect(filesIn(outDir)).toEqual({
      'api.md': '# API',
      'integrations/express.md': '# Express',
      'downloads/express.zip': 'PK',
    });
    // The build serves them from build/, nothing from the dev server's folder.
    expect(fs.existsSync(devFolder())).toBe(false);
  });

  it('under the dev server, keeps a folder of exactly the latest files, served at the base URL', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    let files: SiteFile[] = [
      {path: 'api.md', contents: '# API'},
      {path: 'integrations/express.md', contents: '# Express'},
    ];
    const plugin = siteFilesPlugin(context(), 'twins', () => files);
    await load(plugin);
    expect(filesIn(devFolder())).toEqual({
      'api.md': '# API',
      'integrations/express.md': '# Express',
    });

    // A page edited, another removed.
    files = [{path: 'api.md', contents: '# API, edited'}];
    await load(plugin);
    expect(filesIn(devFolder())).toEqual({'api.md': '# API, edited'});

    expect(plugin.configureWebpack!({}, false, {} as never, undefined)).toMatchObject({
      devServer: {static: [{directory: devFolder(), publicPath: '/fr/'}]},
    });
  });

  it('under the dev server, ends with the last load’s files when loads overlap', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    let round = 0;
    const plugin = siteFilesPlugin(context(), 'twins', () => {
      round += 1;
      return Array.from({length: 40}, (_, i) => ({
        path: `pages/${round}/${i}.md`,
        contents: `round ${round}`,
      }));
    });
    // Several content changes in quick succession, each reloading the plugins.
    await Promise.all(Array.from({length: 5}, () => load(plugin)));

    const files = filesIn(devFolder());
    expect(Object.keys(files)).toHaveLength(40);
    expect(new Set(Object.values(files))).toEqual(new Set(['round 5']));
  });
});
