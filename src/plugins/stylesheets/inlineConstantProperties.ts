import postcss, {type Declaration, type Rule} from 'postcss';

// Docusaurus puts `data-theme` on `<html>` alone: a property defined only on these selectors
// has one value per page state on every element.
const rootSelector =
  /^(:root|:where\(:root\)|html|(html)?\[data-theme=(dark|light)\]|:where\(\[data-theme=(dark|light)\]\))$/;

const varRead = /var\(\s*(--[\w-]+)/g;
const propertiesRead = (text: string) => [...text.matchAll(varRead)].map(([, name = '']) => name);

/** A `var()` whose fallback, if any, holds no parentheses. */
const simpleVar = /var\(\s*(--[\w-]+)\s*(?:,[^()]*)?\)/g;

/** Where else custom properties are named: markup, scripts and other stylesheets. */
export interface NamedElsewhere {
  named: (name: string) => boolean;
  /** Named other than as a `var()` read, so possibly set on any element. */
  set: (name: string) => boolean;
}

/** A name cut off by concatenation (`"--bp-" + part`) names its whole family, read and set. */
export function customPropertiesNamedIn(texts: readonly string[]): NamedElsewhere {
  const read = new Set<string>();
  const set = new Set<string>();
  for (const text of texts)
    for (const {0: name, index} of text.matchAll(/--[a-zA-Z][\w-]*/g))
      (/var\(\s*$/.test(text.slice(Math.max(0, index - 8), index)) ? read : set).add(name);
  const family = (names: Set<string>) => {
    const prefixes = [...names].filter((name) => name.endsWith('-'));
    return (name: string) => names.has(name) || prefixes.some((prefix) => name.startsWith(prefix));
  };
  const isSet = family(new Set([...set, ...[...read].filter((name) => name.endsWith('-'))]));
  const isRead = family(read);
  return {named: (name) => isRead(name) || isSet(name), set: isSet};
}

const ruleOf = (declaration: Declaration) =>
  declaration.parent?.type === 'rule' ? (declaration.parent as Rule) : undefined;

/**
 * Each custom property that holds one value everywhere written out where it is read, and its
 * declaration dropped: Infima declares two hundred on `:root` and reads each once or twice. It
 * qualifies when declared once, in a top-level `:root` rule, named by nothing else, and reading
 * only properties declared on the root element alone and set nowhere else.
 */
export function inlineConstantProperties(css: string, elsewhere: NamedElsewhere): string {
  const root = postcss.parse(css);
  const declarations = new Map<string, Declaration[]>();
  root.walkDecls(/^--/, (declaration) => {
    declarations.set(declaration.prop, [
      ...(declarations.get(declaration.prop) ?? []),
      declaration,
    ]);
  });
  const onRootOnly = (name: string) =>
    !elsewhere.set(name) &&
    (declarations.get(name) ?? []).every((d) =>
      (ruleOf(d)?.selectors ?? ['']).every((selector) => rootSelector.test(selector)),
    );

  const constants = new Map<string, string>();
  for (const [name, [declaration, ...others]] of declarations) {
    const rule = declaration && ruleOf(declaration);
    if (!declaration || others.length > 0 || declaration.important) continue;
    if (rule?.selector !== ':root' || rule.parent?.type !== 'root' || elsewhere.named(name))
      continue;
    const reads = propertiesRead(declaration.value);
    if (reads.every((read) => read !== name && onRootOnly(read)))
      constants.set(name, declaration.value);
  }

  const writtenOut = (value: string, depth = 0): string =>
    depth > constants.size
      ? value
      : value.replace(simpleVar, (read, name: string, at: number) => {
          const constant = constants.get(name);
          if (constant === undefined) return read;
          // Minified CSS runs a var() into what follows (`var(--w)solid`): the value written
          // out in its place must not run into it (`1pxsolid` is one unknown unit).
          const next = value[at + read.length] ?? '';
          return writtenOut(constant.trim(), depth + 1) + (/[\w.%#-]/.test(next) ? ' ' : '');
        });
  root.walkDecls((declaration) => {
    if (declaration.value.includes('var(')) declaration.value = writtenOut(declaration.value);
  });

  const stillRead = new Set(propertiesRead(root.toString()));
  for (const [name] of constants) {
    if (stillRead.has(name)) continue;
    for (const declaration of declarations.get(name) ?? []) {
      const rule = ruleOf(declaration);
      declaration.remove();
      if (rule && rule.nodes.length === 0) rule.remove();
    }
  }
  return root.toString();
}
