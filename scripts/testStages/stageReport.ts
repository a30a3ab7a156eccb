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
  seconds: number;
  cpu: CpuTimes;
}

export interface RunResult {
  phases: {seconds: number; stages: StageResult[]}[];
  machine: {date: string; commit: string; cpu: string; cores: number; node: string};
}

/** `7 min 4 s`, `48 s`. */
export function clock(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return minutes > 0 ? `${minutes} min ${whole % 60} s` : `${whole} s`;
}

const cpuSeconds = ({user, system}: CpuTimes): number => user + system;

/** The stage times of one `npm test` run as Markdown (why CPU-seconds: the text says). */
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
