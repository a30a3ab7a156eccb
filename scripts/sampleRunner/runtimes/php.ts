import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Runtime, Trust} from './runtime';
import {sampleFileName, trustEnv} from './runtime';

const driver = path.join(__dirname, '../drivers/php-driver.php');

/** PHP's curl extension reads its CA file from php.ini, not from the environment. */
const phpArgs = (trust: Trust) => [
  '-d',
  `curl.cainfo=${trust.caFile}`,
  '-d',
  'display_errors=stderr',
];

export const phpRuntime: Runtime = {
  name: 'php',
  missing() {
    const probe = spawnSync('php', ['-r', 'exit(function_exists("curl_init") ? 0 : 1);']);
    if (probe.error) return 'no php (apt-get install php-cli)';
    return probe.status === 0 ? undefined : 'php has no curl extension (apt-get install php-curl)';
  },
  async prepareDriver(dir, sample, code, trust) {
    const file = path.join(dir, sampleFileName(sample, 'sample.php'));
    fs.writeFileSync(file, code);
    return {
      command: 'php',
      args: [...phpArgs(trust), driver, file, sample.entry],
      cwd: dir,
      env: trustEnv(trust),
    };
  },
  async prepareProgram(dir, sample, code, trust) {
    const file = path.join(dir, sampleFileName(sample, 'sample.php'));
    fs.writeFileSync(file, code);
    return {command: 'php', args: [...phpArgs(trust), file], cwd: dir, env: trustEnv(trust)};
  },
};
