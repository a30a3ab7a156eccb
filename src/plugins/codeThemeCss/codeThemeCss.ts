import type {PrismTheme} from 'prism-react-renderer';

type Style = PrismTheme['plain'];

const property = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function declarations(style: Style): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${property(name)}:${String(value)}`)
    .join(';');
}

/**
 * The code colours of each colour mode as CSS, scoped by the `data-theme` attribute Docusaurus
 * sets before the first paint: the server's markup then shows the right colours in either mode,
 * and nothing has to be redrawn once the page runs. Rules follow the theme's order, so a later
 * entry wins for a token of two kinds, as in Prism's own themes.
 */
export function codeThemeCss(themes: Record<string, PrismTheme>): string {
  return Object.entries(themes)
    .flatMap(([mode, theme]) => {
      const scope = `[data-theme='${mode}']`;
      const plain: Style = {
        '--prism-color': theme.plain.color,
        '--prism-background-color': theme.plain.backgroundColor,
      } as Style;
      return [
        `${scope}{${declarations(plain)}}`,
        ...theme.styles.map(
          ({types, style}) =>
            `${scope} .token:is(${types.map((type) => `.${type}`).join(',')}){${declarations(style)}}`,
        ),
      ];
    })
    .join('\n');
}

/** A Prism theme that writes no inline colour: what Docusaurus gets, with the colours in CSS. */
export const colourlessPrismTheme: PrismTheme = {plain: {}, styles: []};
