import type {CpuTimes} from './cpuTimes';

/** How one stage of a run went. */
export interface StageResult {
  name: string;
  script: string;
  /** Wall-clock seconds from its start to its end. */
  seconds: number;
  cpu: CpuTimes;
}

/** A whole run: its phases in order, each with its wall time and its stages. */
export interface RunResult {
  phases: {seconds: number; stages: StageResult[]}[];
  /** Where and when it ran. */
  machine: {date: string; commit: string; cpu: string; cores: number; node: string};
}

/** `7 min 4 s`, `48 s`. */
export function clock(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return minutes > 0 ? `${minutes} min ${whole % 60} s` : `${whole} s`;
}

const cpuSeconds = ({user, system}: CpuTimes): number => user + system;

/**
 * The stage times of one `npm test` run as Markdown: each stage's wall time and CPU-seconds
 * (user and system, its child processes included), each phase's wall time, and the totals.
 * CPU-seconds are the figure to compare between runs: on 2 cores the wall time follows the
 * sum of the work, and other load on the machine changes it more than the work does.
 */
export function stageReport({phases, machine}: RunResult): string {
  const rows = phases.flatMap(({seconds, stages}, index) => [
    ...stages.map(
      (stage) =>
        `| ${index + 1} | ${stage.name} | \`npm run ${stage.script}\` | ${clock(stage.seconds)} | ${Math.round(cpuSeconds(stage.cpu))} |`,
    ),
    `| ${index + 1} | **phase ${index + 1}** | side by side | **${clock(seconds)}** | **${Math.round(
      stages.reduce((sum, stage) => sum + cpuSeconds(stage.cpu), 0),
    )}** |`,
  ]);
  const wall = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  const cpu = phases
    .flatMap((phase) => phase.stages)
    .reduce((sum, stage) => sum + cpuSeconds(stage.cpu), 0);
  return [
    '# Test stage times',
    '',
    `Written by \`npm test\` at the end of a run that passed: ${machine.date}, commit \`${machine.commit}\`, ${machine.cores} × ${machine.cpu}, Node ${machine.node}. The stages of a phase run side by side; a phase starts when the one before it has passed. CPU-seconds are user and system time of the stage and every process it started: compare runs by them, as the wall time also follows whatever else the machine is doing.`,
    '',
    '| phase | stage | command | wall time | CPU-seconds |',
    '|---|---|---|---|---|',
    ...rows,
    `| | **npm test** | | **${clock(wall)}** | **${Math.round(cpu)}** |`,
    '',
  ].join('\n');
}
