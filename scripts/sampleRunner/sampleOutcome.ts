/** What the runner reports for one sample and each of its cases. */
export interface CaseOutcome {
  name: string;
  problems: string[];
  ms: number;
}

export interface SampleOutcome {
  where: string;
  runtime: string;
  kind: string;
  cases: CaseOutcome[];
  /** Set when the sample could not even be prepared (a build that failed). */
  failure?: string;
}

/** An outcome with no case run yet; `runtime` for a sample run elsewhere than in its language (Chromium). */
export function startOutcome(
  sample: {where: string; runtime: string; kind: string},
  runtime = sample.runtime,
): SampleOutcome {
  return {where: sample.where, runtime, kind: sample.kind, cases: []};
}

/**
 * Runs the cases in order into one outcome, each giving its problems. An error a case throws (a
 * build that failed, an application that would not start) ends the sample as its failure.
 */
export async function runCases<C extends {name: string}>(
  sample: {where: string; runtime: string; kind: string},
  cases: readonly C[],
  run: (testCase: C, index: number) => Promise<string[]>,
  runtime = sample.runtime,
): Promise<SampleOutcome> {
  const outcome = startOutcome(sample, runtime);
  for (const [index, testCase] of cases.entries()) {
    const started = Date.now();
    try {
      const problems = [...new Set(await run(testCase, index))];
      outcome.cases.push({name: testCase.name, problems, ms: Date.now() - started});
    } catch (error) {
      return {...outcome, failure: errorText(error)};
    }
  }
  return outcome;
}

/** What was thrown, as the line a summary shows. */
export const errorText = (error: unknown): string =>
  String(error instanceof Error ? error.message : error);

export function failedCases(outcome: SampleOutcome): CaseOutcome[] {
  return outcome.cases.filter((testCase) => testCase.problems.length > 0);
}

export function failed(outcome: SampleOutcome): boolean {
  return outcome.failure !== undefined || failedCases(outcome).length > 0;
}

function summarizeFailure(outcome: SampleOutcome): string {
  if (outcome.failure) return outcome.failure.split('\n')[0]!.slice(0, 200);
  return failedCases(outcome)
    .map((testCase) => `${testCase.name}: ${testCase.problems.join('; ')}`)
    .join(' | ')
    .slice(0, 300);
}

/**
 * A sample run again after failing: a bug fails again; one that passes the second time is flaky,
 * which fails the stage too (a sample that passes only sometimes proves nothing).
 */
export function afterRetry(first: SampleOutcome, second: SampleOutcome): SampleOutcome {
  if (failed(second)) return second;
  const flaky = `failed, then passed when run again: the first time, ${summarizeFailure(first)}`;
  return {...second, cases: [...second.cases, {name: 'flaky', problems: [flaky], ms: 0}]};
}

/** The runtimes `BRAMBLE_SKIP_RUNTIMES` names (`dotnet,php`): the only way to leave one out. */
export function skippedRuntimes(variable = process.env.BRAMBLE_SKIP_RUNTIMES): Set<string> {
  return new Set((variable ?? '').split(',').flatMap((name) => name.trim() || []));
}

/** What a runtime this machine lacks gives: a failure naming it and what brings it, unless skipped. */
export function missingRuntime(
  runtime: string,
  why: string,
  skip: ReadonlySet<string>,
): SampleOutcome | 'skipped' {
  if (skip.has(runtime)) return 'skipped';
  return {
    where: `runtime ${runtime}`,
    runtime,
    kind: 'runtime',
    cases: [],
    failure: `${runtime} is missing: ${why}; where it cannot be installed, BRAMBLE_SKIP_RUNTIMES=${runtime} skips its samples`,
  };
}

/** How long the sample's cases took in all, in seconds. */
export function sampleSeconds(outcome: SampleOutcome): number {
  return outcome.cases.reduce((sum, testCase) => sum + testCase.ms, 0) / 1000;
}

/**
 * Lines a runtime prints when the code did not handle something: never
 * acceptable in a sample. The first ones can only come from the sample
 * itself; the stack traces below them also come from a driver's own catch
 * (and from logging calls such as Python's logger.exception), so they only
 * count for a program run on its own.
 */
const anywhere: readonly RegExp[] = [
  /PHP (Fatal error|Warning|Deprecated|Notice)|^(Fatal error|Warning|Deprecated|Notice): /m,
  /Uncaught|UnhandledPromiseRejection|unhandled 'error' event/,
  /^jq: error|^parse error:|jq: .*parse error/m,
  /^panic: /m,
  /Warning: Ignoring extra certs/,
];
const programOnly: readonly RegExp[] = [
  /^Traceback \(most recent call last\)/m,
  /^Exception in thread /m,
  // Ruby's report of an exception nobody rescued: "file:12:in `call': message (Net::ReadTimeout)".
  /:in `[^']*': .*\([A-Z][\w:]+\)$/m,
  // Node's report of an error nobody caught: the error, then its stack.
  /^\w*(Error|Exception)\b.*\n\s+at /m,
];

export function crashIn(output: string, {driven = false} = {}): string | undefined {
  const markers = driven ? anywhere : [...anywhere, ...programOnly];
  const marker = markers.find((pattern) => pattern.test(output));
  if (!marker) return undefined;
  const line = output.split('\n').find((text) => marker.test(text)) ?? output.trim().split('\n')[0];
  return `printed an unhandled error: ${line?.trim().slice(0, 160)}`;
}
