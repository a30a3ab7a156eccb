import fs from 'node:fs';
import path from 'node:path';
import type {Runtime} from './runtime';
import {sampleFileName, trustEnv} from './runtime';

const driver = path.join(__dirname, '../drivers/node-driver.mjs');

export const nodeRuntime: Runtime = {
  name: 'node',
  missing: () => undefined,
  async prepareDriver(dir, sample, code, trust) {
    const file = path.join(dir, sampleFileName(sample, 'sample.mjs'));
    fs.writeFileSync(file, code);
    return {
      command: process.execPath,
      args: [driver, file, sample.entry, sample.kind],
      cwd: dir,
      env: trustEnv(trust),
    };
  },
  async prepareProgram(dir, sample, code, trust) {
    const file = path.join(dir, sampleFileName(sample, 'sample.mjs'));
    fs.writeFileSync(file, code);
    return {command: process.execPath, args: [file], cwd: dir, env: trustEnv(trust)};
  },
};
