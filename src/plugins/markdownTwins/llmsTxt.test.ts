import {describe, expect, it} from 'vitest';
import {llmsFullTxt, llmsTxt, type LlmsPage} from './llmsTxt';

const page = (name: string, description: string): LlmsPage => ({
  title: name,
  description,
  markdownUrl: `https://docs.example.org/${name.toLowerCase()}.md`,
  pageUrl: `https://docs.example.org/${name.toLowerCase()}`,
  markdown: `# ${name}\n\n> ${description}\n\nBody of ${name}.\n`,
});

describe('llmsTxt', () => {
  it('follows llmstxt.org: H1, summary quote, details, then a list per section', () => {
    const text = llmsTxt('Docs', 'en', 'https://docs.example.org/llms-full.txt', [
      {title: 'Integrate', pages: [page('API', 'Verify tokens.'), page('FAQ', 'Answers.')]},
      {title: 'Empty', pages: []},
      {title: 'Optional', pages: [page('Editor', 'An interactive\n  editor.')]},
    ]);
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Docs');
    expect(lines[2]).toMatch(/^> Developer documentation for Bramble/);
    expect(lines[4]).toContain('[llms-full.txt](https://docs.example.org/llms-full.txt)');
    expect(lines[4]).toContain('[MCP server](https://docs.example.org/ai-assistants.md)');
    expect(lines.slice(5)).toEqual([
      '',
      '## Integrate',
      '',
      '- [API](https://docs.example.org/api.md): Verify tokens.',
      '- [FAQ](https://docs.example.org/faq.md): Answers.',
      '',
      '## Optional',
      '',
      '- [Editor](https://docs.example.org/editor.md): An interactive editor.',
      '',
    ]);
  });

  it('keeps French non-breaking spaces and escapes brackets in titles', () => {
    const text = llmsTxt('Docs', 'fr', 'https://docs.example.org/fr/llms-full.txt', [
      {title: 'Docs', pages: [page('[Bêta] Clés', 'Vos clés\u00a0: où les trouver.')]},
    ]);
    expect(text).toContain('> La documentation développeur de Bramble');
    expect(text).toContain('[serveur MCP](https://docs.example.org/fr/ai-assistants.md)');
    expect(text).toContain(
      '- [\\[Bêta\\] Clés](https://docs.example.org/[bêta] clés.md): Vos clés\u00a0: où les trouver.',
    );
  });
});

describe('llmsFullTxt', () => {
  it('joins every page, each with the address of the page it comes from', () => {
    expect(
      llmsFullTxt('fr', [
        {title: 'Docs', pages: [page('API', 'Vérifier.'), page('FAQ', 'Réponses.')]},
      ]),
    ).toBe(
      [
        '# API',
        '',
        'Source\u00a0: <https://docs.example.org/api>',
        '',
        '> Vérifier.',
        '',
        'Body of API.',
        '',
        '---',
        '',
        '# FAQ',
        '',
        'Source\u00a0: <https://docs.example.org/faq>',
        '',
        '> Réponses.',
        '',
        'Body of FAQ.',
        '',
      ].join('\n'),
    );
  });
});
