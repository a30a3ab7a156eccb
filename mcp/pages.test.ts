import {normalisePath, parseLlmsTxt, twinPath} from './pages';

describe('normalisePath', () => {
  it.each([
    {input: '/api', expected: '/api'},
    {input: 'api', expected: '/api'},
    {input: '/api/', expected: '/api'},
    {input: '/api.md', expected: '/api'},
    {input: '/api#error-codes', expected: '/api'},
    {input: 'https://docs.bramble.example/fr/testing?x=1', expected: '/fr/testing'},
    {input: '/', expected: '/'},
    {input: '/index.md', expected: '/'},
    {input: '/fr', expected: '/fr/'},
    {input: '/fr/index.md', expected: '/fr/'},
  ])('$input → $expected', ({input, expected}) => {
    expect(normalisePath(input)).toBe(expected);
  });
});

describe('twinPath', () => {
  it.each([
    {input: '/', expected: '/index.md'},
    {input: '/fr/', expected: '/fr/index.md'},
    {input: '/integrations/react', expected: '/integrations/react.md'},
  ])('$input → $expected', ({input, expected}) => {
    expect(twinPath(input)).toBe(expected);
  });
});

describe('parseLlmsTxt', () => {
  it('reads each listed page with its group, and ignores the links of the prose', () => {
    const text = [
      '# Docs',
      '',
      'Every page … [llms-full.txt](https://docs.example.org/fr/llms-full.txt) holds them.',
      '',
      '## Documentation',
      '',
      '- [Guide](https://docs.example.org/fr/index.md): Commencer.',
      '- [API](https://docs.example.org/fr/api.md): Vérifier.',
      '',
      '## Optional',
      '',
      '- [Éditeur](https://docs.example.org/fr/custom-themes-live.md)',
    ].join('\n');
    expect(parseLlmsTxt(text, 'fr', 'http://127.0.0.1:8080')).toEqual([
      expect.objectContaining({
        path: '/fr/',
        group: 'Documentation',
        url: 'http://127.0.0.1:8080/fr/',
      }),
      expect.objectContaining({path: '/fr/api', title: 'API', description: 'Vérifier.'}),
      expect.objectContaining({path: '/fr/custom-themes-live', group: 'Optional', description: ''}),
    ]);
  });
});
