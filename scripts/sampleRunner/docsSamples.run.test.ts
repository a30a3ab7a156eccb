/**
 * The sample run of `npm test`: every server sample of the docs executed
 * against the stand-in Bramble API, in every language this machine runs. It
 * prints the summary (samples per language, cases, skipped with reasons) and
 * fails on any sample that misbehaves.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {startApiStub, type ApiStub} from '../../api-stub/server';
import {projectsOfDocs} from './projectSamples';
import {inventoryOfDocs} from './runnableSamples';
import {runDocsSamples} from './runDocsSamples';
import {failedCases} from './sampleOutcome';
import {formatSummary, type RunReport} from './summary';

const docsDir = path.join(__dirname, '../../docs');
let stub: ApiStub;
let workRoot: string;

beforeAll(async () => {
  stub = await startApiStub();
  workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bramble-samples-'));
});

afterAll(async () => {
  await stub?.close();
  fs.rmSync(workRoot, {recursive: true, force: true});
});

it('every server sample of the docs behaves in every case', {timeout: 480_000}, async () => {
  const inventory = inventoryOfDocs(docsDir);
  const {projects, problems} = projectsOfDocs(docsDir);
  expect([...inventory.problems, ...problems]).toEqual([]);
  const report: RunReport = await runDocsSamples(inventory, projects, stub, workRoot);
  process.stdout.write(`\n${formatSummary(report)}\n`);
  const failures = report.outcomes.flatMap((outcome) =>
    outcome.failure
      ? [`${outcome.where}: ${outcome.failure}`]
      : failedCases(outcome).map(
          (testCase) => `${outcome.where} ${testCase.name}: ${testCase.problems.join('; ')}`,
        ),
  );
  expect(failures).toEqual([]);
});
