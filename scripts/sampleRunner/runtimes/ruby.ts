import fs from 'node:fs';
import path from 'node:path';
import {onPath} from './commands';
import type {Runtime} from './runtime';
import {sampleFileName, standInFile, trustEnv} from './runtime';

const driver = path.join(__dirname, '../drivers/ruby_driver.rb');

export const rubyRuntime: Runtime = {
  name: 'ruby',
  missing: () => (onPath('ruby') ? undefined : 'no ruby (apt-get install ruby)'),
  async prepareDriver(dir, sample, code, trust) {
    const file = path.join(dir, sampleFileName(sample, 'sample.rb'));
    fs.writeFileSync(file, code);
    return {
      command: 'ruby',
      args: [driver, file, sample.entry, standInFile(sample, 'rb')],
      cwd: dir,
      env: trustEnv(trust),
    };
  },
  async prepareProgram(dir, sample, code, trust) {
    const file = path.join(dir, sampleFileName(sample, 'sample.rb'));
    fs.writeFileSync(file, code);
    return {command: 'ruby', args: [file], cwd: dir, env: trustEnv(trust)};
  },
};
