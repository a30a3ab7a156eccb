/**
 * Which of the docs' code blocks the sample runner executes, and how.
 *
 * A block that calls siteverify says what it is in its meta string, so the
 * runner needs no guessing and a new sample cannot slip through unrun:
 *   run="program"                 a whole program: run as written (its keys and hosts substituted)
 *   run="verifier" entry="name"   defines `name(token, remoteip)`, true only for a verified token
 *   run="assessor" entry="name"   defines `name(token, remoteip)`, a decision for an Enterprise score
 *   run="retrier" entry="name"    (JavaScript) defines `name(body)`: siteverify with retries, the answer or a throw
 *   run="page"                    (HTML) a whole page with the widget: loaded in Chromium, passed and submitted
 *   run="deploy-check"            (shell) a deploy check: run on folders with and without a test key
 *                                 (./runDeployCheck.ts); any block with it is taken, siteverify or not
 *   run="playwright"              (TypeScript) a Playwright spec of a signup form: its tests run with the
 *                                 sample run's Chromium against a stand-in application (./runPlaywrightSample.ts)
 *   run="cypress"                 (JavaScript) a Cypress spec of the same form: played with a Cypress
 *                                 stand-in in that Chromium against that application (./runCypressSample.ts)
 *   stand-in="django|rails"       loads the smallest stand-in of that framework first (./standIns/)
 * A shell script takes the token as $1 or $TOKEN and the visitor's IP as $2 or $VISITOR_IP: no entry.
 *   project="express"             a file of a framework recipe, run with the others as a server
 *   partial="why"                 a fragment, shown to the reader as a caption; not run
 *   after="html|python|js|…"      (a diff) runs the diff's new side, as that language, with the
 *                                 run= above: a migration's diff is then the code it leaves
 * A block in a runnable language that posts to siteverify with none of these
 * fails the runner, naming its page and line.
 */
import {
  extractCodeSamples,
  metaAttribute,
  type CodeSample,
} from '../codeSamples/extractCodeSamples';
import {whereInSources} from '../../src/lib/mdxPartials';
import {docsPages, pageWithPartials} from './docsPages';

export type RuntimeName = 'shell' | 'node' | 'python' | 'php' | 'ruby' | 'go' | 'java' | 'chromium';
export type RunKind =
  | 'program'
  | 'verifier'
  | 'assessor'
  | 'retrier'
  | 'page'
  | 'deploy-check'
  | 'playwright'
  | 'cypress';

export interface RunnableSample {
  /** `api.mdx:148`: where a reader finds it. */
  where: string;
  page: string;
  runtime: RuntimeName;
  kind: RunKind;
  /** The function the harness calls; '' for a program. */
  entry: string;
  /** The block's `title`, the file name the sample is saved under ('' without one). */
  title: string;
  /** `stand-in="django"`: the framework stand-in loaded before the sample (./standIns/). */
  standIn: string;
  code: string;
}

export interface SkippedSample {
  where: string;
  language: string;
  reason: string;
}

export interface SampleInventory {
  runnable: RunnableSample[];
  skipped: SkippedSample[];
  /** Blocks that call siteverify but cannot be run: each one a failure of the runner. */
  problems: string[];
}

const runtimeOfLanguage: Readonly<Record<string, RuntimeName>> = {
  bash: 'shell',
  sh: 'shell',
  shell: 'shell',
  js: 'node',
  javascript: 'node',
  python: 'python',
  py: 'python',
  php: 'php',
  ruby: 'ruby',
  rb: 'ruby',
  go: 'go',
  java: 'java',
  html: 'chromium',
};

/** Languages whose toolchain this project does not install: their samples stay parsed only. */
export const parsedOnlyLanguages: Readonly<Record<string, string>> = {
  csharp: 'C#: no .NET SDK in Debian, parsed with tree-sitter only',
  cs: 'C#: no .NET SDK in Debian, parsed with tree-sitter only',
  kotlin: 'Kotlin: no Kotlin compiler in Debian, parsed with tree-sitter only',
  kt: 'Kotlin: no Kotlin compiler in Debian, parsed with tree-sitter only',
  swift: 'Swift: no Swift toolchain on Linux here, parsed with tree-sitter only',
  dart: 'Dart: no Dart SDK in Debian, parsed with tree-sitter only',
};

