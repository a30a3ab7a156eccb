/**
 * Each downloadable project, written as its anonymous zip holds it, passes
 * its own test (the README's command) against the stand-in API; the ones
 * this machine cannot run are named. That the build's zips are byte for byte
 * the ones the docs make is a build check (tests/build/downloads.test.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {startApiStub, type ApiStub} from '../../api-stub/server';
import {defaultLocale} from '../../src/config/site';
import {docsPagesOf, projectManifests} from '../../src/plugins/downloadableProjects/projectFiles';
import {formatProjectRuns, runDownloadableProject, type ProjectRun} from './downloadableProjects';

const root = path.join(__dirname, '../..');
let stub: ApiStub;
let workRoot: string;

beforeAll(async () => {
  stub = await startApiStub();
  workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bramble-downloads-'));
});

afterAll(async () => {
  await stub?.close();
  if (!process.env.KEEP_SAMPLES) fs.rmSync(workRoot, {recursive: true, force: true});
});

it('every downloadable project passes its own test', {timeout: 120_000}, async () => {
  const manifests = projectManifests(
    docsPagesOf(path.join(root, defaultLocale.docsDir)),
    defaultLocale.code,
  );
  // One after the other: each starts a server, and the sample stage shares two cores.
  const runs: ProjectRun[] = [];
  for (const manifest of manifests)
    runs.push(await runDownloadableProject(manifest, stub, workRoot));
  process.stdout.write(`\n${formatProjectRuns(runs)}\n`);
  expect(runs.flatMap((one) => (one.failure ? [`${one.project}: ${one.failure}`] : []))).toEqual(
    [],
  );
});
