import {contentHashedName, pruneUnusedCss, variablesReadOutsideCss} from './pruneUnusedCss';

const stylesheet = `
:root {
  --ifm-color-primary: #7b2d8b;
  --ifm-link-color: var(--ifm-color-primary);
  --ifm-avatar-size: 2rem;
  --te-code-key: #6f297d;
  --bp-page: #fff;
  --bp-body: #111;
  --unused-family-x: 1px;
}
.navbar { color: var(--ifm-link-color); }
.navbar-sidebar--show .navbar-sidebar { opacity: 1; }
.avatar { width: var(--ifm-avatar-size); }
.copied_Ab12 .icon_Cd34 { opacity: 0; }
.spinner { animation: spin 1s linear infinite; }
.hero { animation: fade 1s; }
@keyframes spin { to { transform: rotate(1turn); } }
@keyframes fade { to { opacity: 0; } }
blockquote { margin: 0; }
`;

const page = {
  kind: 'html',
  text: '<nav class="navbar"><div class="navbar-sidebar"></div><div class="spinner"></div></nav>',
} as const;
const script = {
  kind: 'js',
  text: 'e.classList.toggle("navbar-sidebar--show");c({copied:"copied_Ab12",icon:"icon_Cd34"});t={key:"var(--te-code-key)",bg:"var(--bp-"+n+")"}',
} as const;

describe('pruneUnusedCss', () => {
  it('keeps rules for classes in the pages or set later by a script, and drops the rest', async () => {
    const css = await pruneUnusedCss(stylesheet, [page, script]);
    expect(css).toContain('.navbar {');
    expect(css).toContain('.navbar-sidebar--show .navbar-sidebar');
    expect(css).toContain('.copied_Ab12 .icon_Cd34');
    expect(css).not.toContain('.avatar');
    expect(css).not.toContain('.hero');
    expect(css).not.toContain('blockquote');
  });

  it('keeps custom properties read through var() chains, by scripts, or by a family prefix', async () => {
    const css = await pruneUnusedCss(stylesheet, [page, script]);
    expect(css).toContain('--ifm-color-primary:');
    expect(css).toContain('--ifm-link-color:');
    expect(css).toContain('--te-code-key:');
    expect(css).toContain('--bp-page:');
    expect(css).toContain('--bp-body:');
    expect(css).not.toContain('--ifm-avatar-size');
    expect(css).not.toContain('--unused-family-x');
  });

  it('keeps custom properties another stylesheet reads, but no rule for its classes', async () => {
    const pageOnly = {kind: 'css', text: '.avatar { width: var(--ifm-avatar-size); }'} as const;
    const css = await pruneUnusedCss(stylesheet, [page, pageOnly]);
    expect(css).toContain('--ifm-avatar-size:');
    expect(css).not.toContain('.avatar');
  });

  it('keeps only the keyframes a kept rule animates', async () => {
    const css = await pruneUnusedCss(stylesheet, [page, script]);
    expect(css).toContain('@keyframes spin');
    expect(css).not.toContain('@keyframes fade');
  });

  it('keeps everything when every selector is in use', async () => {
    const used = '.a { color: red; }\n.b .c { color: blue; }';
    const css = await pruneUnusedCss(used, [{kind: 'html', text: '<p class="a b"><i class="c">'}]);
    expect(css.replace(/\s/g, '')).toBe(used.replace(/\s/g, ''));
  });
});

describe('variablesReadOutsideCss', () => {
  it('lists whole names, and prefixes for names built by concatenation', () => {
    const found = variablesReadOutsideCss([
      'style="color: var(--ifm-font-color-base)"',
      'a="var(--te-code-bg)";b=`var(--bp-${part})`;c="var(--x-"+y',
    ]);
    expect(found.filter((v) => typeof v === 'string')).toEqual([
      '--ifm-font-color-base',
      '--te-code-bg',
    ]);
    const prefixes = found.filter((v): v is RegExp => v instanceof RegExp);
    expect(prefixes.map((p) => p.test('--bp-page'))).toEqual([true, false]);
    expect(prefixes.map((p) => p.test('--x-y'))).toEqual([false, true]);
    expect(prefixes.some((p) => p.test('--bpx'))).toBe(false);
  });
});

describe('contentHashedName', () => {
  it('replaces the bundle hash with one of the new content', () => {
    const name = contentHashedName('styles.49c2997e.css', 'a{}');
    expect(name).toMatch(/^styles\.[0-9a-f]{8}\.css$/);
    expect(name).not.toBe('styles.49c2997e.css');
    expect(contentHashedName('styles.49c2997e.css', 'a{}')).toBe(name);
    expect(contentHashedName('styles.49c2997e.css', 'b{}')).not.toBe(name);
    expect(contentHashedName('styles.css', 'a{}')).toBe(name);
  });
});
