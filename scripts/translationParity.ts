import matter from 'gray-matter';
import {partialImports} from '../src/lib/mdxPartials';

/** What must be the same in a page and its translation. */
export interface PageShape {
  frontMatterKeys: string[];
  slug: unknown;
  /** `h2#id`, `h3#id` in order; a heading without an explicit id is `h2#?`. */
  headings: string[];
  /** The site's global MDX components in order of use, with their props as written. */
  components: string[];
  codeLanguages: string[];
}

export function pageShape(source: string, componentNames: readonly string[]): PageShape {
  // A page's MDX partials count as components: a twin shows them in the same places.
  const partials = partialImports(source);
  const tracked = [...componentNames, ...partials.map((partial) => partial.name)];
  const componentTag =
    tracked.length > 0 ? new RegExp(`<(${tracked.join('|')})(?=[\\s/>])([^>]*?)\\/?>`, 'g') : null;
  const {data, content} = matter(source);
  const headings: string[] = [];
  const components: string[] = partials.map(
    (partial) => `import ${partial.name} from ${partial.specifier}`,
  );
  const codeLanguages: string[] = [];
  const prose: string[] = [];
  let fence: string | null = null;
  for (const line of content.split('\n')) {
    const fenceMatch = /^(`{3,}|~{3,})\s*([\w-]*)/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (fence === null) {
        fence = marker;
        codeLanguages.push(fenceMatch[2] || 'text');
      } else if (line.trim() === fence) {
        fence = null;
      }
      continue;
    }
    if (fence !== null) continue;
    const heading = /^(#{1,6})\s+(.*?)\s*$/.exec(line);
    if (heading) {
      const id = /\{#([\w-]+)\}$/.exec(heading[2]!)?.[1] ?? '?';
      headings.push(`h${heading[1]!.length}#${id}`);
    }
    prose.push(line);
  }
  // Opening tags may span lines, so components are read from the prose as a whole.
  for (const match of componentTag ? prose.join('\n').matchAll(componentTag) : []) {
    components.push([match[1]!, ...comparableProps(match[2]!)].join(' '));
  }
  return {
    frontMatterKeys: Object.keys(data).sort(),
    slug: data.slug,
    headings,
    components,
    codeLanguages,
  };
}

/** All but `label`, the one prop written in the reader's language (a tab's title). */
function comparableProps(attributes: string): string[] {
  return [...attributes.matchAll(/([\w-]+)(?:=("[^"]*"|'[^']*'|\{[^}]*\}))?/g)]
    .filter((match) => match[1] !== 'label')
    .map((match) => match[0].replace(/\s+/g, ' '));
}

/** Differences between an English page and its French twin, as readable sentences. */
export function compareShapes(english: PageShape, french: PageShape): string[] {
  const problems: string[] = [];
  const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
  if (!same(english.frontMatterKeys, french.frontMatterKeys)) {
    problems.push(
      `front matter keys differ: ${english.frontMatterKeys} vs ${french.frontMatterKeys}`,
    );
  }
  if (english.slug !== french.slug)
    problems.push(`slug differs: ${english.slug} vs ${french.slug}`);
  if (!same(english.headings, french.headings)) {
    problems.push(
      `headings differ:\n    en ${english.headings.join(' ')}\n    fr ${french.headings.join(' ')}`,
    );
  }
  const missingIds = english.headings.filter((h) => h.endsWith('#?'));
  if (missingIds.length > 0)
    problems.push(`headings without an explicit {#id}: ${missingIds.length}`);
  if (!same(english.components, french.components)) {
    problems.push(`components differ: ${english.components} vs ${french.components}`);
  }
  if (!same(english.codeLanguages, french.codeLanguages)) {
    problems.push(`code blocks differ: ${english.codeLanguages} vs ${french.codeLanguages}`);
  }
  return problems;
}

type Messages = Readonly<Record<string, {message: string}>>;

/** Theme strings the French site would show in English: missing, empty or left as they were. */
export function untranslatedMessages(
  english: Messages,
  french: Messages,
  sameInBothLanguages: ReadonlySet<string>,
): string[] {
  return Object.entries(english)
    .filter(([key, {message}]) => {
      const translated = french[key]?.message;
      if (translated === undefined || translated.trim() === '') return true;
      return translated === message && !sameInBothLanguages.has(message);
    })
    .map(([key]) => key);
}
