import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {contrastRatio, minimumTextContrast} from '@site/src/lib/contrast';
import {darkCodeTheme, lightCodeTheme} from './codeThemes';

/** Every colour a theme draws text in, with the background it is drawn on. */
function textColours(theme: PrismTheme): {types: string; color: string; background: string}[] {
  const background = theme.plain.backgroundColor!;
  return [
    {types: 'plain', color: theme.plain.color!, background},
    ...theme.styles
      .filter(({style}) => style.color !== undefined)
      .map(({types, style}) => ({
        types: types.join(' '),
        color: style.color!,
        background: style.backgroundColor ?? background,
      })),
  ];
}

// The browser suite leaves code tokens out of axe (hundreds of spans per page); this checks
// every token colour of both code themes once, against the background it is drawn on.
describe.each([
  {mode: 'light', theme: lightCodeTheme},
  {mode: 'dark', theme: darkCodeTheme},
])('$mode code theme', ({theme}) => {
  it.each(textColours(theme))(
    '$types ($color on $background) meets WCAG AA',
    ({color, background}) => {
      // Code is never large text, so the normal-text minimum applies.
      expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(minimumTextContrast);
    },
  );

  it('gives every token kind a colour or a font style', () => {
    expect(theme.styles.length).toBeGreaterThan(8);
    for (const {style} of theme.styles) expect(Object.keys(style).length).toBeGreaterThan(0);
  });
});
