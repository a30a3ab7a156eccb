import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, expect, it} from 'vitest';
import {docsPages} from './docsPages';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-pages-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

it('lists the published pages of subfolders too, and no unpublished folder, partial or other file', () => {
  for (const file of [
    'api.mdx',
    'notes.md',
    'integrations.mdx',
    'integrations/express.mdx',
    'integrations/_shared.mdx',
    'enterprise/rqdata.mdx',
    'img/diagram.png',
  ]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), '');
  }
  expect(docsPages(dir)).toEqual([
    'api.mdx',
    'integrations.mdx',
    'integrations/express.mdx',
    'notes.md',
  ]);
});
