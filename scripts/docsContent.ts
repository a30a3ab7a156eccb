// Rules every docs page's source follows, beyond parsing.
import matter from 'gray-matter';
import {cspDirectives} from '../src/data/contentSecurityPolicy';
import {diagramText} from '../src/lib/diagramText';
import {sdks} from '../src/data/sdks';
import {serverLanguages as serverLanguageData} from '../src/data/serverLanguages';
import {extractCodeSamples} from './codeSamples/extractCodeSamples';

export const serverLanguages = serverLanguageData.map((language) => language.id);

/**
 * Tab groups and the values their tabs may take, in order; `all` when every use shows every
 * value. A group keeps its values across pages, so a choice carries to the next page.
 */
export const tabGroups: Readonly<Record<string, {values: string[]; all: boolean}>> = {
  // Verification shows all eight (see verifiesInEveryLanguage); a header or config example, fewer.
  'server-language': {values: serverLanguages, all: false},
  'client-framework': {values: ['html', 'react', 'vue', 'angular'], all: false},
  'mobile-platform': {values: sdks.map((sdk) => sdk.id), all: true},
};

export interface ProseLine {
  line: number;
  text: string;
}

export function proseLines(source: string): ProseLine[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const inCode = new Set<number>();
  for (const sample of extractCodeSamples(source, '')) {
    const last = sample.line + sample.code.split('\n').length + 1;
    for (let line = sample.line; line <= last; line++) inCode.add(line);
  }
  const bodyStart = lines.length - matter(source).content.split('\n').length;
  return lines
    .map((text, i) => ({line: i + 1, text}))
    .filter(({line}) => line > bodyStart && !inCode.has(line));
}

/** A page's facts come from `src/data` through components, not tables. */
export function handWrittenTables(source: string): number[] {
  return proseLines(source)
    .filter(({text}) => /^\s*\|.*\|\s*$/.test(text))
    .map(({line}) => line);
}

/** Each Mermaid diagram of a page, with its title and description. */
export function mermaidDiagrams(source: string): {title?: string; description?: string}[] {
  return extractCodeSamples(source, '')
    .filter((s) => s.language === 'mermaid')
    .map(({code}) => diagramText(code));
}

interface TabsUse {
  line: number;
  groupId: string | undefined;
  values: string[];
  labels: string[];
}

export function tabsUses(source: string): TabsUse[] {
  const uses: TabsUse[] = [];
  const prose = proseLines(source);
  const text = prose.map((p) => p.text).join('\n');
  const lineAt = (offset: number): number =>
    prose[text.slice(0, offset).split('\n').length - 1]!.line;
  for (const match of text.matchAll(/<Tabs\b([^>]*)>([\s\S]*?)<\/Tabs>/g)) {
    const items = [...match[2]!.matchAll(/<TabItem\b([^>]*)>/g)].map((m) => m[1]!);
    uses.push({
      line: lineAt(match.index),
      groupId: /groupId="([^"]*)"/.exec(match[1]!)?.[1],
      values: items.map((item) => /\bvalue="([^"]*)"/.exec(item)?.[1] ?? ''),
      labels: items.map((item) => /\blabel="([^"]*)"/.exec(item)?.[1] ?? ''),
    });
  }
  return uses;
}

export function tabsProblems(source: string): string[] {
  return tabsUses(source).flatMap(({line, groupId, values, labels}) => {
    if (!groupId) return [`line ${line}: <Tabs> without a groupId does not follow the reader`];
    const group = tabGroups[groupId];
    if (!group) return [`line ${line}: unknown tab group "${groupId}"`];
    const expected = group.all ? group.values : group.values.filter((v) => values.includes(v));
    const problems =
      values.join() === expected.join()
        ? []
        : [`line ${line}: ${groupId} tabs are [${values}], expected [${expected}]`];
    if (groupId === 'server-language') {
      const named = values.map((v) => serverLanguageData.find((l) => l.id === v)?.label ?? v);
      if (labels.join() !== named.join())
        problems.push(`line ${line}: server-language labels are [${labels}], expected [${named}]`);
    }
    return problems;
  });
}

