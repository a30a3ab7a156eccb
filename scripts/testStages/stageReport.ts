export interface CpuTimes {
  user: number;
  system: number;
}

/** What reapAll.py writes: `user system`. */
export function parseCpuTimes(line: string): CpuTimes {
  const match = /^(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/.exec(line.trim());
  if (!match) throw new Error(`not reapAll.py's CPU times: "${line}"`);
  return {user: Number(match[1]), system: Number(match[2])};
}

export interface StageResult {
  name: string;
  script: string;
  needs: readonly string[];
  /** Seconds from the run's start. */
  started: number;
  ended: number;
  cpu: CpuTimes;
}

export interface RunResult {
  stages: StageResult[];
  /** The whole run's wall time. */
  seconds: number;
  machine: {date: string; commit: string; cpu: string; cores: number; node: string};
}

/** `7 min 4 s`, `48 s`. */
export function clock(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return minutes > 0 ? `${minutes} min ${whole % 60} s` : `${whole} s`;
}

export const cpuSeconds = ({user, system}: CpuTimes): number => user + system;

/** The stage times of one `npm test` run as Markdown, in the order they started (why CPU-seconds: the text says). */
export function stageReport({stages, seconds, machine}: RunResult): string {
  const rows = [...stages]
    .sort((a, b) => a.started - b.started)
    .map(
      (stage) =>
        `| ${stage.name} | \`npm run ${stage.script}\` | ${stage.needs.join(', ')} | ${clock(stage.started)} | ${clock(stage.ended)} | ${clock(stage.ended - stage.started)} | ${Math.round(cpuSeconds(stage.cpu))} |`,
    );
  const cpu = stages.reduce((sum, stage) => sum + cpuSeconds(stage.cpu), 0);
  return [
    '# Test stage times',
    '',
    `Written by \`npm test\` at the end of a run that passed: ${machine.date}, commit \`${machine.commit}\`, ${machine.cores} × ${machine.cpu}, Node ${machine.node}. Each stage started once the stages it needs had passed; started and ended count from the run's start. CPU-seconds are user and system time of the stage and every process it started: compare runs by them, as the wall time also follows whatever else the machine is doing. The whole run's CPU-seconds over the cores, in the last row, is the least wall time it could have taken.`,
    '',
    '| stage | command | needs | started | ended | wall time | CPU-seconds |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    `| **npm test** | | | | | **${clock(seconds)}** | **${Math.round(cpu)}** |`,
    `| its CPU-seconds over ${machine.cores} cores | | | | | ${clock(cpu / machine.cores)} | |`,
    '',
  ].join('\n');
}
