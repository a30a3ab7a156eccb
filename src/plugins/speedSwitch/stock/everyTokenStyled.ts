// The baseline's styledTokenTypes: every code token is an element, as theme-classic draws them.
export const styledTokenTypes: ReadonlySet<string> = new Set();

export const isStyled = (): boolean => true;
