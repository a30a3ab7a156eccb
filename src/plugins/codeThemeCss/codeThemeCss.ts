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
 * The code colours of each mode, scoped by the `data-theme` Docusaurus sets before the first
 * paint, so nothing is redrawn once the page runs. A later rule wins, as in Prism's themes.
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

/** What Docusaurus gets: the colours are in CSS. */
export const colourlessPrismTheme: PrismTheme = {plain: {}, styles: []};
