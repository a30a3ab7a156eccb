/**
 * The token kinds the code themes colour (src/config/codeThemes.ts, both modes; a unit test keeps
 * the two lists equal). Punctuation and operators are not among them: both themes gave them the
 * plain colour.
 */
export const styledTokenTypes: ReadonlySet<string> = new Set(
  `comment prolog doctype cdata keyword atrule important rule string char attr-value regex url
  number boolean constant symbol function class-name selector tag builtin attr-name property
  variable parameter inserted deleted italic bold`.split(/\s+/),
);

/** Whether a token needs its own element: some theme colours one of its kinds. */
export const isStyled = (types: readonly string[]): boolean =>
  types.some((type) => styledTokenTypes.has(type));