/** Blocks that show an exchange, an output or a change, never a program. */
const notPrograms: ReadonlySet<string> = new Set([
  'text',
  'txt',
  'http',
  'diff',
  'json',
  'mermaid',
]);

const runKinds: ReadonlySet<string> = new Set<RunKind>([
  'program',
  'verifier',
  'assessor',
  'retrier',
  'page',
  'deploy-check',
]);

function callsSiteverify(code: string): boolean {
  return code.includes('api.bramble.example/siteverify') || code.includes('SITEVERIFY');
}

/** A React, Vue or Angular component that drives the widget. */
function isFrameworkComponent(language: string, code: string): boolean {
  return (
    ['jsx', 'tsx', 'vue', 'ts', 'typescript'].includes(language) &&
    /\bbramble\.(render|execute|reset)\(/.test(code)
  );
}

const frameworkComponentReason =
  'a framework component: parsed only, since building it needs React, Vue or Angular and their build tools, which this project does not install';

/**
 * A browser test of the reader's own application (Playwright or Cypress): it drives pages and a
 * server the docs do not ship, so it is parsed only; the summary names it with this reason.
 */
export function browserTestReason(language: string, code: string): string | undefined {
  if (!['js', 'javascript', 'ts', 'typescript'].includes(language)) return undefined;
  if (/\bcy\.(visit|get|contains)\(/.test(code))
    return "a Cypress test: parsed only, since Cypress's npm package downloads its own binary when installed, which this machine cannot do";
  if (code.includes("from '@playwright/test'"))
    return /\bdefineConfig\(/.test(code)
      ? "a Playwright configuration for the reader's application: parsed only"
      : "a Playwright test of the reader's application (its /signup page and server, which the docs do not ship): parsed only";
  return undefined;
}

/** The languages a browser spec of the docs may be written in, as the runner loads each kind. */
const browserSpecLanguages: Record<
  'playwright' | 'cypress',
  {languages: readonly string[]; written: string}
> = {
  playwright: {languages: ['ts', 'typescript'], written: 'TypeScript'},
  cypress: {languages: ['js', 'javascript'], written: 'JavaScript'},
};

/** A whole page that loads the widget script: the runner loads it in Chromium. */
function isWidgetPage(language: string, code: string): boolean {
  return (
    language === 'html' && code.includes('js.bramble.example/1/api.js') && /<html[\s>]/i.test(code)
  );
}

/**
 * The code a diff leaves (its context and added lines, without their marker), for a diff that says
 * which language that is (`after="python"`); any other block as it is.
 */
export function afterDiff(block: CodeSample): CodeSample {
  const after = metaAttribute(block.meta, 'after');
  if (block.language !== 'diff' || after === undefined) return block;
  const code = block.code
    .split('\n')
    .filter((line) => !line.startsWith('-'))
    .map((line) => line.slice(1))
    .join('\n');
  return {...block, language: after, code};
}

/**
 * Sorts the blocks of one page (source text) into runnable, skipped and problems. `whereOf` names
 * a block's line for the reader: the page's own line, or a partial's file and line.
 */
export function inventoryOfPage(
  source: string,
  page: string,
  whereOf: (line: number) => string = (line) => `${page}:${line}`,
): SampleInventory {
  const inventory: SampleInventory = {runnable: [], skipped: [], problems: []};
  for (const block of extractCodeSamples(source, page).map(afterDiff)) {
    // A recipe's blocks run together as its project (./projectSamples.ts); text and diffs are not programs.
    const parsedOnly = parsedOnlyLanguages[block.language];
    if (parsedOnly) {
      inventory.skipped.push({
        where: whereOf(block.line),
        language: block.language,
        reason: parsedOnly,
      });
      continue;
    }
    if (isFrameworkComponent(block.language, block.code) && block.partial === undefined) {
      const where = whereOf(block.line);
      inventory.skipped.push({where, language: block.language, reason: frameworkComponentReason});
      continue;
    }
    const specKind = metaAttribute(block.meta, 'run');
    if (specKind === 'playwright' || specKind === 'cypress') {
      const where = whereOf(block.line);
      const {languages, written} = browserSpecLanguages[specKind];
      if (languages.includes(block.language))
        inventory.runnable.push({
          where,
          page,
          runtime: 'chromium',
          kind: specKind,
          entry: '',
          title: metaAttribute(block.meta, 'title') ?? '',
          standIn: '',
          code: block.code,
        });
      else inventory.problems.push(`${where}: run="${specKind}" is for ${written} specs`);
      continue;
    }
    const browserTest = browserTestReason(block.language, block.code);
    if (browserTest) {
      const where = whereOf(block.line);
      inventory.skipped.push({where, language: block.language, reason: browserTest});
      continue;
    }
    const deployCheck = metaAttribute(block.meta, 'run') === 'deploy-check';
    if (!(deployCheck || callsSiteverify(block.code) || isWidgetPage(block.language, block.code)))
      continue;
    if (metaAttribute(block.meta, 'project')) continue;
    if (notPrograms.has(block.language)) continue;
    const where = whereOf(block.line);
    const run = metaAttribute(block.meta, 'run');
    const runtime = runtimeOfLanguage[block.language];
    if (block.partial !== undefined) {
      inventory.skipped.push({
        where,
        language: block.language,
        reason: `fragment: ${block.partial}`,
      });
      continue;
    }
    if (!runtime) {
      const reason = parsedOnlyLanguages[block.language];
      if (reason) inventory.skipped.push({where, language: block.language, reason});
      else
        inventory.problems.push(
          `${where}: ${block.language || 'a block without a language'} calls siteverify, and the runner cannot run it`,
        );
      continue;
    }
    if (run === undefined || !runKinds.has(run)) {
      inventory.problems.push(
        runtime === 'chromium'
          ? `${where} is a page with the widget: give it run="page" or partial="why"`
          : `${where} (${block.language}) calls siteverify: give it run="program", run="verifier" entry="…", run="assessor" entry="…" or partial="why"`,
      );
      continue;
    }
    if (run === 'deploy-check' && runtime !== 'shell') {
      inventory.problems.push(`${where}: run="deploy-check" is for shell scripts`);
      continue;
    }
    const entry = metaAttribute(block.meta, 'entry') ?? '';
    if (!['program', 'page', 'deploy-check'].includes(run) && runtime !== 'shell' && !entry) {
      inventory.problems.push(`${where}: run="${run}" needs entry="the function to call"`);
      continue;
    }
    inventory.runnable.push({
      where,
      page,
      runtime,
      kind: run as RunKind,
      entry,
      title: metaAttribute(block.meta, 'title') ?? '',
      standIn: metaAttribute(block.meta, 'stand-in') ?? '',
      code: block.code,
    });
  }
  return inventory;
}

/**
 * Every English docs page's inventory, merged, the blocks of its partials included (their `where`
 * names the partial: `_api/examples.mdx:45`; their `page` the page). The French twins hold the
 * same code (parity check).
 */
export function inventoryOfDocs(docsDir: string): SampleInventory {
  const merged: SampleInventory = {runnable: [], skipped: [], problems: []};
  for (const page of docsPages(docsDir)) {
    const inlined = pageWithPartials(docsDir, page);
    const inventory = inventoryOfPage(inlined.text, page, (line) => whereInSources(inlined, line));
    merged.runnable.push(...inventory.runnable);
    merged.skipped.push(...inventory.skipped);
    merged.problems.push(...inventory.problems);
  }
  return merged;
}
