import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {featureMessagesChunk} from './featureMessagesChunk';

describe('featureMessagesChunk', () => {
  const dir = path.resolve('.docusaurus/first-script-messages');
  const group = featureMessagesChunk(dir, path.join(dir, 'firstScript.json'));
  const module = (file: string) => ({identifier: () => file});

  it('takes the features’ messages files', () => {
    expect(group.test(module(path.join(dir, 'factTables.json')))).toBe(true);
  });

  it('leaves main’s messages, and every other module, where they are', () => {
    expect(group.test(module(path.join(dir, 'firstScript.json')))).toBe(false);
    expect(group.test(module(path.resolve('.docusaurus/codeTranslations.json')))).toBe(false);
    expect(group.test(module(path.resolve('src/components/FactTables/renderCell.tsx')))).toBe(
      false,
    );
  });

  it('makes a chunk only of a file several chunks import, ahead of Docusaurus’s `common`', () => {
    expect(group).toMatchObject({minChunks: 2, enforce: true, priority: 45});
  });
});
