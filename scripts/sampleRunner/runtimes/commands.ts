import {execFile} from 'node:child_process';
import fs from 'node:fs';
import {promisify} from 'node:util';

const execFileAsync = promisify(execFile);

/** Runs a build step; a failure throws with the tool's own output. */
export async function build(
  command: string,
  args: string[],
  cwd: string,
  env?: Record<string, string>,
): Promise<void> {
  try {
    await execFileAsync(command, args, {cwd, env: {...process.env, ...env}, timeout: 120_000});
  } catch (error) {
    const {stdout = '', stderr = ''} = error as {stdout?: string; stderr?: string};
    throw new Error(`${command} ${args.join(' ')} failed:\n${stderr}${stdout}`);
  }
}

/** The first of `paths` that exists, else `fallback` (found on PATH). */
export function firstExisting(paths: readonly string[], fallback: string): string {
  return paths.find((candidate) => fs.existsSync(candidate)) ?? fallback;
}

export function onPath(command: string): boolean {
  const dirs = (process.env.PATH ?? '').split(':');
  return dirs.some((dir) => fs.existsSync(`${dir}/${command}`));
}
