/**
 * The deploy check's cases catch the two ways a check lets test keys ship: a script that knows
 * only some of the keys, and one that takes grep's "could not read" for "not found".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {allTestKeys} from '../../src/data/testKeys';
import {deployCases, runDeployCheck} from './runDeployCheck';
import type {RunnableSample} from './runnableSamples';
import type {SampleOutcome} from './sampleOutcome';

let workRoot: string;

beforeAll(() => {
  workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bramble-planted-deploy-'));
});

afterAll(() => {
  fs.rmSync(workRoot, {recursive: true, force: true});
});

const deployCheck = (code: string): RunnableSample => ({
  where: 'planted.mdx:1',
  page: 'planted.mdx',
  runtime: 'shell',
  kind: 'deploy-check',
  entry: '',
  title: 'check.sh',
  standIn: '',
  code,
});

const letThrough = (outcome: SampleOutcome) =>
  outcome.cases
    .filter((testCase) =>
      testCase.problems.some((problem) => problem.startsWith('let the deploy go on')),
    )
    .map((testCase) => testCase.name);

const uncheckedFolders = [
  'a folder given to the check is missing (a typo in the deploy job)',
  'grep cannot read one file of the build',
];

it('catches a deploy check that knows only the first test key', {timeout: 60_000}, async () => {
  const outcome = await runDeployCheck(
    // The bug: only the always-pass site key is looked for.
    deployCheck(`#!/usr/bin/env bash
if grep -rlF 10000000-0000-4000-8000-000000000001 -- "$@"; then exit 1; fi
exit 0
`),
    path.join(workRoot, 'first-key-only'),
  );
  expect(outcome.cases).toHaveLength(deployCases.length);
  const otherKeys = allTestKeys.slice(1).map((key) => expect.stringContaining(`test key ${key} `));
  expect(letThrough(outcome)).toEqual([...otherKeys, ...uncheckedFolders]);
  expect(outcome.cases.find((c) => c.name === 'real keys only')?.problems).toEqual([]);
});

it(
  "catches /testing's old deploy check, which took grep's errors for a clean build",
  {timeout: 60_000},
  async () => {
    // The page's script before the fix: grep exits 2 on a missing folder, `if` reads it as
    // "not found", and the deploy goes on.
    const keys = allTestKeys.join(' ');
    const outcome = await runDeployCheck(
      deployCheck(`#!/usr/bin/env bash
set -euo pipefail
found=0
for key in ${keys}; do
  if files=$(grep -rlIiF -e "$key" -- "$@"); then
    echo "Bramble test key $key found in:" >&2
    echo "$files" >&2
    found=1
  fi
done
if [ "$found" -ne 0 ]; then exit 1; fi
echo "No Bramble test key in $*."
`),
      path.join(workRoot, 'grep-errors-ignored'),
    );
    expect(letThrough(outcome)).toEqual(uncheckedFolders);
  },
);
