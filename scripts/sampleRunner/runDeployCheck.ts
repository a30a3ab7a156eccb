/**
 * Runs a deploy check of the docs (`run="deploy-check"`, /testing): a shell script that takes the
 * folders about to be deployed as arguments and must fail when any of them holds a Bramble test
 * key. Each case lays out a small built site with its configuration, with real keys only or with
 * one test key somewhere in it, and holds the script's exit status and output to what a deploy
 * needs: 0 for a clean build, non-zero naming the file for each test key, and non-zero when it
 * could not check everything it was given (a missing folder, a file grep could not read).
 */
import fs from 'node:fs';
import path from 'node:path';
import {allTestKeys, testKeys} from '../../src/data/testKeys';
import type {RunnableSample} from './runnableSamples';
import {runCases, type SampleOutcome} from './sampleOutcome';
import {runtimeOf} from './runtimes';
import {programProblems, runProgram} from './sampleProcess';
import {realKeys} from './standIn';

interface DeployCase {
  name: string;
  /** Files of the build and config folders, by path under the case's folder. */
  files: Readonly<Record<string, string>>;
  /** Whether the check must stop the deploy. */
  fails: boolean;
  /** The file or folder the check must name when it fails. */
  names?: string;
  /** The folders given to the check; the deploy job's two by default. */
  args?: readonly string[];
  /** Files made executable and put first on PATH, to stand in for a tool that fails. */
  tools?: Readonly<Record<string, string>>;
}

const deployedFolders = ['dist/', 'config/production/'];

/**
 * grep as it behaves when one file under the folders cannot be read (permissions, an I/O error):
 * it still searches the rest, then exits with 2. Root reads every file, so the case fakes it.
 */
const grepWithUnreadableFile = `#!/bin/sh
# The real grep: the next one on PATH, this folder being first.
PATH="\${PATH#*:}" grep "$@"
status=$?
echo "grep: dist/assets/vendor.9c1e.js: Permission denied" >&2
if [ "$status" -eq 0 ] || [ "$status" -eq 1 ]; then exit 2; fi
exit "$status"
`;

/** A built page, a bundle and a config, with the keys given. */
function site(sitekey: string, secret: string, token = ''): Record<string, string> {
  return {
    'dist/index.html': `<!doctype html><form method="POST"><div class="bramble" data-sitekey="${sitekey}"></div></form>`,
    'dist/assets/main.3f9a1c.js': `const e={sitekey:"${sitekey}",expected:"${token}"};export default e;`,
    'config/production/.env': `BRAMBLE_SECRET_KEY=${secret}\n`,
  };
}

/** Where each case hides its test key: the page, the bundle (in capitals) or the server config. */
function withTestKey(key: string, index: number): DeployCase {
  const clean = site(realKeys.sitekey, realKeys.secret);
  const places: [string, string][] = [
    ['dist/index.html', `<div data-sitekey="${key}"></div>`],
    ['dist/assets/main.3f9a1c.js', `window.k="${key.toUpperCase()}";`],
    ['config/production/.env', `BRAMBLE_SECRET_KEY=${key}\n`],
  ];
  const [file, content] = places[index % places.length]!;
  return {
    name: `test key ${key} in ${file}`,
    files: {...clean, [file]: `${clean[file]}\n${content}`},
    fails: true,
    names: file,
  };
}

export const deployCases: readonly DeployCase[] = [
  {name: 'real keys only', files: site(realKeys.sitekey, realKeys.secret), fails: false},
  ...allTestKeys.map(withTestKey),
  {
    name: 'a folder given to the check is missing (a typo in the deploy job)',
    files: site(realKeys.sitekey, realKeys.secret),
    args: [...deployedFolders, 'config/prod/'],
    fails: true,
    names: 'config/prod/',
  },
  {
    name: 'grep cannot read one file of the build',
    files: site(realKeys.sitekey, realKeys.secret),
    tools: {grep: grepWithUnreadableFile},
    fails: true,
  },
  {
    name: 'no folder given (an empty variable in the deploy job)',
    files: site(realKeys.sitekey, realKeys.secret),
    args: [],
    fails: true,
    names: 'usage',
  },
  {
    name: 'the test token in the bundle',
    files: site(realKeys.sitekey, realKeys.secret, testKeys.token),
    // The token is not a key: a test that checks it against a real build is not a leak of a key.
    fails: false,
  },
];

/**
 * /go-live's secret check (`run="secret-check"`): given the built client, it must fail when a
 * secret-shaped string is in it, and, like the deploy check, when it was given nothing to check.
 */
export const secretCases: readonly DeployCase[] = [
  {
    name: 'real keys, the secret in the server config only',
    files: site(realKeys.sitekey, realKeys.secret),
    args: ['dist/'],
    fails: false,
  },
  {
    name: 'the secret in the bundle',
    files: {
      ...site(realKeys.sitekey, realKeys.secret),
      'dist/assets/main.3f9a1c.js': `const e={secret:"${realKeys.secret}"};export default e;`,
    },
    args: ['dist/'],
    fails: true,
    names: 'dist/assets/main.3f9a1c.js',
  },
  {
    // The job's folder variable is empty; the current folder holds no secret, so a check that
    // scans it instead (grep -r without a folder) says all is well.
    name: 'no folder given (an empty variable in the deploy job)',
    files: {'dist/index.html': site(realKeys.sitekey, realKeys.secret)['dist/index.html']!},
    args: [],
    fails: true,
    names: 'usage',
  },
  {
    name: 'a folder given to the check is missing',
    files: site(realKeys.sitekey, realKeys.secret),
    args: ['dist/', 'build/'],
    fails: true,
    names: 'build/',
  },
];

const timeoutMs = 20_000;

export function runDeployCheck(
  sample: RunnableSample,
  workDir: string,
  cases: readonly DeployCase[] = deployCases,
): Promise<SampleOutcome> {
  return runCases(sample, cases, async (testCase, index) => {
    const dir = path.join(workDir, `case-${index}`);
    for (const [file, content] of Object.entries(testCase.files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), content);
    }
    const env: Record<string, string> = {};
    if (testCase.tools) {
      const bin = path.join(dir, '.tools');
      fs.mkdirSync(bin, {recursive: true});
      for (const [tool, script] of Object.entries(testCase.tools))
        fs.writeFileSync(path.join(bin, tool), script, {mode: 0o755});
      env.PATH = `${bin}:${process.env.PATH ?? ''}`;
    }
    const trust = {caFile: '', javaTrustStore: ''};
    const run = await runtimeOf('shell').prepareProgram(dir, sample, sample.code, trust);
    const args = [...(testCase.args ?? deployedFolders)];
    const ran = await runProgram(run, {args, env}, timeoutMs);
    const output = (ran.stdout + ran.stderr).trim().slice(0, 200);
    const problems = programProblems(ran, timeoutMs);
    if (testCase.fails && ran.exitCode === 0)
      problems.push(`let the deploy go on (exit status 0): ${output}`);
    if (!testCase.fails && ran.exitCode !== 0)
      problems.push(`stopped a clean deploy (exit status ${ran.exitCode}): ${output}`);
    if (testCase.fails && testCase.names && !(ran.stdout + ran.stderr).includes(testCase.names))
      problems.push(`did not name ${testCase.names}: ${output}`);
    return problems;
  });
}
