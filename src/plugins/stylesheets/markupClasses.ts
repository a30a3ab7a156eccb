/** Every class a page's markup names, in order, with repeats (minified HTML may leave quotes out). */
export const markupClasses = (html: string): string[] =>
  [...html.matchAll(/\sclass="?([^">]+)/g)].flatMap(([, names = '']) => names.split(/\s+/));
