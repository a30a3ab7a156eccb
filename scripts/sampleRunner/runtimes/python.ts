import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {firstExisting} from './commands';
import type {Runtime} from './runtime';
import {sampleFileName, standInFile, trustEnv} from './runtime';

const driver = path.join(__dirname, '../drivers/python_driver.py');
/** Debian's Python, where `apt-get install python3-requests` puts Requests. */
export const python = firstExisting(['/usr/bin/python3'], 'python3');

export const pythonRuntime: Runtime = {
  name: 'python',
  missing() {
    const probe = spawnSync(python, ['-c', 'import requests'], {encoding: 'utf8'});
    return probe.status === 0
      ? undefined
      : `${python} cannot import requests (apt-get install python3-requests)`;
  },
  async prepareDriver(dir, sample, code, trust) {
    const file = path.join(dir, sampleFileName(sample, 'sample.py'));
    fs.writeFileSync(file, code);
    return {
      command: python,
      args: [driver, file, sample.entry, standInFile(sample, 'py')],
      cwd: dir,
      env: trustEnv(trust),
    };
  },
  async prepareProgram(dir, sample, code, trust) {
    const file = path.join(dir, sampleFileName(sample, 'sample.py'));
    fs.writeFileSync(file, code);
    return {command: python, args: [file], cwd: dir, env: trustEnv(trust)};
  },
};
