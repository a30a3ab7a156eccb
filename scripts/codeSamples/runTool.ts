/** Running the external toolchains (php, ruby, gofmt, nginx, ...) over samples written to files. */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface ToolResult {
  /** The exit code; null when the tool was ended by a signal. */
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a tool to its end. Rejects only when the tool cannot start (not
 * installed), naming it, so a missing toolchain fails the check loudly.
 */
export function runTool(
  command: string,
  args: readonly string[],
  options: {input?: string; cwd?: string; env?: Record<string, string>; timeoutMs?: number} = {},
): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const env = {...process.env, ...options.env};
    const child = spawn(command, args, {cwd: options.cwd, env, timeout: options.timeoutMs});
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${command} is not installed (.ci/run installs the toolchains; see the README)`
            : `${command} could not run: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => resolve({code, stdout, stderr}));
    // A tool that exits without reading its input must not crash the check.
    child.stdin.on('error', () => {});
    child.stdin.end(options.input ?? '');
  });
}

/** Runs `task` over the items with at most `size` running at once; results in item order. */
export async function mapWithPool<T, R>(
  items: readonly T[],
  size: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  }
  await Promise.all(Array.from({length: Math.min(size, items.length)}, worker));
  return results;
}

/** Process spawning waits on the OS more than on a core: a few more than the cores. */
export const toolPoolSize = Math.max(2, os.availableParallelism()) * 2;

/**
 * Writes each text to its own file in a fresh temporary folder
 * (`sample-0.php`, ...), runs `use` on the paths, then removes the folder.
 */
export async function withSampleFiles<R>(
  texts: readonly string[],
  extension: string,
  use: (files: string[], dir: string) => Promise<R>,
): Promise<R> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bramble-samples-'));
  try {
    const files = texts.map((text, i) => {
      const file = path.join(dir, `sample-${i}${extension}`);
      fs.writeFileSync(file, text);
      return file;
    });
    return await use(files, dir);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}
