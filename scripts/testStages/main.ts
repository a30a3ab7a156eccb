// `npm test`: every stage CI runs, phase by phase (./stages.ts), the others of a phase stopped
// when one fails; a run that passed writes each stage's times to tests/stage-times.md.
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {clock, parseCpuTimes, stageReport, type RunResult, type StageResult} from './stageReport';
import {testPhases, type Stage} from './stages';

const reportFile = 'tests/stage-times.md';

const running = new Set<number>();

function stopRunning(): void {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

interface Ended {
  result: StageResult;
  code: number;
}

/** A process group of its own stops all the stage started; reapAll.py counts their CPU time. */
function runStage(stage: Stage): Promise<Ended> {
  const stream = stage.stream ?? false;
  const started = performance.now();
  const child = spawn(
    'python3',
    [path.join(__dirname, 'reapAll.py'), 'npm', 'run', '--silent', stage.script],
    {stdio: ['ignore', 'pipe', 'pipe', 'pipe'], detached: true},
  );
  running.add(child.pid!);
  const output: Buffer[] = [];
  const prefix = `[${stage.name}] `;
  let partialLine = '';
  const onData = (chunk: Buffer): void => {
    if (!stream) {
      output.push(chunk);
      return;
    }
    const lines = (partialLine + chunk.toString()).split('\n');
    partialLine = lines.pop()!;
    for (const line of lines) process.stdout.write(prefix + line + '\n');
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  let times = '';
  child.stdio[3]!.on('data', (chunk: Buffer) => (times += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child.pid!);
      const seconds = (performance.now() - started) / 1000;
      if (stream && partialLine) process.stdout.write(prefix + partialLine + '\n');
      if (!stream) {
        const text = Buffer.concat(output).toString().replace(/\n$/, '');
        if (text) process.stdout.write(text.replace(/^/gm, prefix) + '\n');
      }
      const status = code ?? (signal ? 1 : 0);
      const cpu = times ? parseCpuTimes(times) : {user: 0, system: 0};
      console.log(
        `${prefix}${status === 0 ? 'passed' : `failed (exit ${status})`} in ${clock(seconds)}, ${Math.round(cpu.user + cpu.system)} CPU-seconds`,
      );
      resolve({result: {name: stage.name, script: stage.script, seconds, cpu}, code: status});
    });
  });
}

function machine(): RunResult['machine'] {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {encoding: 'utf8'}).trim();
  } catch {
    // Not a git checkout: the report says so.
  }
  return {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    commit,
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    cores: os.availableParallelism(),
    node: process.version,
  };
}

async function main(): Promise<number> {
  const phases: RunResult['phases'] = [];
  for (const stages of testPhases) {
    const started = performance.now();
    let firstFailure: string | undefined;
    const ended = await Promise.all(
      stages.map((stage) =>
        runStage(stage).then((outcome) => {
          if (outcome.code !== 0 && firstFailure === undefined) {
            firstFailure = stage.name;
            stopRunning();
          }
          return outcome;
        }),
      ),
    );
    if (firstFailure !== undefined) {
      console.log(`npm test failed in ${firstFailure} (the other stages of its phase stopped)`);
      return 1;
    }
    phases.push({
      seconds: (performance.now() - started) / 1000,
      stages: ended.map((outcome) => outcome.result),
    });
  }
  fs.writeFileSync(reportFile, stageReport({phases, machine: machine()}));
  const total = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  console.log(`npm test passed in ${clock(total)}; stage times in ${reportFile}`);
  return 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopRunning();
    process.exit(130);
  });
}

void main().then((code) => process.exit(code));
