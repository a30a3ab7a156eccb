/**
 * Runs one whole program of the docs (the quick start's "verify the test
 * token" programs) once per case. A program prints what Bramble answered; the
 * cases swap the test secret it is written with for the other test secrets,
 * which make the stand-in answer each kind of verdict, and add faults.
 */
import fs from 'node:fs';
import type {ApiStub, Fault} from '../../api-stub/server';
import {requestProblems} from './requestChecks';
import type {RunnableSample} from './runnableSamples';
import {programProblems, runProgram} from './sampleProcess';
import {runCases, type SampleOutcome} from './sampleOutcome';
import {runtimeOf} from './runtimes';
import type {PreparedRun, Trust} from './runtimes/runtime';
import {invalidResponseTestSecret, realKeys} from './standIn';
import {substitute} from './substitute';
import {testKeys} from '../../src/data/testKeys';

interface ProgramCase {
  name: string;
  /** The secret written in place of the test secret. */
  secret: string;
  faults: Fault[];
  /** Text the program's output must hold; undefined: the program must report a failure and exit non-zero. */
  prints?: string;
  /** The HTTP status the output must show as a number of its own (the page says each program prints it). */
  status?: number;
}

const secret = testKeys.secretKey;
const programCases: readonly ProgramCase[] = [
  {name: 'as written (test keys)', secret, faults: [], prints: testKeys.hostname, status: 200},
  {
    name: 'always-invalid test secret',
    secret: invalidResponseTestSecret,
    faults: [],
    prints: 'invalid-input-response',
  },
  {
    name: 'real secret with the test site key',
    secret: realKeys.secret,
    faults: [],
    prints: 'sitekey-secret-mismatch',
  },
  {name: 'HTTP 503', secret, faults: [{kind: 'status', status: 503}], prints: '503'},
  {name: 'no answer (timeout)', secret, faults: [{kind: 'hang', ms: 30_000}]},
];

/** Starting a JVM or compiling on a busy machine takes a while; a sample with no timeout still hangs past it. */
const programTimeoutMs = 60_000;

export function runProgramSample(
  sample: RunnableSample,
  stub: ApiStub,
  trust: Trust,
  workDir: string,
): Promise<SampleOutcome> {
  const runtime = runtimeOf(sample.runtime);
  const lanes = programCases.map(() => stub.lane());
  const codes = programCases.map((testCase, index) =>
    substitute(sample.code, {
      apiBase: lanes[index]!.httpsBase,
      ...realKeys,
      keys: {[testKeys.secretKey]: testCase.secret},
    }),
  );
  let built: Promise<PreparedRun[]> | undefined;
  return runCases(sample, programCases, async (testCase, index) => {
    const lane = lanes[index]!;
    let run: PreparedRun;
    if (runtime.preparePrograms) {
      fs.mkdirSync(workDir, {recursive: true});
      run = (await (built ??= runtime.preparePrograms(workDir, sample, codes, trust)))[index]!;
    } else {
      const dir = `${workDir}/case-${index}`;
      fs.mkdirSync(dir, {recursive: true});
      run = await runtime.prepareProgram(dir, sample, codes[index]!, trust);
    }
    lane.setFaults(testCase.faults);
    const ran = await runProgram(run, {}, programTimeoutMs);
    const output = ran.stdout + ran.stderr;
    const said = output.trim().slice(0, 200);
    const problems = lane.requests().flatMap((request) =>
      requestProblems(request, {
        secret: testCase.secret,
        sitekey: testKeys.siteKey,
        response: testKeys.token,
        remoteip: null,
      }),
    );
    if (lane.requests().length === 0) problems.push('sent no request');
    problems.push(...programProblems(ran, programTimeoutMs));
    if (testCase.prints !== undefined && !output.includes(testCase.prints))
      problems.push(`did not print ${testCase.prints}: ${said}`);
    if (testCase.status !== undefined && !new RegExp(`^${testCase.status}\\b`, 'm').test(output))
      problems.push(`did not print the HTTP status ${testCase.status}: ${said}`);
    if (testCase.prints === undefined && ran.exitCode === 0)
      problems.push('exited with status 0 without an answer');
    return problems;
  });
}
