import {charsPerToken, outlineOf, outlineText, partOf} from './pageParts';
import {headingsOf} from './sections';

const page = [
  '# T',
  '',
  '## One',
  '',
  'a'.repeat(70),
  '',
  '### Sub',
  '',
  'b'.repeat(35),
  '',
  '## Two',
  '',
  'c',
].join('\n');

describe('outlineOf', () => {
  it('sizes each section with its subsections, in tokens', () => {
    const entries = outlineOf(page, headingsOf(page, []));
    expect(entries.map((e) => [e.id, e.depth])).toEqual([
      ['one', 2],
      ['sub', 3],
      ['two', 2],
    ]);
    const chars = (from: string, to?: string) =>
      (to ? page.indexOf(to) : page.length) - page.indexOf(from);
    expect(entries.map((e) => e.tokens)).toEqual([
      Math.ceil(chars('## One', '## Two') / charsPerToken),
      Math.ceil(chars('### Sub', '## Two') / charsPerToken),
      Math.ceil(chars('## Two') / charsPerToken),
    ]);
    expect(outlineText(entries).split('\n')[1]).toMatch(
      /^ {2}- Sub \(section "sub", ~\d+ tokens\)$/,
    );
  });
});

describe('partOf', () => {
  it('answers the rest whole when it fits', () => {
    expect(partOf(page, 4, 1000)).toEqual({text: page.slice(4), next: undefined});
  });

  it('cuts before a heading in the second half of the room, and reads on from there', () => {
    const first = partOf(page, 0, page.indexOf('## Two') + 5);
    expect(first.text).toBe(page.slice(0, page.indexOf('## Two')));
    expect(page.slice(first.next)).toMatch(/^## Two/);
  });

  it('else at a blank line, else at a line end, never past the room', () => {
    const blank = `${'x'.repeat(60)}\n\n${'y'.repeat(30)}\n${'z'.repeat(60)}`;
    expect(partOf(blank, 0, 95).text).toBe(`${'x'.repeat(60)}\n\n`);
    const line = `${'x'.repeat(30)}\n\n${'y'.repeat(40)}\n${'z'.repeat(60)}`;
    expect(partOf(line, 0, 95).text).toBe(`${'x'.repeat(30)}\n\n${'y'.repeat(40)}\n`);
    expect(partOf('w'.repeat(500), 100, 50)).toEqual({text: 'w'.repeat(50), next: 150});
  });

  it('reads a whole page in parts without losing or repeating a character', () => {
    const long = Array.from({length: 40}, (_, i) => `## H${i}\n\n${'t'.repeat(i * 7)}\n`).join(
      '\n',
    );
    let offset: number | undefined = 0;
    let read = '';
    while (offset !== undefined) {
      const part = partOf(long, offset, 300);
      expect(part.text.length).toBeLessThanOrEqual(300);
      read += part.text;
      offset = part.next;
    }
    expect(read).toBe(long);
  });
});
