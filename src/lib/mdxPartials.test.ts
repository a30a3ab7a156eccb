import {describe, expect, it} from 'vitest';
import {
  inlinePartials,
  isPartialFile,
  partialImports,
  resolvePartial,
  whereInSources,
} from './mdxPartials';

const files: Record<string, string> = {
  'api.mdx':
    "---\ntitle: T\n---\n\nimport Examples from './_api/examples.mdx';\n\nIntro.\n\n<Examples />\n\nEnd.\n",
  '_api/examples.mdx':
    "import Note from './_note.mdx';\n\n```js\nimport x from './_y.mdx';\n```\n\n<Note />\n",
  '_api/_note.mdx': 'A note.\n',
};
const read = (file: string): string => {
  const text = files[file];
  if (text === undefined) throw new Error(`no ${file}`);
  return text;
};

describe('mdxPartials', () => {
  it('tells partials from pages', () => {
    expect(isPartialFile('_api/examples.mdx')).toBe(true);
    expect(isPartialFile('integrations/_shared.mdx')).toBe(true);
    expect(isPartialFile('integrations/express.mdx')).toBe(false);
  });

  it('resolves a specifier from the importing file, absolute or relative', () => {
    expect(resolvePartial('api.mdx', './_api/examples.mdx')).toBe('_api/examples.mdx');
    expect(resolvePartial('/site/docs/api.mdx', './_api/x.mdx')).toBe('/site/docs/_api/x.mdx');
    expect(resolvePartial('a/b.mdx', '../_c/d.mdx')).toBe('_c/d.mdx');
  });

  it('finds the imports of partials, not import lines in code', () => {
    expect(partialImports(files['_api/examples.mdx']!)).toEqual([
      {name: 'Note', specifier: './_note.mdx', index: 0},
    ]);
  });

  it('inlines partials where their tags stand, nested, and maps each line to its file', () => {
    const inlined = inlinePartials(files['api.mdx']!, 'api.mdx', read);
    expect(inlined.text).toBe(
      "---\ntitle: T\n---\n\n\nIntro.\n\n\n```js\nimport x from './_y.mdx';\n```\n\nA note.\n\nEnd.\n",
    );
    expect(inlined.partials).toEqual(['_api/examples.mdx', '_api/_note.mdx']);
    const line = inlined.text.split('\n').indexOf('A note.') + 1;
    expect(whereInSources(inlined, line)).toBe('_api/_note.mdx:1');
    expect(whereInSources(inlined, 6)).toBe('api.mdx:7');
  });

  it('fails for a partial imported but never shown', () => {
    expect(() =>
      inlinePartials("import Examples from './_api/examples.mdx';\n", 'x.mdx', read),
    ).toThrow(/imported but not shown/);
  });
});
