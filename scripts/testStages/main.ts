// `npm test`: every stage CI runs, each started once the stages it needs have passed
// (./schedule.ts, ./stages.ts), all stopped when one fails; a run that passed writes each stage's
// times to tests/stage-times.md.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import {runStage, stopRunning} from './runStage';
import {stagesToStart} from './schedule';
import {clock, stageReport, type RunResult, type StageResult} from './stageReport';
import {testStages} from './stages';

const reportFile = 'tests/stage-times.md';

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

/** Runs the stages as their needs allow; resolves with the first that failed, if one did. */
function runAll(runStarted: number, results: StageResult[]): Promise<string | undefined> {
  const passed = new Set<string>();
  const running = new Set<string>();
  let failed: string | undefined;
  return new Promise((resolve, reject) => {
    const startReady = (): void => {
      if (failed !== undefined) {
        if (running.size === 0) resolve(failed);
        return;
      }
      let ready;
      try {
        ready = stagesToStart(testStages, {passed, running});
      } catch (error) {
        reject(error as Error);
        return;
      }
      if (ready.length === 0 && running.size === 0) resolve(undefined);
      for (const stage of ready) {
        running.add(stage.name);
        void runStage(stage, runStarted).then(({result, code}) => {
          running.delete(stage.name);
          if (code === 0) {
            passed.add(stage.name);
            results.push(result);
          } else if (failed === undefined) {
            failed = stage.name;
            stopRunning();
          }
          startReady();
        });
      }
    };
    startReady();
  });
}

async function main(): Promise<number> {
  const runStarted = performance.now();
  const stages: StageResult[] = [];
  const failed = await runAll(runStarted, stages);
  if (failed !== undefined) {
    console.log(`npm test failed in ${failed} (the stages still running were stopped)`);
    return 1;
  }
  const seconds = (performance.now() - runStarted) / 1000;
  fs.writeFileSync(reportFile, stageReport({stages, seconds, machine: machine()}));
  console.log(`npm test passed in ${clock(seconds)}; stage times in ${reportFile}`);
  return 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopRunning();
    process.exit(130);
  });
}

void main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.log(`npm test failed: ${error.message}`);
    process.exit(1);
  },
);
