import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, expect, it} from 'vitest';
import {docsPages, pageWithPartials} from './docsPages';
import {inventoryOfDocs} from './runnableSamples';

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

it("runs the samples of a page's partials, named by the partial's file and line, under the page", () => {
  const docs = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-partials-'));
  try {
    const program = '```js run="program"\nfetch("https://api.bramble.example/siteverify");\n```\n';
    fs.mkdirSync(path.join(docs, '_api'));
    fs.writeFileSync(
      path.join(docs, 'api.mdx'),
      `---\ntitle: T\n---\n\nimport Examples from './_api/examples.mdx';\n\n${program}\n<Examples />\n`,
    );
    fs.writeFileSync(path.join(docs, '_api/examples.mdx'), `Intro.\n\n${program}`);
    expect(pageWithPartials(docs, 'api.mdx').partials).toEqual(['_api/examples.mdx']);
    const runnable = inventoryOfDocs(docs).runnable;
    expect(runnable.map(({where, page}) => [where, page])).toEqual([
      ['api.mdx:7', 'api.mdx'],
      ['_api/examples.mdx:3', 'api.mdx'],
    ]);
  } finally {
    fs.rmSync(docs, {recursive: true, force: true});
  }
});
