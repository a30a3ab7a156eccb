import {inlineCode, scriptHashSource} from './inlineCode';

const page = (body: string) => `<!doctype html><html><head></head><body>${body}</body></html>`;

describe('scriptHashSource', () => {
  it('is the base64 SHA-256 of the exact text, as CSP spells it', () => {
    // The well-known value of sha256("alert(1)").
    expect(scriptHashSource('alert(1)')).toBe(
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    );
  });

  it('changes when the script changes, even by one space', () => {
    expect(scriptHashSource('alert(1) ')).not.toBe(scriptHashSource('alert(1)'));
  });
});

describe('inlineCode', () => {
  it('hashes each inline script once, in document order', () => {
    const {scriptHashes} = inlineCode(
      page('<script>a()</script><script>b()</script><script>a()</script>'),
    );
    expect(scriptHashes).toEqual([scriptHashSource('a()'), scriptHashSource('b()')]);
  });

  it('hashes the source as written, entities and all, because scripts are raw text', () => {
    const {scriptHashes} = inlineCode(page('<script>if (a &amp;&amp; b < c) go()</script>'));
    expect(scriptHashes).toEqual([scriptHashSource('if (a &amp;&amp; b < c) go()')]);
  });

  it.each([
    ['a module', '<script type="module">m()</script>', 'm()'],
    ['an explicit JavaScript type', '<script type="text/javascript">j()</script>', 'j()'],
    ['a script in the head', '<script>h()</script>', 'h()'],
  ])('counts %s', (_, html, text) => {
    expect(inlineCode(`<html><head>${html}</head></html>`).scriptHashes).toEqual([
      scriptHashSource(text),
    ]);
  });

  it.each([
    ['an external script', '<script src="/a.js"></script>'],
    ['JSON-LD data', '<script type="application/ld+json">{"@type":"Thing"}</script>'],
    ['a template', '<script type="text/template"><b>x</b></script>'],
  ])('leaves out %s', (_, html) => {
    expect(inlineCode(page(html)).scriptHashes).toEqual([]);
  });

  it('finds scripts inside <template>', () => {
    expect(inlineCode(page('<template><script>t()</script></template>')).scriptHashes).toEqual([
      scriptHashSource('t()'),
    ]);
  });

  it('names inline event handlers, which the policy cannot allow', () => {
    const {eventHandlers} = inlineCode(
      page('<img src="a.png" onerror="x()"><link rel="preload" onload="y()">'),
    );
    expect(eventHandlers).toEqual(['<img onerror>', '<link onload>']);
  });

  it('finds nothing in a page without inline code', () => {
    expect(inlineCode(page('<p data-onclick="no" title="onload">text</p>'))).toEqual({
      scriptHashes: [],
      eventHandlers: [],
    });
  });
});
