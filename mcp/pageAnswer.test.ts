import {pageAnswer} from './pageAnswer';
import {charsPerToken, defaultMaxTokens} from './pageParts';
import type {PageEntry} from './pages';
import {headingsOf} from './sections';

const markdown = [
  '# Big',
  ...Array.from({length: 30}, (_, i) => `## Part ${i}\n\n${`Word ${i}. `.repeat(300)}`),
].join('\n\n');
const page = {path: '/big', url: 'https://docs.example.org/big'} as PageEntry;
const read = {page, markdown, url: page.url, headings: headingsOf(markdown, [])};
const asked = {outline: false, offset: 0, maxTokens: defaultMaxTokens};

describe('pageAnswer', () => {
  it('answers a short page whole', () => {
    const short = {...read, markdown: '# Small\n\nText.', headings: []};
    expect(pageAnswer(short, asked)).toBe(`Source: ${page.url}\n\n# Small\n\nText.`);
  });

  it('answers a long page in parts within the budget, the first with the outline, each saying how to read on', () => {
    expect(markdown.length).toBeGreaterThan(4 * defaultMaxTokens * charsPerToken);
    let offset: number | undefined = 0;
    let text = '';
    let parts = 0;
    while (offset !== undefined) {
      const answer = pageAnswer(read, {...asked, offset});
      parts += 1;
      expect(answer.length).toBeLessThanOrEqual(defaultMaxTokens * charsPerToken);
      expect(answer.startsWith(`Source: ${page.url}\n\n`)).toBe(true);
      if (offset === 0) expect(answer).toContain('- Part 29 (section "part-29", ~');
      const next = /get_page \{"path":"\/big","offset":(\d+)\}/.exec(answer);
      const body = answer
        .replace(/^Source: .*\n\n/, '')
        .replace(/^Outline [\s\S]*?\n---\n\n/, '')
        .replace(/\n\n\[(Part|End)[^\n]*\]$/, '');
      text += `${body}\n`;
      offset = next ? Number(next[1]) : undefined;
      if (!next) expect(answer).toMatch(/\[End of the page: characters \d+–\d+ of \d+\.\]$/);
    }
    expect(parts).toBeGreaterThan(4);
    // Parts lose only the blank lines their ends trim.
    expect(text.replace(/\s+/g, ' ').trim()).toBe(markdown.replace(/\s+/g, ' ').trim());
  });

  it('answers a smaller part when asked, and only the outline when asked', () => {
    expect(pageAnswer(read, {...asked, maxTokens: 1000}).length).toBeLessThanOrEqual(
      1000 * charsPerToken,
    );
    const outline = pageAnswer(read, {...asked, outline: true});
    expect(outline).toContain('- Part 3 (section "part-3", ~');
    expect(outline).not.toContain('Word 3.');
  });

  it('reads a section in parts too, pointing at one of its subsections', () => {
    const section = {
      ...read,
      markdown: `## Examples\n\n${'Intro. '.repeat(2000)}\n\n### Java\n\n${'Code. '.repeat(2000)}`,
    };
    const headings = headingsOf(section.markdown, []);
    const answer = pageAnswer(
      {...section, headings},
      {...asked, section: 'examples', maxTokens: 2000},
    );
    expect(answer).toContain('get_page {"path":"/big","section":"examples","offset":');
    expect(answer).toContain('one section with get_page {"path":"/big","section":"java"}');
  });

  it('says where the page ends when the offset is past it', () => {
    expect(pageAnswer(read, {...asked, offset: markdown.length + 1})).toMatch(
      /^No offset \d+ on \S+: it has \d+ characters/,
    );
  });
});