export function verifiesInEveryLanguage(source: string): boolean {
  return tabsUses(source).some(
    ({groupId, values}) =>
      groupId === 'server-language' && values.join() === serverLanguages.join(),
  );
}

export interface FaqQuestion {
  line: number;
  question: string;
  links: string[];
}

/** The questions of a FAQ page (its h3 headings) and the site paths each answer links to. */
export function faqQuestions(source: string): FaqQuestion[] {
  const questions: FaqQuestion[] = [];
  for (const {line, text} of proseLines(source)) {
    const heading = /^(#{2,6})\s+(.*?)(?:\s*\{#[\w-]+\})?\s*$/.exec(text);
    if (heading) {
      if (heading[1] === '###') questions.push({line, question: heading[2]!, links: []});
      else questions.push({line, question: '', links: []}); // a section heading ends an answer
      continue;
    }
    const current = questions.at(-1);
    for (const link of text.matchAll(/\]\((\/[^)\s]*)\)/g)) current?.links.push(link[1]!);
  }
  return questions.filter((q) => q.question !== '');
}

function directiveValue(directive: string): RegExp {
  return new RegExp(String.raw`\b${directive}\s(?:[^;"'\x60\n]|'[^'\n]*')*`, 'g');
}

/** Samples that write a CSP for Bramble's hosts without a source the data names for it. */
export function cspSampleProblems(source: string): string[] {
  return extractCodeSamples(source, '')
    .filter((sample) => sample.code.includes('bramble.example'))
    .flatMap((sample) =>
      cspDirectives.flatMap(({directive, source: allowed}) =>
        [...sample.code.matchAll(directiveValue(directive))]
          .filter((value) => !value[0].split(/\s+/).includes(allowed))
          .map((value) => `line ${sample.line}: "${value[0].trim()}" lacks ${allowed}`),
      ),
    );
}

export function statedLanguageCounts(source: string): number[] {
  return proseLines(source).flatMap(({text}) =>
    [...text.matchAll(/(\d+)\s(?:languages|langues)\b/g)].map((m) => Number(m[1])),
  );
}

export function statedVersions(source: string): string[] {
  return [...matter(source).content.matchAll(/\b\d+\.\d+\.\d+\b/g)].map((m) => m[0]);
}

/** The prose of each `##` section of a page, by heading id. */
export function sectionsById(source: string): Map<string, string> {
  const sections = new Map<string, string>();
  let current: string | undefined;
  for (const {text} of proseLines(source)) {
    const heading = /^##\s.*\{#([\w-]+)\}\s*$/.exec(text);
    if (heading) current = heading[1]!;
    else if (/^##\s/.test(text)) current = undefined;
    else if (current) sections.set(current, `${sections.get(current) ?? ''}${text}\n`);
  }
  return sections;
}

/** Strings shaped like a Bramble test key or token, loosely enough that a mistyped one matches. */
const testKeyShape =
  /(?<![\w-])(?:[1-9]0{5,9}-(?:0{4}|a{4})-4000-8000-0{8,13}[0-9a-f]{1,3}|0x[1-9]0{34,42}[0-9a-f])(?![\w-])/gi;

export interface Located {
  line: number;
  value: string;
}

export function testKeyLiteralsInCode(source: string): Located[] {
  return extractCodeSamples(source, '').flatMap((sample) =>
    sample.code.split('\n').flatMap((text, index) =>
      [...text.matchAll(testKeyShape)].map((match) => ({
        line: sample.line + 1 + index,
        value: match[0],
      })),
    ),
  );
}

// A page shows them with `<TestKey name=… />`.
export function testKeyLiteralsInProse(source: string): Located[] {
  return proseLines(source).flatMap(({line, text}) =>
    [...text.matchAll(testKeyShape)].map((match) => ({line, value: match[0]})),
  );
}

export function headingIds(source: string): string[] {
  return proseLines(source).flatMap(({text}) => {
    const heading = /^#{2,6}\s.*\{#([\w-]+)\}\s*$/.exec(text);
    return heading ? [heading[1]!] : [];
  });
}
