import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {afterEach, describe, expect, it} from 'vitest';
import {searchOptions} from './searchOptions';
import {locales} from './site';

// The plugin's own hash function, so the test follows the plugin rather than restating it.
const require = createRequire(import.meta.url);
const {getIndexHash} =
  require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/getIndexHash') as {
    getIndexHash: (config: object) => string | null;
  };

const frenchDocs = locales.find((l) => l.code === 'fr')!.docsDir;
let dir = '';

afterEach(() => {
  if (dir) fs.rmSync(dir, {recursive: true, force: true});
});

function hashWith(files: Record<string, string>): string | null {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  return getIndexHash({
    ...searchOptions,
    docsDir: searchOptions.docsDir.map((d) => path.join(dir, d)),
    blogDir: [],
  });
}

describe('searchOptions', () => {
  it('follows the spec: 8 results, 50-character excerpts, English only, hashed file names, no blog', () => {
    expect(searchOptions).toMatchObject({
      searchResultLimits: 8,
      searchResultContextMaxLength: 50,
      language: ['en'],
      hashed: 'filename',
      indexBlog: false,
      docsRouteBasePath: '/',
      searchBarShortcut: true,
      searchBarShortcutHint: true,
    });
  });

  it('gives the index a new file name when only French text changes', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-hash-'));
    const english = {'docs/api.mdx': '# Verify'};
    const before = hashWith({...english, [`${frenchDocs}/api.mdx`]: '# Vérifier'});
    const after = hashWith({...english, [`${frenchDocs}/api.mdx`]: '# Vérifier le jeton'});
    expect(before).toMatch(/^[0-9a-f]{8}$/);
    expect(after).toMatch(/^[0-9a-f]{8}$/);
    expect(after).not.toBe(before);
  });
});
