import {describe, expect, it} from 'vitest';
import postcss from 'postcss';
import {codeThemeCss} from './codeThemeCss';

const light = {
  plain: {color: '#111111', backgroundColor: '#fafafa'},
  styles: [
    {types: ['comment', 'prolog'], style: {color: '#555555', fontStyle: 'italic' as const}},
    {types: ['class-name'], style: {color: '#6639ba'}},
  ],
};
const dark = {
  plain: {color: '#eeeeee', backgroundColor: '#161b22'},
  styles: [{types: ['comment'], style: {color: '#8b949e'}}],
};

describe('codeThemeCss', () => {
  const css = codeThemeCss({light, dark});
  const rules = postcss.parse(css).nodes.map((rule) => {
    const {selector, nodes} = rule as postcss.Rule;
    return {
      selector,
      declarations: Object.fromEntries(
        nodes.map((d) => [(d as postcss.Declaration).prop, (d as postcss.Declaration).value]),
      ),
    };
  });

  it('gives each mode its plain colours as the variables the code block reads', () => {
    expect(rules).toContainEqual({
      selector: "[data-theme='light']",
      declarations: {'--prism-color': '#111111', '--prism-background-color': '#fafafa'},
    });
    expect(rules).toContainEqual({
      selector: "[data-theme='dark']",
      declarations: {'--prism-color': '#eeeeee', '--prism-background-color': '#161b22'},
    });
  });

  it('styles every token kind of each mode, scoped to that mode, in CSS property names', () => {
    expect(rules).toContainEqual({
      selector: "[data-theme='light'] .token:is(.comment,.prolog)",
      declarations: {color: '#555555', 'font-style': 'italic'},
    });
    expect(rules).toContainEqual({
      selector: "[data-theme='light'] .token:is(.class-name)",
      declarations: {color: '#6639ba'},
    });
    expect(rules).toContainEqual({
      selector: "[data-theme='dark'] .token:is(.comment)",
      declarations: {color: '#8b949e'},
    });
    expect(rules).toHaveLength(5);
  });
});
