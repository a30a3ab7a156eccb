/** The sample-run summary `npm test` prints: what ran per language, what was skipped and why, what failed. */
import type {SkippedSample} from './runnableSamples';
import {failed, failedCases, sampleSeconds, type SampleOutcome} from './sampleOutcome';

export interface RunReport {
  outcomes: readonly SampleOutcome[];
  skipped: readonly SkippedSample[];
  /** Runtimes left out through BRAMBLE_SKIP_RUNTIMES, with how many samples and projects each had. */
  skippedRuntimes: Readonly<Record<string, number>>;
  seconds: number;
}

export function formatSummary(report: RunReport): string {
  const lines = [
    `Sample run: ${report.outcomes.length} samples executed in ${report.seconds.toFixed(0)} s`,
  ];
  const byRuntime = new Map<string, SampleOutcome[]>();
  for (const outcome of report.outcomes) {
    byRuntime.set(outcome.runtime, [...(byRuntime.get(outcome.runtime) ?? []), outcome]);
  }
  for (const [runtime, outcomes] of [...byRuntime].sort(([a], [b]) => a.localeCompare(b))) {
    const cases = outcomes.reduce((sum, outcome) => sum + outcome.cases.length, 0);
    const failing = outcomes.filter(failed).length;
    lines.push(
      `  ${runtime.padEnd(8)} ${String(outcomes.length).padStart(3)} samples, ${String(cases).padStart(4)} cases` +
        (failing ? `, ${failing} failing` : ''),
    );
    for (const outcome of outcomes) {
      lines.push(
        `             ${outcome.where} (${outcome.kind}): ${outcome.cases.length} cases, ${sampleSeconds(outcome).toFixed(1)} s`,
      );
    }
  }
  for (const [runtime, count] of Object.entries(report.skippedRuntimes))
    lines.push(`SKIPPED ${runtime}: ${count} samples and projects not run (BRAMBLE_SKIP_RUNTIMES)`);
  if (report.skipped.length > 0) {
    lines.push(`Skipped (${report.skipped.length}):`);
    for (const skipped of report.skipped)
      lines.push(`  ${skipped.where} (${skipped.language}): ${skipped.reason}`);
  }
  const failures = report.outcomes.flatMap((outcome) => [
    ...(outcome.failure ? [`  ${outcome.where}: could not be prepared: ${outcome.failure}`] : []),
    ...failedCases(outcome).map(
      (testCase) =>
        `  ${outcome.where} (${outcome.runtime}), ${testCase.name}: ${testCase.problems.join('; ')}`,
    ),
  ]);
  lines.push(failures.length > 0 ? `Failures (${failures.length}):` : 'Failures: none');
  lines.push(...failures);
  return lines.join('\n');
}
