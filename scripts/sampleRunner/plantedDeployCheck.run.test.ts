/**
 * The deploy check's cases catch the two ways a check lets test keys ship: a script that knows
 * only some of the keys, and one that takes grep's "could not read" for "not found".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {allTestKeys} from '../../src/data/testKeys';
import {deployCases, runDeployCheck, secretCases} from './runDeployCheck';
import {inventoryOfDocs} from './runnableSamples';
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

const secretCheck = (code: string): RunnableSample => ({
  ...deployCheck(code),
  kind: 'secret-check',
  title: 'check-no-secret.sh',
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

it(
  "catches /go-live's old secret check, which scanned the current folder when given none",
  {timeout: 60_000},
  async () => {
    // The page's script before the fix: no usage check, so `grep -r` with no folder searched `.`.
    const outcome = await runDeployCheck(
      secretCheck(`#!/usr/bin/env bash
set -euo pipefail
status=0
grep -rlIE -e '0x[0-9a-fA-F]{40}' -- "$@" || status=$?
if [ "$status" -eq 0 ]; then
  echo "A Bramble secret key is in the files above: keep it on the server." >&2
  exit 1
elif [ "$status" -ne 1 ]; then
  echo "grep could not read every file (exit status $status)." >&2
  exit 2
fi
echo "No Bramble secret key in $*."
`),
      path.join(workRoot, 'secret-no-usage'),
      secretCases,
    );
    expect(outcome.cases).toHaveLength(secretCases.length);
    expect(letThrough(outcome)).toEqual(['no folder given (an empty variable in the deploy job)']);
  },
);

it("passes /go-live's secret check in every case", {timeout: 60_000}, async () => {
  const docs = inventoryOfDocs(path.join(__dirname, '../../docs')).runnable.filter(
    (sample) => sample.kind === 'secret-check',
  );
  expect(docs.map((sample) => sample.where)).toEqual([expect.stringMatching(/^go-live\.mdx:\d+$/)]);
  const outcome = await runDeployCheck(docs[0]!, path.join(workRoot, 'secret-docs'), secretCases);
  expect(outcome.cases.flatMap((testCase) => testCase.problems)).toEqual([]);
  expect(outcome.cases).toHaveLength(secretCases.length);
});
