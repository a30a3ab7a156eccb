import {spawn} from 'node:child_process';
import path from 'node:path';
import {clock, cpuSeconds, parseCpuTimes, type StageResult} from './stageReport';
import type {Stage} from './stages';

const running = new Set<number>();

/** Stops every stage still running, with all it started. */
export function stopRunning(): void {
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

/**
 * Runs a stage in a process group of its own, so stopping it stops all it started; reapAll.py
 * counts their CPU time. `runStarted`: the run's start, as
 * performance.now() gave it, from which the stage's start and end are counted.
 */
export function runStage(stage: Stage, runStarted: number): Promise<Ended> {
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
      const ended = performance.now();
      if (stream && partialLine) process.stdout.write(prefix + partialLine + '\n');
      if (!stream) {
        const text = Buffer.concat(output).toString().replace(/\n$/, '');
        if (text) process.stdout.write(text.replace(/^/gm, prefix) + '\n');
      }
      const status = code ?? (signal ? 1 : 0);
      const cpu = times ? parseCpuTimes(times) : {user: 0, system: 0};
      console.log(
        `${prefix}${status === 0 ? 'passed' : signal ? `stopped (${signal})` : `failed (exit ${status})`} in ${clock((ended - started) / 1000)}, ${Math.round(cpuSeconds(cpu))} CPU-seconds`,
      );
      resolve({
        result: {
          name: stage.name,
          script: stage.script,
          needs: stage.needs ?? [],
          started: (started - runStarted) / 1000,
          ended: (ended - runStarted) / 1000,
          cpu,
        },
        code: status,
      });
    });
  });
}
