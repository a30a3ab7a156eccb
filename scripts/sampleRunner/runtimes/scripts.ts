/**
 * The interpreted runtimes: a sample is written to a file and run, as a program or through the
 * language's driver (../drivers/), which calls its function once per stdin line; a shell sample
 * is always a program.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {RunnableSample} from '../runnableSamples';
import {firstExisting, onPath, sampleFileName, standInFile, trustEnv} from './runtime';
import type {Runtime, Trust} from './runtime';

/** Debian's Python, where `apt-get install python3-requests` puts Requests. */
export const python = firstExisting(['/usr/bin/python3'], 'python3');

function scriptRuntime(
  missing: Runtime['missing'],
  command: string,
  extension: string,
  driver: string,
  driverArgs: (sample: RunnableSample) => string[],
  flags: (trust: Trust) => string[] = () => [],
): Runtime {
  const prepare = (dir: string, sample: RunnableSample, code: string, trust: Trust) => {
    const file = path.join(dir, sampleFileName(sample, `sample.${extension}`));
    fs.writeFileSync(file, code);
    return (args: string[]) => ({
      command,
      args: [...flags(trust), ...args, file],
      cwd: dir,
      env: trustEnv(trust),
    });
  };
  return {
    missing,
    async prepareDriver(dir, sample, code, trust) {
      const run = prepare(dir, sample, code, trust)([path.join(__dirname, '../drivers', driver)]);
      return {...run, args: [...run.args, ...driverArgs(sample)]};
    },
    prepareProgram: async (dir, sample, code, trust) => prepare(dir, sample, code, trust)([]),
  };
}

export const nodeRuntime = scriptRuntime(
  () => undefined,
  process.execPath,
  'mjs',
  'node-driver.mjs',
  (sample) => [sample.entry, sample.kind],
);

export const pythonRuntime = scriptRuntime(
  () =>
    spawnSync(python, ['-c', 'import requests']).status === 0
      ? undefined
      : `${python} cannot import requests (apt-get install python3-requests)`,
  python,
  'py',
  'python_driver.py',
  (sample) => [sample.entry, standInFile(sample, 'py')],
);

export const phpRuntime = scriptRuntime(
  () => {
    const probe = spawnSync('php', ['-r', 'exit(function_exists("curl_init") ? 0 : 1);']);
    if (probe.error) return 'no php (apt-get install php-cli)';
    return probe.status === 0 ? undefined : 'php has no curl extension (apt-get install php-curl)';
  },
  'php',
  'php',
  'php-driver.php',
  (sample) => [sample.entry],
  // PHP's curl extension reads its CA file from php.ini, not from the environment.
  (trust) => ['-d', `curl.cainfo=${trust.caFile}`, '-d', 'display_errors=stderr'],
);

export const rubyRuntime = scriptRuntime(
  () => (onPath('ruby') ? undefined : 'no ruby (apt-get install ruby)'),
  'ruby',
  'rb',
  'ruby_driver.rb',
  (sample) => [sample.entry, standInFile(sample, 'rb')],
);

/**
 * Shell samples are programs: a verifier or assessor is run once per case
 * with the token as `$1` and in `$TOKEN`, and the visitor's IP as `$2` and in
 * `$VISITOR_IP`, the two ways the docs' scripts take them.
 */
export const shellRuntime: Runtime = {
  missing: () =>
    ['bash', 'curl', 'jq']
      .filter((tool) => !onPath(tool))
      .map((tool) => `no ${tool}`)
      .join(', ') || undefined,
  async prepareProgram(dir, sample, code, trust) {
    const file = path.join(dir, sampleFileName(sample, 'sample.sh'));
    fs.writeFileSync(file, code, {mode: 0o755});
    return {command: 'bash', args: [file], cwd: dir, env: trustEnv(trust)};
  },
};
