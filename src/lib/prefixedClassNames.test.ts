import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import {prefixedClassNames} from './prefixedClassNames';

describe('prefixedClassNames', () => {
  const styles = prefixedClassNames('te');

  it.each([
    {name: 'a plain name', input: 'toolbar', expected: 'te-toolbar'},
    {
      name: 'a camel-case name, kept as written',
      input: 'previewColumn',
      expected: 'te-previewColumn',
    },
    {name: 'a name built at run time', input: `box-${'hover'}`, expected: 'te-box-hover'},
  ])('$name', ({input, expected}) => {
    expect(styles[input]).toBe(expected);
  });

  it('is not a thenable or a collection, so it is never mistaken for one', () => {
    expect((styles as unknown as {then?: unknown})[Symbol.iterator as never]).toBeUndefined();
  });
});

/**
 * The proxy answers any name, so a typo or a class no stylesheet defines would be silent: every
 * `styles.name` a component reads must be a class of the stylesheet its styles module imports,
 * and every class there must be read by a component.
 */
describe('class names components read, through prefixedClassNames or CSS Modules', () => {
  const files = readdirSync('src', {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file))
    .map((file) => path.join('src', file));
  const modules = files.flatMap((file) => {
    const prefix = /prefixedClassNames\('([\w-]+)'\)/.exec(readFileSync(file, 'utf8'))?.[1];
    if (!prefix || file.endsWith('prefixedClassNames.ts')) return [];
    const source = readFileSync(file, 'utf8');
    const sheets = [...source.matchAll(/import '(\.[^']+\.css)';/g)].map((m) => m[1]!);
    const classes = new Set<string>();
    for (const sheet of sheets) {
      const css = readFileSync(path.join(path.dirname(file), sheet), 'utf8');
      postcss.parse(css).walkRules((rule) => {
        for (const m of rule.selector.matchAll(/\.([\w-]+)/g)) {
          if (m[1]!.startsWith(`${prefix}-`)) classes.add(m[1]!.slice(prefix.length + 1));
        }
      });
    }
    return [{file, classes}];
  });
  // CSS Modules answer `undefined` for a class they lack: as silent, so held to the same rule.
  const cssModules = readdirSync('src', {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.module.css'))
    .map((file) => {
      const classes = new Set<string>();
      postcss.parse(readFileSync(path.join('src', file), 'utf8')).walkRules((rule) => {
        const local = rule.selector.replace(/:global\([^)]*\)/g, '');
        for (const m of local.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(m[1]!);
      });
      return {file: path.join('src', file), classes};
    });

  /** The names each component reads, as patterns (`styles[`box-${state}`]` is `box-.+`). */
  function namesRead(module: string): {file: string; name: string; pattern: RegExp}[] {
    return files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const imported = [...source.matchAll(/import (\w+) from '(\.[^']*)';/g)].find(
        (m) => path.join(path.dirname(file), m[2]!) === module.replace(/\.ts$/, ''),
      );
      if (!imported) return [];
      const code = source.replace(/^\s*\/\/.*$/gm, '');
      const uses = code.matchAll(
        new RegExp(`(?<![\\w./])${imported[1]}(?:\\.(\\w+)|\\[(['\`])(.+?)\\2\\])`, 'g'),
      );
      return [...uses].map((m) => {
        const name = m[1] ?? m[3]!;
        const pattern = name
          .split(/\$\{[^}]*\}/)
          .map((part) => part.replace(/[-]/g, '\\-'))
          .join('[\\w-]+');
        return {file, name, pattern: new RegExp(`^${pattern}$`)};
      });
    });
  }

  it.each(cssModules)('$file: every class read is defined, every class defined is read', (m) => {
    const read = namesRead(m.file);
    expect(read.length).toBeGreaterThan(0);
    const missing = read.filter(({pattern}) => ![...m.classes].some((c) => pattern.test(c)));
    expect(missing.map(({file, name}) => `${file}: ${name}`)).toEqual([]);
    const unread = [...m.classes].filter((c) => !read.some(({pattern}) => pattern.test(c)));
    expect(unread).toEqual([]);
  });

  it('finds the stylesheets', () => {
    expect(modules.map((m) => m.file).sort()).toEqual([
      'src/components/ThemeEditor/styles.ts',
      'src/components/WidgetPreview/styles.ts',
    ]);
  });

  it.each(modules)('$file: every class read is defined, every class defined is read', (m) => {
    const read = namesRead(m.file);
    expect(read.length).toBeGreaterThan(10);
    const missing = read.filter(({pattern}) => ![...m.classes].some((c) => pattern.test(c)));
    expect(missing.map(({file, name}) => `${file}: ${name}`)).toEqual([]);
    const unread = [...m.classes].filter((c) => !read.some(({pattern}) => pattern.test(c)));
    expect(unread).toEqual([]);
  });
});
