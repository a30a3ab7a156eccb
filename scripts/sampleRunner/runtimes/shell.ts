import fs from 'node:fs';
import path from 'node:path';
import {onPath} from './commands';
import type {Runtime} from './runtime';
import {sampleFileName, trustEnv} from './runtime';

/**
 * Shell samples are programs: a verifier or assessor is run once per case
 * with the token as `$1` and in `$TOKEN`, and the visitor's IP as `$2` and in
 * `$VISITOR_IP`, the two ways the docs' scripts take them.
 */
export const shellRuntime: Runtime = {
  name: 'shell',
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
