import type {PrismTheme} from 'prism-react-renderer';

/** The Prism languages beyond prism-react-renderer's defaults that the pages use (Prism 2 dropped these). */
export const additionalPrismLanguages = 'nginx ruby php bash diff json java dart csharp'.split(' ');

/*
 * Code colours that pass WCAG AA (4.5:1) on their own background, which the
 * stock Prism themes do not; codeThemes.test.ts computes the contrast of every
 * token colour below (the browser suite leaves code tokens out of axe).
 * Punctuation and operators have no rule: they are drawn in the plain colour, as text without an
 * element of their own (src/theme/CodeBlock/Line/Token).
 */

export const lightCodeTheme: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: '#57606a', fontStyle: 'italic'},
    },
    {types: ['keyword', 'atrule', 'important', 'rule'], style: {color: '#b3202b'}},
    {types: ['string', 'char', 'attr-value', 'regex', 'url'], style: {color: '#0a3069'}},
    {types: ['number', 'boolean', 'constant', 'symbol'], style: {color: '#0550ae'}},
    {types: ['function', 'class-name', 'selector'], style: {color: '#6639ba'}},
    {types: ['tag', 'builtin'], style: {color: '#116329'}},
    {types: ['attr-name', 'property', 'variable', 'parameter'], style: {color: '#953800'}},
    {types: ['inserted'], style: {color: '#116329', backgroundColor: '#dafbe1'}},
    {types: ['deleted'], style: {color: '#82071e', backgroundColor: '#ffebe9'}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
    {types: ['bold'], style: {fontWeight: 'bold'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: '#9198a1', fontStyle: 'italic'},
    },
    {types: ['keyword', 'atrule', 'important', 'rule'], style: {color: '#ff7b72'}},
    {types: ['string', 'char', 'attr-value', 'regex', 'url'], style: {color: '#a5d6ff'}},
    {types: ['number', 'boolean', 'constant', 'symbol'], style: {color: '#79c0ff'}},
    {types: ['function', 'class-name', 'selector'], style: {color: '#d2a8ff'}},
    {types: ['tag', 'builtin'], style: {color: '#7ee787'}},
    {types: ['attr-name', 'property', 'variable', 'parameter'], style: {color: '#ffa657'}},
    {types: ['inserted'], style: {color: '#aff5b4', backgroundColor: '#033a16'}},
    {types: ['deleted'], style: {color: '#ffdcd7', backgroundColor: '#67060c'}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
    {types: ['bold'], style: {fontWeight: 'bold'}},
  ],
};
