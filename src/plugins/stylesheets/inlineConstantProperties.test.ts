import {customPropertiesNamedIn, inlineConstantProperties} from './inlineConstantProperties';

const stylesheet = [
  ':root{--ifm-navbar-height:3.75rem;--ifm-spacing:1rem;--ifm-padding:calc(var(--ifm-spacing)*2)}',
  ':root{--ifm-color-primary:#7b2d8b;--ifm-link-color:var(--ifm-color-primary)}',
  'html[data-theme=dark]{--ifm-color-primary:#d9a3e3}',
  ':root{--ifm-alert-color:var(--ifm-alert-base)}',
  '.alert{--ifm-alert-base:#111;color:var(--ifm-alert-color)}',
  ':root{--ifm-menu-gap:4px}',
  '.menu{--ifm-menu-gap:8px;gap:var(--ifm-menu-gap)}',
  ':root{--ifm-editor-size:2rem;--ifm-fallback:1px;--ifm-set-by-script:0}',
  '@media (min-width:997px){:root{--ifm-wide:30px}}',
  '.navbar{height:var(--ifm-navbar-height);padding:var(--ifm-padding) var(--ifm-spacing,2px)}',
  'a{color:var(--ifm-link-color)}',
  '.field{width:var(--ifm-editor-size);margin:var(--ifm-fallback,var(--other));top:var(--ifm-wide)}',
  '.bar{height:var(--ifm-set-by-script)}',
].join('');

const nothingElsewhere = {named: () => false, set: () => false};
const inlined = inlineConstantProperties(
  stylesheet,
  customPropertiesNamedIn([
    '.editor{color:var(--ifm-color-primary);width:var(--ifm-editor-size)}',
    'e.style.setProperty("--ifm-set-by-script",1)',
  ]),
);

describe('inlineConstantProperties', () => {
  it('writes out a property declared once on :root where it is read, and drops it', () => {
    expect(inlined).toContain('.navbar{height:3.75rem;padding:calc(1rem*2) 1rem}');
    expect(inlined).not.toMatch(/--ifm-(navbar-height|spacing|padding):/);
  });

  it('writes out an alias of a themed root property, which other stylesheets read, as a read of it', () => {
    expect(inlined).toContain('a{color:var(--ifm-color-primary)}');
    expect(inlined).not.toContain('--ifm-link-color');
    expect(inlined).toContain('html[data-theme=dark]{--ifm-color-primary:#d9a3e3}');
  });

  it('keeps a property whose value reads one an element below the root may set', () => {
    expect(inlined).toContain(':root{--ifm-alert-color:var(--ifm-alert-base)}');
    expect(inlined).toContain('color:var(--ifm-alert-color)');
  });

  it('keeps a property set again below the root, or under a media query', () => {
    expect(inlined).toContain(':root{--ifm-menu-gap:4px}');
    expect(inlined).toContain('gap:var(--ifm-menu-gap)');
    expect(inlined).toContain('{:root{--ifm-wide:30px}}');
    expect(inlined).toContain('top:var(--ifm-wide)');
  });

  it('keeps a property named elsewhere, which markup or a script may read or set', () => {
    expect(inlined).toContain('--ifm-editor-size:2rem');
    expect(inlined).toContain('width:var(--ifm-editor-size)');
    expect(inlined).toContain('height:var(--ifm-set-by-script)');
  });

  it('keeps the declaration of a property still read where it could not be written out', () => {
    expect(inlined).toContain('margin:var(--ifm-fallback,var(--other))');
    expect(inlined).toContain('--ifm-fallback:1px');
  });

  it('keeps a value written out apart from what minified CSS runs into the var()', () => {
    const minified = inlineConstantProperties(
      ':root{--w:1px;--h:1.65;--f:serif}.a{border:var(--w)solid red;font:1rem/var(--h)var(--f);padding:calc(var(--w)*2)}',
      nothingElsewhere,
    );
    expect(minified).toBe('.a{border:1px solid red;font:1rem/1.65 serif;padding:calc(1px*2)}');
  });

  it('leaves a stylesheet without custom properties as it was', () => {
    const plain = '.a{color:red}@media (width<=996px){.b{margin:0}}';
    expect(inlineConstantProperties(plain, nothingElsewhere)).toBe(plain);
  });

  it('stops on properties that read each other', () => {
    const cycle = ':root{--a:var(--b);--b:var(--a)}.x{width:var(--a)}';
    const result = inlineConstantProperties(cycle, nothingElsewhere);
    expect(result).toContain('--a:');
    expect(result).toMatch(/\.x\{width:var\(--[ab]\)\}/);
  });
});

describe('customPropertiesNamedIn', () => {
  const elsewhere = customPropertiesNamedIn([
    '<div style="--te-accent:#fff">',
    'e.style.setProperty("--wp-size",s);t={bg:"var(--bp-"+n+")"}',
    '.field{width:var(--ifm-editor-size);color:var( --ifm-color-primary)}',
  ]);

  it('tells a name only read with var() from one that may be set', () => {
    for (const name of ['--ifm-editor-size', '--ifm-color-primary']) {
      expect(elsewhere.named(name), name).toBe(true);
      expect(elsewhere.set(name), name).toBe(false);
    }
    for (const name of ['--te-accent', '--wp-size']) expect(elsewhere.set(name), name).toBe(true);
  });

  it('takes a name cut off by concatenation for its whole family, read and set', () => {
    expect(elsewhere.set('--bp-page')).toBe(true);
    expect(elsewhere.named('--ifm-navbar-height')).toBe(false);
  });
});
