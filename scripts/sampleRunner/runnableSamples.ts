/**
 * Which of the docs' code blocks the sample runner executes, and how: each block that calls
 * siteverify or is a page with the widget says so in its meta string (./README.md lists `run=`,
 * `entry=`, `project=`, `partial=` and `after=`), so no sample slips through unrun. An `entry` is
 * called as `name(token, remoteip)` (a retrier's as `name(body)`); a shell script takes the token
 * as $1 or $TOKEN and the visitor's IP as $2 or $VISITOR_IP. `stand-in="django|rails"` loads the
 * smallest stand-in of that framework first (./standIns/). A block in a runnable language that
 * posts to siteverify with none of these fails the runner, naming its page and line.
 */
import {
  extractCodeSamples,
  metaAttribute,
  type CodeSample,
} from '../codeSamples/extractCodeSamples';
import {whereInSources} from '../../src/lib/mdxPartials';
import {docsPages, pageWithPartials} from './docsPages';

export type RuntimeName = 'shell' | 'node' | 'python' | 'php' | 'ruby' | 'go' | 'java' | 'chromium';
type RunKind =
  | 'program'
  | 'verifier'
  | 'assessor'
  | 'retrier'
  | 'page'
  | 'deploy-check'
  | 'secret-check'
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

const parsedOnly = (why: string) => `${why}, parsed with tree-sitter only`;
/** Languages whose toolchain this project does not install: their samples stay parsed only. */
const parsedOnlyLanguages: Readonly<Record<string, string>> = {
  csharp: parsedOnly('C#: no .NET SDK in Debian'),
  cs: parsedOnly('C#: no .NET SDK in Debian'),
  kotlin: parsedOnly('Kotlin: no Kotlin compiler in Debian'),
  kt: parsedOnly('Kotlin: no Kotlin compiler in Debian'),
  swift: parsedOnly('Swift: no Swift toolchain on Linux here'),
  dart: parsedOnly('Dart: no Dart SDK in Debian'),
};

/** Shell scripts a deploy job runs on the folders it ships: /testing's and /go-live's checks. */
const deployChecks: ReadonlySet<string> = new Set(['deploy-check', 'secret-check']);

/** Blocks that show an exchange, an output or a change, never a program. */
const notPrograms: ReadonlySet<string> = new Set('text txt http diff json mermaid'.split(' '));

const runKinds: ReadonlySet<string> = new Set(
  'program verifier assessor retrier page deploy-check secret-check'.split(' '),
);

function callsSiteverify(code: string): boolean {
  return code.includes('api.bramble.example/siteverify') || code.includes('SITEVERIFY');
}

const languageNames: Readonly<Record<string, string>> = {
  ts: 'TypeScript',
  typescript: 'TypeScript',
  js: 'JavaScript',
  javascript: 'JavaScript',
};

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
function browserTestReason(language: string, code: string): string | undefined {
  if (!languageNames[language]) return undefined;
  if (/\bcy\.(visit|get|contains)\(/.test(code))
    return "a Cypress test: parsed only, since Cypress's npm package downloads its own binary when installed, which this machine cannot do";
  if (code.includes("from '@playwright/test'"))
    return /\bdefineConfig\(/.test(code)
      ? "a Playwright configuration for the reader's application: parsed only"
      : "a Playwright test of the reader's application (its /signup page and server, which the docs do not ship): parsed only";
  return undefined;
}

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
    const {language, code, meta, partial} = block;
    const where = whereOf(block.line);
    const run = metaAttribute(meta, 'run');
    const runtime = runtimeOfLanguage[language];
    const entry = metaAttribute(meta, 'entry') ?? '';
    const skip = (reason: string) => inventory.skipped.push({where, language, reason});
    const problem = (text: string) => inventory.problems.push(`${where}${text}`);
    const runnable = (kind: RunKind, runtime: RuntimeName) =>
      inventory.runnable.push({
        where,
        page,
        runtime,
        kind,
        entry,
        code,
        title: metaAttribute(meta, 'title') ?? '',
        standIn: metaAttribute(meta, 'stand-in') ?? '',
      });
    const browserTest = browserTestReason(language, code);
    if (parsedOnlyLanguages[language]) skip(parsedOnlyLanguages[language]);
    else if (isFrameworkComponent(language, code) && partial === undefined)
      skip(frameworkComponentReason);
    else if (run === 'playwright' || run === 'cypress') {
      // The languages a spec may be written in, as the runner loads each kind.
      const written = run === 'playwright' ? 'TypeScript' : 'JavaScript';
      if (written === languageNames[language]) runnable(run, 'chromium');
      else problem(`: run="${run}" is for ${written} specs`);
    } else if (browserTest) skip(browserTest);
    // A recipe's blocks run together as its project (./projectSamples.ts); text and diffs are not programs.
    else if (
      !(deployChecks.has(run ?? '') || callsSiteverify(code) || isWidgetPage(language, code)) ||
      metaAttribute(meta, 'project') ||
      notPrograms.has(language)
    )
      continue;
    else if (partial !== undefined) skip(`fragment: ${partial}`);
    else if (!runtime)
      problem(
        `: ${language || 'a block without a language'} calls siteverify, and the runner cannot run it`,
      );
    else if (run === undefined || !runKinds.has(run))
      problem(
        runtime === 'chromium'
          ? ` is a page with the widget: give it run="page" or partial="why"`
          : ` (${language}) calls siteverify: give it run="program", run="verifier" entry="…", run="assessor" entry="…" or partial="why"`,
      );
    else if (deployChecks.has(run) && runtime !== 'shell')
      problem(`: run="${run}" is for shell scripts`);
    else if (!['program', 'page', ...deployChecks].includes(run) && runtime !== 'shell' && !entry)
      problem(`: run="${run}" needs entry="the function to call"`);
    else runnable(run as RunKind, runtime);
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
