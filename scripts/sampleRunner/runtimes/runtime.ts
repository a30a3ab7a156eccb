import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import type {RunnableSample} from '../runnableSamples';

const execFileAsync = promisify(execFile);

/** How to start a prepared sample: a driver that reads cases on stdin, or a program run once per case. */
export interface PreparedRun {
  command: string;
  args: string[];
  cwd: string;
  env?: Record<string, string>;
}

/** Where the stand-in API's throwaway certificate is, in the forms the runtimes read. */
export interface Trust {
  /** PEM file: Node, Python, PHP, Ruby, Go and curl read it. */
  caFile: string;
  /** PKCS12 trust store holding it, for Java (password `changeit`). */
  javaTrustStore: string;
}

/** Writes the sample (its substituted `code`) into `dir`, building it if needed: how to start it. */
type Prepare = (
  dir: string,
  sample: RunnableSample,
  code: string,
  trust: Trust,
) => Promise<PreparedRun>;

export interface Runtime {
  /** Why this machine cannot run the runtime's samples; undefined when it can. */
  missing(): string | undefined;
  /**
   * With a driver, which reads one JSON case per line and prints `@@result {...}` per case.
   * Undefined for a runtime whose functions are programs (shell).
   */
  prepareDriver?: Prepare;
  /** As a whole program. */
  prepareProgram: Prepare;
  /**
   * Every case's program at once, for a runtime whose build is the cost (Java): built together,
   * one start command per case, in the cases' order.
   */
  preparePrograms?: (
    dir: string,
    sample: RunnableSample,
    codes: readonly string[],
    trust: Trust,
  ) => Promise<PreparedRun[]>;
}

/** Every runtime reads the certificate from one of these variables. */
export function trustEnv(trust: Trust): Record<string, string> {
  return {
    NODE_EXTRA_CA_CERTS: trust.caFile,
    REQUESTS_CA_BUNDLE: trust.caFile,
    SSL_CERT_FILE: trust.caFile,
    CURL_CA_BUNDLE: trust.caFile,
  };
}

/** The file name a sample is saved under: its title's last part, or a default for its language. */
export function sampleFileName(sample: RunnableSample, fallback: string): string {
  const base = sample.title.split('/').pop();
  return base && base.length > 0 ? base : fallback;
}

/** The framework stand-in a sample asked for (`stand-in="rails"`), as a file path; '' for none. */
export function standInFile(sample: RunnableSample, extension: string): string {
  return sample.standIn ? path.join(__dirname, `../standIns/${sample.standIn}.${extension}`) : '';
}

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
