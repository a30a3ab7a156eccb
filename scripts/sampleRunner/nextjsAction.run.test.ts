/**
 * The Next.js recipe's server action sends as `remoteip` only what a declared proxy appended to
 * X-Forwarded-For, never an address the client wrote; its old code, which took the leftmost
 * entry, fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {startApiStub, type ApiStub} from '../../api-stub/server';
import {projectsOfDocs} from './projectSamples';
import {actionCases, runNextjsAction} from './runNextjsAction';

let stub: ApiStub;
let workRoot: string;

beforeAll(async () => {
  stub = await startApiStub();
  workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bramble-nextjs-action-'));
});

afterAll(async () => {
  await stub?.close();
  fs.rmSync(workRoot, {recursive: true, force: true});
});

const nextjs = () =>
  projectsOfDocs(path.join(__dirname, '../../docs')).projects.find(
    (project) => project.name === 'nextjs',
  )!;

it(
  'the Next.js action never sends a client-set X-Forwarded-For as remoteip',
  {timeout: 60_000},
  async () => {
    const results = await runNextjsAction(nextjs(), stub, path.join(workRoot, 'docs'));
    expect(results).toEqual(actionCases.map((testCase) => ({name: testCase.name, problems: []})));
  },
);

it(
  'fails the old action, which trusted the leftmost X-Forwarded-For',
  {timeout: 60_000},
  async () => {
    const project = nextjs();
    const planted = {
      ...project,
      files: project.files.map((file) =>
        file.path === 'app/actions.ts'
          ? {
              ...file,
              code: file.code.replace(
                "const remoteip = visitorIp((await headers()).get('x-forwarded-for'));",
                "const forwardedFor = (await headers()).get('x-forwarded-for');\n  const remoteip = forwardedFor?.split(',')[0]?.trim() || null;",
              ),
            }
          : file,
      ),
    };
    expect(planted.files.map((file) => file.code).join('\n')).toContain("split(',')[0]");
    const results = await runNextjsAction(planted, stub, path.join(workRoot, 'planted'));
    expect(results.map((result) => result.problems)).toEqual([
      ['sent remoteip ["203.0.113.66"], expected none'],
      ['sent remoteip ["203.0.113.66"], expected 198.51.100.7'],
      [],
    ]);
  },
);
