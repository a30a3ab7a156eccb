/**
 * Runs one verification function of the docs through every case: the
 * sample is prepared once (built, for Go and Java) and its driver called
 * per case, or, for a shell script, the script run per case.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ApiStub, Lane} from '../../api-stub/server';
import {requestProblems, retryProblems} from './requestChecks';
import type {RunnableSample} from './runnableSamples';
import {DriverProcess, runProgram} from './sampleProcess';
import {startOutcome, errorText, crashIn, type SampleOutcome} from './sampleOutcome';
import {runtimeOf} from './runtimes';
import type {PreparedRun, Trust} from './runtimes/runtime';
import {testKeyValues} from '../../src/data/testKeys';
import {enterpriseKeys, realKeys, tokenOfKind, type Keys} from './standIn';
import {substitute} from './substitute';
import {
  assessorCases,
  expectedResult,
  normalizeResult,
  verifierCases,
  type KeySet,
  type SampleCase,
} from './verifierCases';

/** Longer than any sample's own timeout (5 s) and a retry or two. */
const caseTimeoutMs = 20_000;
/** The first case also starts the runtime (a JVM), which a busy machine makes slow. */
const firstCaseTimeoutMs = 60_000;

export interface CaseRun {
  verdict: unknown;
  error?: string;
  output: string;
  ms: number;
}

export function judge(
  testCase: SampleCase,
  keys: Keys,
  token: string,
  run: CaseRun,
  lane: Lane,
  before: number,
  options: {remoteipOptional?: boolean; driven?: boolean; code?: string} = {},
): string[] {
  const requests = lane.requests().slice(before);
  const problems: string[] = [];
  if (run.error) problems.push(`failed to run: ${run.error}`);
  const crash = crashIn(run.output, {driven: options.driven});
  if (crash) problems.push(crash);
  for (const request of requests) {
    const expected = {
      ...keys,
      response: token,
      remoteip: testCase.remoteip,
      remoteipOptional: options.remoteipOptional,
    };
    problems.push(...requestProblems(request, expected));
  }
  problems.push(...retryProblems(requests));
  const result = normalizeResult(run.verdict);
  const expected = expectedResult(testCase, requests.length);
  if (!run.error && result !== expected) {
    const said = run.output.trim().split('\n').slice(-3).join(' | ').slice(0, 300);
    problems.push(
      `returned ${JSON.stringify(run.verdict)}, expected ${expected}${said ? ` (it printed: ${said})` : ''}`,
    );
  }
  if (testCase.token === 'empty' && requests.length > 0)
    problems.push('called siteverify without a token');
  if (
    testCase.logs !== undefined &&
    options.code !== undefined &&
    !options.code.includes(testCase.logs)
  )
    problems.push(`does not log the cause: expected the line "${testCase.logs}"`);
  return [...new Set(problems)];
}

/** The keys a case runs the sample with: the sample's own, or a pair of test keys. */
export function keysFor(sample: RunnableSample, keySet: KeySet = 'own'): Keys {
  if (keySet === 'own') return sample.kind === 'assessor' ? enterpriseKeys : realKeys;
  const {siteKey, secretKey, highRiskSecretKey} = testKeyValues;
  return {sitekey: siteKey, secret: keySet === 'test-pass' ? secretKey : highRiskSecretKey};
}

/** The cases in groups of the same keys, in their order: one preparation of the sample each. */
export function byKeySet(cases: readonly SampleCase[]): Map<KeySet, SampleCase[]> {
  const groups = new Map<KeySet, SampleCase[]>();
  for (const testCase of cases) {
    const keySet = testCase.keys ?? 'own';
    groups.set(keySet, [...(groups.get(keySet) ?? []), testCase]);
  }
  return groups;
}

/** A retrier is handed a whole form body: a caller never builds one without a token. */
function casesFor(sample: RunnableSample): readonly SampleCase[] {
  if (sample.kind === 'assessor') return assessorCases;
  if (sample.kind === 'retrier')
    return verifierCases.filter((testCase) => testCase.token !== 'empty');
  return verifierCases;
}

export async function runVerifier(
  sample: RunnableSample,
  stub: ApiStub,
  trust: Trust,
  workRoot: string,
  cases: readonly SampleCase[] = casesFor(sample),
): Promise<SampleOutcome> {
  const outcome = startOutcome(sample);
  const runtime = runtimeOf(sample.runtime);
  for (const [keySet, group] of byKeySet(cases)) {
    // Each set of keys is its own copy of the sample, substituted and built apart.
    const workDir = keySet === 'own' ? workRoot : `${workRoot}+${keySet}`;
    const keys = keysFor(sample, keySet);
    const lane = stub.lane();
    const code = substitute(sample.code, {apiBase: lane.httpsBase, ...keys});
    fs.mkdirSync(workDir, {recursive: true});
    const env = {BRAMBLE_SECRET_KEY: keys.secret, BRAMBLE_SITE_KEY: keys.sitekey};
    let driver: DriverProcess | undefined;
    let program: PreparedRun | undefined;
    let driverRun: PreparedRun | undefined;
    let driverFresh = true;
    try {
      if (runtime.prepareDriver) {
        const run = await runtime.prepareDriver(workDir, sample, code, trust);
        driverRun = {...run, env: {...run.env, ...env}};
        driver = new DriverProcess(driverRun);
      } else {
        program = await runtime.prepareProgram(workDir, sample, code, trust);
      }
    } catch (error) {
      return {...outcome, failure: errorText(error)};
    }
    try {
      for (const testCase of group) {
        const token = await tokenOfKind(stub, testCase, keys);
        lane.setFaults(testCase.faults);
        const before = lane.requests().length;
        let run: CaseRun;
        if (driver) {
          const timeout = driverFresh ? firstCaseTimeoutMs : caseTimeoutMs;
          driverFresh = false;
          const answer = await driver.ask({token, remoteip: testCase.remoteip}, timeout);
          run = {verdict: answer.result, error: answer.error, output: answer.output, ms: answer.ms};
          if (answer.error) {
            // A late answer would be read as the next case's: start afresh.
            await driver.stop(true);
            driver = new DriverProcess(driverRun!);
            driverFresh = true;
          }
        } else {
          const ip = testCase.remoteip ?? '';
          const ran = await runProgram(
            program!,
            {args: [token, ip], env: {...env, TOKEN: token, VISITOR_IP: ip}},
            caseTimeoutMs,
          );
          // A shell verifier answers with its exit status, an assessor with its last line.
          run = {
            verdict:
              sample.kind === 'assessor' ? ran.stdout.trim().split('\n').pop() : ran.exitCode === 0,
            error: ran.hung ? `no end within ${caseTimeoutMs} ms` : undefined,
            output: ran.stdout + ran.stderr,
            ms: ran.ms,
          };
        }
        lane.setFaults([]);
        const problems = judge(testCase, keys, token, run, lane, before, {
          driven: driver !== undefined,
          code: sample.code,
        });
        outcome.cases.push({name: testCase.name, problems, ms: run.ms});
      }
    } finally {
      await driver?.stop();
    }
  }
  return outcome;
}

export function workDirFor(root: string, sample: RunnableSample): string {
  return path.join(root, sample.where.replace(/[^\w.-]+/g, '_'));
}
