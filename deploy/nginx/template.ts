/**
 * Fills `{{NAME}}` placeholders. A placeholder without a value, or a value
 * the template does not use, is an error: a config with a hole in it must
 * never reach nginx.
 */
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
 * A value checked to be safe between the double quotes of an nginx argument.
 * Nginx has no escape for `$` there, so a value holding one (or a quote, a
 * backslash or a line break) is refused rather than quoted wrong.
 */
export function insideNginxQuotes(value: string): string {
  if (/["\\$\n\r]/.test(value)) {
    throw new Error(`Cannot put ${JSON.stringify(value)} in an nginx string`);
  }
  return value;
}

/**
 * A value checked to be safe between the single quotes of an nginx argument,
 * for one that holds double quotes (a structured header's strings). The same
 * refusals otherwise: a single quote, `$`, a backslash or a line break.
 */
export function insideNginxSingleQuotes(value: string): string {
  if (/['\\$\n\r]/.test(value)) {
    throw new Error(`Cannot put ${JSON.stringify(value)} in an nginx string`);
  }
  return value;
}
