/**
 * The code sample check (`npm run samples:check`): every fenced code block of the docs pages, in
 * every locale, parsed by its language's real toolchain (./languageCheckers.ts), nginx in a
 * wrapper (./checkers/nginx.ts), a `partial="why"` block also in its checker's `fragments`
 * wrappers, lightest first (./extractCodeSamples.ts says how blocks are read).
 */
import fs from 'node:fs';
import path from 'node:path';
import {locales} from '../../src/config/site';
import {extractCodeSamples, type CodeSample} from './extractCodeSamples';
import type {LanguageChecker, SyntaxIssue, Wrapper} from './languageChecker';
import {languageCheckers, plainTextLanguages} from './languageCheckers';

export interface CodeSampleProblem {
  file: string;
  /** The page line of the error when the tool names one, else the fence's line. */
  line: number;
  language: string;
  message: string;
}

export function formatProblem(problem: CodeSampleProblem): string {
  return `${problem.file}:${problem.line} (${problem.language || 'no language'}): ${problem.message}`;
}

interface Failure {
  wrapper: Wrapper;
  issue: SyntaxIssue;
  /** The error's line within the sample (1-based), if the tool named one. */
  sampleLine: number | undefined;
}

function lineInSample(
  sample: CodeSample,
  wrapper: Wrapper,
  issue: SyntaxIssue,
): number | undefined {
  if (issue.line === undefined) return undefined;
  const lines = sample.code.split('\n').length;
  // An error in the wrapper's own lines (an unclosed brace found at its end) is the sample's.
  return Math.min(Math.max(issue.line - wrapper.linesBefore, 1), lines);
}

/**
 * Of the forms a sample failed in, the one whose error comes latest in the
 * sample: that form got furthest, so its error is the most telling. On a tie
 * the heavier form wins (for nginx, the `http` block over a whole nginx.conf).
 */
function mostTellingFailure(failures: readonly Failure[]): Failure {
  return failures.reduce((best, failure) =>
    (failure.sampleLine ?? 0) >= (best.sampleLine ?? 0) ? failure : best,
  );
}

/**
 * Checks the samples of one checker: all samples in their first form with
 * one batch, those that failed and have another form in a second batch, and
 * so on.
 */
async function checkWithChecker(
  checker: LanguageChecker,
  samples: readonly CodeSample[],
): Promise<CodeSampleProblem[]> {
  const attempts = samples.map((sample) => ({
    sample,
    forms: [...checker.complete, ...(sample.partial === undefined ? [] : checker.fragments)],
    failures: [] as Failure[],
    passed: false,
  }));
  let round = 0;
  let open = attempts;
  while (open.length > 0) {
    const forms = open.map((attempt) => attempt.forms[round]!);
    const results = await checker.check(
      open.map((attempt, i) => forms[i]!.wrap(attempt.sample.code)),
    );
    open.forEach((attempt, i) => {
      const issue = results[i]![0];
      if (issue === undefined) attempt.passed = true;
      else {
        const wrapper = forms[i]!;
        attempt.failures.push({
          wrapper,
          issue,
          sampleLine: lineInSample(attempt.sample, wrapper, issue),
        });
      }
    });
    round++;
    open = open.filter((attempt) => !attempt.passed && round < attempt.forms.length);
  }
  return attempts
    .filter((attempt) => !attempt.passed)
    .map(({sample, forms, failures}) => {
      const failure = mostTellingFailure(failures);
      const tried =
        forms.length > 1
          ? ` (as ${failure.wrapper.name}; tried ${forms.map((f) => f.name).join(', ')})`
          : '';
      return {
        file: sample.file,
        line: sample.line + (failure.sampleLine ?? 0),
        language: sample.language,
        message: `${failure.issue.message}${tried}`,
      };
    });
}

/** The problems of samples that cannot reach a checker, and which sample goes to which checker. */
function sortSamples(samples: readonly CodeSample[]): {
  problems: CodeSampleProblem[];
  byChecker: Map<LanguageChecker, CodeSample[]>;
} {
  const problems: CodeSampleProblem[] = [];
  const byChecker = new Map<LanguageChecker, CodeSample[]>();
  for (const sample of samples) {
    const problem = (message: string): void => {
      problems.push({file: sample.file, line: sample.line, language: sample.language, message});
    };
    if (!sample.closed) {
      problem('the code block is never closed');
      continue;
    }
    if (sample.partial === '') {
      problem('partial needs a reason: partial="what the sample leaves out"');
    }
    if (sample.language === '') {
      problem('code block without a language: name it, or write ```text for plain text');
      continue;
    }
    if (plainTextLanguages.has(sample.language)) continue;
    const checker = languageCheckers.get(sample.language);
    if (!checker) {
      problem(
        `no checker for language ${sample.language} (add one in scripts/codeSamples/, or use a known name)`,
      );
      continue;
    }
    byChecker.set(checker, [...(byChecker.get(checker) ?? []), sample]);
  }
  return {problems, byChecker};
}

/** Every problem of the samples, by file and line. */
export async function checkCodeSamples(
  samples: readonly CodeSample[],
): Promise<CodeSampleProblem[]> {
  const {problems, byChecker} = sortSamples(samples);
  const checked = await Promise.all(
    [...byChecker].map(([checker, group]) =>
      checkWithChecker(checker, group).catch((error: unknown) =>
        // A tool that cannot run fails every sample it would have checked.
        group.map((sample) => ({
          file: sample.file,
          line: sample.line,
          language: sample.language,
          message: `could not be checked: ${error instanceof Error ? error.message : String(error)}`,
        })),
      ),
    ),
  );
  return [...problems, ...checked.flat()].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line,
  );
}

/** The docs pages of every locale, relative to the site folder. */
function docsPages(siteDir: string): string[] {
  return locales.flatMap((locale) =>
    fs
      .readdirSync(path.join(siteDir, locale.docsDir), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .sort()
      .map((file) => path.posix.join(locale.docsDir, file.split(path.sep).join('/'))),
  );
}

/** The code samples of every docs page of the site. */
export function siteCodeSamples(siteDir: string): CodeSample[] {
  return docsPages(siteDir).flatMap((file) =>
    extractCodeSamples(fs.readFileSync(path.join(siteDir, file), 'utf8'), file),
  );
}

export function findCodeSampleProblems(siteDir: string): Promise<CodeSampleProblem[]> {
  return checkCodeSamples(siteCodeSamples(siteDir));
}
