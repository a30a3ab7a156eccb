/**
 * A sample's process, driven case by case: the runner writes one JSON case
 * per line and reads back the `@@result {...}` line the driver prints, while
 * everything else the sample prints (its own logging) is kept per case.
 */
import {execFile, spawn, type ChildProcessWithoutNullStreams} from 'node:child_process';
import readline from 'node:readline';
import type {PreparedRun} from './runtimes/runtime';
import {crashIn} from './sampleOutcome';

export interface DriverOutcome {
  result?: unknown;
  error?: string;
  /** What the sample printed besides the result, during this case. */
  output: string;
  ms: number;
}

const resultMarker = '@@result ';

export class DriverProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private output = '';
  private waiting: ((line: string | undefined) => void) | undefined;
  private exited = false;

  constructor(run: PreparedRun) {
    this.child = spawn(run.command, run.args, {cwd: run.cwd, env: {...process.env, ...run.env}});
    readline.createInterface({input: this.child.stdout}).on('line', (line) => {
      if (line.startsWith(resultMarker)) this.waiting?.(line.slice(resultMarker.length));
      else this.output += line + '\n';
    });
    this.child.stderr.setEncoding('utf8').on('data', (chunk: string) => (this.output += chunk));
    this.child.on('close', () => {
      this.exited = true;
      this.waiting?.(undefined);
    });
    this.child.on('error', (error) => {
      this.output += String(error);
      this.exited = true;
      this.waiting?.(undefined);
    });
  }

  /** Sends one case; resolves with the driver's answer, or an error after `timeoutMs`. */
  async ask(
    input: {token: string; remoteip: string | null},
    timeoutMs: number,
  ): Promise<DriverOutcome> {
    const started = Date.now();
    this.output = '';
    if (this.exited)
      return {error: 'the sample process had already ended', output: this.output, ms: 0};
    const line = await new Promise<string | undefined>((resolve) => {
      const timer = setTimeout(() => resolve('timeout'), timeoutMs);
      this.waiting = (answer) => {
        clearTimeout(timer);
        this.waiting = undefined;
        resolve(answer);
      };
      this.child.stdin.write(JSON.stringify(input) + '\n');
    });
    const ms = Date.now() - started;
    if (line === 'timeout')
      return {error: `no answer within ${timeoutMs} ms`, output: this.output, ms};
    if (line === undefined) return {error: 'the sample process ended', output: this.output, ms};
    const parsed = JSON.parse(line) as {result?: unknown; error?: string};
    return {...parsed, output: this.output, ms};
  }

  /** Everything printed besides results since the last call, for a process that is a server. */
  takeOutput(): string {
    const output = this.output;
    this.output = '';
    return output;
  }

  /** Ends stdin and waits; `now` (a server) sends SIGTERM at once. Killed after 5 s either way. */
  async stop(now = false): Promise<void> {
    if (this.exited) return;
    this.child.stdin.end();
    if (now) this.child.kill('SIGTERM');
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.child.kill('SIGKILL');
        resolve();
      }, 5000);
      this.child.on('close', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

export interface ProgramOutcome {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  ms: number;
  /** True when the runner had to kill it. */
  hung: boolean;
}

/** Runs a program to its end (killed after `timeoutMs`). */
export function runProgram(
  run: PreparedRun,
  extra: {args?: string[]; env?: Record<string, string>},
  timeoutMs: number,
): Promise<ProgramOutcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const options = {
      cwd: run.cwd,
      env: {...process.env, ...run.env, ...extra.env},
      timeout: timeoutMs,
      killSignal: 'SIGKILL' as const,
      maxBuffer: 64 * 1024 * 1024,
    };
    const args = [...run.args, ...(extra.args ?? [])];
    const child = execFile(run.command, args, options, (error, stdout, stderr) => {
      // `code` is the exit status, or a string when the program could not even start.
      const code = error?.code;
      resolve({
        exitCode: error ? (typeof code === 'number' ? code : null) : 0,
        stdout,
        stderr: typeof code === 'string' ? `${stderr}${String(error)}` : stderr,
        ms: Date.now() - started,
        hung: error?.killed === true,
      });
    });
    child.stdin?.end();
  });
}

/** What is wrong with a program's run whatever its case: it hung, or printed an unhandled error. */
export function programProblems(ran: ProgramOutcome, timeoutMs: number): string[] {
  const crash = crashIn(ran.stdout + ran.stderr);
  return [...(ran.hung ? [`did not end within ${timeoutMs} ms`] : []), ...(crash ? [crash] : [])];
}
