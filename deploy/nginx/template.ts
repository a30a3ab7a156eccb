/** Fills `{{NAME}}` placeholders; a config with a hole in it must never reach nginx. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  const used = new Set<string>();
  const filled = template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The template needs a value for {{${name}}}`);
    used.add(name);
    return value;
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`The template has no {{${unused.join('}}, {{')}}}`);
  return filled;
}

/**
 * A value as one nginx argument, in the quotes it does not hold. nginx has no escape for `$`: a
 * value holding one (or both quotes, a backslash or a line break) is refused.
 */
export function nginxString(value: string): string {
  const quote = value.includes('"') ? "'" : '"';
  if (value.includes(quote) || /[\\$\n\r]/.test(value))
    throw new Error(`Cannot put ${JSON.stringify(value)} in an nginx string`);
  return `${quote}${value}${quote}`;
}
