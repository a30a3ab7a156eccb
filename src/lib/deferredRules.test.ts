import {transform} from 'lightningcss';
import postcss from 'postcss';
import {describe, expect, it} from 'vitest';
import {
  markDeferredRules,
  requiredClasses,
  selectorsMatching,
  takeDeferredRules,
  takeRulesRequiring,
} from './deferredRules';

const isState = (name: string) => ['open', 'hit'].includes(name);
const mark = (css: string) => {
  const root = postcss.parse(css);
  markDeferredRules(root, 'menu', isState);
  return root.toString();
};
// The build's CSS minifier, which must leave the marks in place.
const minified = (css: string) =>
  transform({filename: 'test.css', code: Buffer.from(css), minify: true}).code.toString();

describe('requiredClasses', () => {
  it('lists the classes of each selector of a list', () => {
    expect(requiredClasses('.a .b, .c:hover > .d.e')).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });

  it('leaves out the classes an element must lack', () => {
    expect(requiredClasses('.box:not(.open) .button')).toEqual([['box', 'button']]);
    expect(requiredClasses('html[data-theme=dark] p')).toEqual([[]]);
  });
});

describe('markDeferredRules and takeDeferredRules', () => {
  const source = `
    .menu { color: red }
    .menu.open { color: blue }
    .menu.open, .menu { margin: 0 }
    .menu:not(.open) { opacity: .5 }
    @media (max-width: 500px) { .list .hit { width: 1px } .list { width: 2px } }
  `;

  it('marks only rules whose every selector needs a state class', () => {
    const marked = mark(source);
    expect(marked.match(/@supports/g)).toHaveLength(2);
    expect(marked).toMatch(
      /@supports \(--deferred-menu:1\) \{\s*\.menu\.open \{ color: blue \}\s*\}/,
    );
    // Marking twice changes nothing.
    const again = postcss.parse(marked);
    markDeferredRules(again, 'menu', isState);
    expect(again.toString()).toBe(marked);
  });

  it('splits the marked rules out of the minified build, keeping their media queries', () => {
    const {rest, deferred} = takeDeferredRules(minified(mark(source)), 'menu');
    expect(deferred).toBe('.menu.open{color:#00f}@media (width<=500px){.list .hit{width:1px}}');
    expect(rest).toBe(
      '.menu{color:red}.menu.open,.menu{margin:0}.menu:not(.open){opacity:.5}' +
        '@media (width<=500px){.list{width:2px}}',
    );
  });

  it('drops a media query the deferred rules leave empty, and leaves other groups alone', () => {
    const css = minified(mark('@media print { .hit { color: red } } .open { color: blue }'));
    expect(css).toContain('@supports');
    expect(takeDeferredRules(css, 'menu').rest).toBe('');
    expect(takeDeferredRules(css, 'search')).toEqual({rest: css, deferred: ''});
  });
});

describe('selectorsMatching', () => {
  it('finds the selectors markup with those classes can match', () => {
    const css = '.menu .open,.menu{color:red}@media print{.list:not(.hit){margin:0}}.hit{top:0}';
    expect(selectorsMatching(css, new Set(['menu', 'list']))).toEqual(['.menu', '.list:not(.hit)']);
    expect(selectorsMatching(css, new Set(['hit']))).toEqual(['.hit']);
  });
});

describe('takeRulesRequiring', () => {
  const isPart = (name: string) => name.startsWith('toc');
  const css = [
    '.a{color:red}',
    '.toc{margin:0}',
    '.toc .link,.toc:hover{color:blue}',
    '.toc,.a .b{padding:0}',
    '@media (width<=996px){.toc{display:none}.tocMobile{display:block}.a{margin:1px}}',
    '@keyframes toc{to{opacity:0}}',
    '.b:not(.toc){color:green}',
  ].join('');
  const {rest, taken} = takeRulesRequiring(css, isPart);

  it('takes the rules whose every selector needs an accepted class, in their media queries', () => {
    expect(taken).toBe(
      '.toc{margin:0}.toc .link,.toc:hover{color:blue}' +
        '@media (width<=996px){.toc{display:none}.tocMobile{display:block}}',
    );
  });

  it('leaves the rest in place, and a rule one of whose selectors matches without the class', () => {
    expect(rest).toBe(
      '.a{color:red}.toc,.a .b{padding:0}@media (width<=996px){.a{margin:1px}}' +
        '@keyframes toc{to{opacity:0}}.b:not(.toc){color:green}',
    );
  });
});
