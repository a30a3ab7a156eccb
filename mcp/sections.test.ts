import {cutSection, headingsOf, slug} from './sections';

const page = [
  '# API',
  '',
  '## Error codes',
  '',
  'Intro.',
  '',
  '```md',
  '## not a heading',
  '```',
  '',
  '### `missing-input-secret`',
  '',
  'Text.',
  '',
  '## Vérifier le jeton',
  '',
  'Fin.',
  '',
  '### C\\#',
  '',
  '### Exemple',
  '',
  '### Exemple',
].join('\n');

describe('headingsOf and cutSection', () => {
  const headings = headingsOf(page, [
    {text: 'Vérifier le jeton', id: 'verify-the-token'},
    {text: 'C#', id: 'csharp'},
    {text: 'Exemple', id: 'example'},
    {text: 'Exemple', id: 'example-1'},
  ]);

  it('finds the headings outside code, with the built page’s ids where the index knows them', () => {
    expect(headings.map((h) => h.id)).toEqual([
      'error-codes',
      'missing-input-secret',
      'verify-the-token',
      'csharp',
      'example',
      'example-1',
    ]);
    expect(headings[3]!.text).toBe('C#');
  });

  it.each([
    {id: 'error-codes', first: '## Error codes', last: 'Text.'},
    {id: '#missing-input-secret', first: '### `missing-input-secret`', last: 'Text.'},
    {id: 'verify-the-token', first: '## Vérifier le jeton', last: '### Exemple'},
    {id: 'csharp', first: '### C\\#', last: '### C\\#'},
  ])('cuts $id to its heading and subsections', ({id, first, last}) => {
    const cut = cutSection(page, headings, id)!.split('\n');
    expect(cut[0]).toBe(first);
    expect(cut.at(-1)).toBe(last);
  });

  it('answers undefined for an unknown id', () => {
    expect(cutSection(page, headings, 'nope')).toBeUndefined();
  });
});

describe('slug', () => {
  it.each([
    {input: 'Test the failure paths', expected: 'test-the-failure-paths'},
    {input: 'Set the language with `hl`', expected: 'set-the-language-with-hl'},
    {input: 'Why do I get already-seen-response?', expected: 'why-do-i-get-already-seen-response'},
  ])('$input → $expected', ({input, expected}) => {
    expect(slug(input)).toBe(expected);
  });
});
