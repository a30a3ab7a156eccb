/**
 * Runs every runnable server sample of the docs against a stand-in API, a
 * few at a time (most of a case is waiting on the network or a timeout).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright';
import type {ApiStub, Lane} from '../../api-stub/server';
import {chromiumBinary, testChromiumLaunchOptions} from '../../src/config/chromium';
import {docsVerifier, hostMappingArg, runPageSample} from './runPageSample';
import type {RunnableSample, SampleInventory, SkippedSample} from './runnableSamples';
import {runDeployCheck, secretCases} from './runDeployCheck';
import {runCypressSample} from './runCypressSample';
import {runPlaywrightSample} from './runPlaywrightSample';
import {runProgramSample} from './runProgramSample';
import {runVerifier, workDirFor} from './runVerifier';
import {
  afterRetry,
  failed,
  missingRuntime,
  skippedRuntimes,
  type SampleOutcome,
} from './sampleOutcome';
import {runtimes} from './runtimes';
import {mapWithPool} from '../codeSamples/runTool';
import type {Trust} from './runtimes/runtime';
import type {RunReport} from './summary';
import type {ProjectSample} from './projectSamples';
import {recipesNotRun, type ServerRun} from '../../src/plugins/downloadableProjects/projects';
import {projectBlocker} from './downloadableProjects';
import {runRecipe} from './runRecipe';

/** A PKCS12 trust store holding the stand-in's certificate, for Java. */
function javaTrustStoreFor(caFile: string, dir: string): string {
  const store = path.join(dir, 'stand-in.p12');
  fs.rmSync(store, {force: true});
  const options =
    '-importcert -noprompt -alias bramble-stand-in -storetype PKCS12 -storepass changeit';
  execFileSync('keytool', [...options.split(' '), '-file', caFile, '-keystore', store], {
    stdio: 'ignore',
  });
  return store;
}

/** The verifier the page server uses: `/api`'s Node.js function. */
function findPageVerifier(samples: readonly RunnableSample[]): RunnableSample {
  const verifier = samples.find(
    (sample) =>
      sample.page === 'api.mdx' && sample.runtime === 'node' && sample.kind === 'verifier',
  );
  if (!verifier)
    throw new Error('the page samples are verified with /api’s Node.js verifier, which is missing');
  return verifier;
}

type Job =
  | {kind: 'sample'; sample: RunnableSample}
  | {kind: 'project'; project: ProjectSample; server: ServerRun};

export async function runDocsSamples(
  inventory: SampleInventory,
  projects: readonly ProjectSample[],
  stub: ApiStub,
  workRoot: string,
  {
    concurrency = 6,
    pageConcurrency = 2,
    pageVerifier = inventory.runnable,
    skip = skippedRuntimes(),
  }: {
    concurrency?: number;
    pageConcurrency?: number;
    pageVerifier?: readonly RunnableSample[];
    skip?: ReadonlySet<string>;
  } = {},
): Promise<RunReport> {
  const started = Date.now();
  fs.mkdirSync(workRoot, {recursive: true});
  const blocked: SampleOutcome[] = [];
  const skippedCounts: Record<string, number> = {};
  const skipOrFail = (runtime: string, outcome: SampleOutcome | 'skipped') => {
    if (outcome !== 'skipped') blocked.push(outcome);
    else skippedCounts[runtime] = (skippedCounts[runtime] ?? 0) + 1;
  };
  const missing = new Set<string>();
  for (const runtime of new Set(inventory.runnable.map((sample) => sample.runtime))) {
    const why =
      runtime === 'chromium'
        ? !fs.existsSync(chromiumBinary) &&
          `no ${chromiumBinary} (apt-get install chromium-headless-shell)`
        : runtimes[runtime].missing();
    if (!why) continue;
    missing.add(runtime);
    const outcome = missingRuntime(runtime, why, skip);
    if (outcome !== 'skipped') blocked.push(outcome);
  }
  // A copy the run owns: the stand-in's own file goes when it closes.
  const caFile = path.join(workRoot, 'stand-in-ca.pem');
  fs.writeFileSync(caFile, stub.caPem);
  const trust: Trust = {
    caFile,
    javaTrustStore: missing.has('java') ? '' : javaTrustStoreFor(caFile, workRoot),
  };
  const skipped: SkippedSample[] = [...inventory.skipped];
  const jobs: Job[] = [];
  for (const project of projects) {
    const notRun = recipesNotRun[project.name];
    if (notRun) {
      skipped.push({where: project.where, language: project.name, reason: notRun});
      continue;
    }
    const {definition, blocked: projectBlocked} = projectBlocker(project.name, project.where, skip);
    const server = definition?.sampleRun.server;
    if (projectBlocked) skipOrFail(definition!.sampleRun.requires.runtime, projectBlocked);
    else if (server && 'notRun' in server)
      skipped.push({where: project.where, language: project.name, reason: server.notRun});
    else jobs.push({kind: 'project', project, server: server!});
  }
  const runnable = inventory.runnable.filter((sample) => {
    if (missing.has(sample.runtime) && skip.has(sample.runtime))
      skipOrFail(sample.runtime, 'skipped');
    return !missing.has(sample.runtime);
  });
  // Compiled languages and servers first: their builds and start-ups overlap with the others' waiting.
  const first = ['java', 'go'];
  jobs.push(
    ...[...runnable]
      .sort((a, b) => Number(first.includes(b.runtime)) - Number(first.includes(a.runtime)))
      .map((sample) => ({kind: 'sample' as const, sample})),
  );
  const pages = jobs.some((job) => job.kind === 'project' || job.sample.runtime === 'chromium');
  const browser = pages
    ? await chromium.launch({
        ...testChromiumLaunchOptions,
        args: [...testChromiumLaunchOptions.args!, hostMappingArg],
      })
    : undefined;
  const verifier = pages ? findPageVerifier(pageVerifier) : undefined;
  const makeVerify = (lane: Lane) => docsVerifier(verifier!, lane, workRoot);
  const runJob = (job: Job, attempt: number): Promise<SampleOutcome> => {
    if (job.kind === 'project') {
      const dir = path.join(workRoot, `project-${job.project.name}-${attempt}`);
      return runRecipe(job.project, job.server, stub, trust, dir, browser);
    }
    const {sample} = job;
    const workDir = workDirFor(workRoot, sample);
    if (sample.kind === 'playwright')
      return runPlaywrightSample(browser!, sample, stub, path.join(workDir, `attempt-${attempt}`));
    if (sample.kind === 'cypress') return runCypressSample(browser!, sample, stub);
    if (sample.runtime === 'chromium') return runPageSample(browser!, sample, stub, makeVerify);
    if (sample.kind === 'program') return runProgramSample(sample, stub, trust, workDir);
    if (sample.kind === 'deploy-check') return runDeployCheck(sample, workDir);
    if (sample.kind === 'secret-check') return runDeployCheck(sample, workDir, secretCases);
    return runVerifier(sample, stub, trust, workDir);
  };
  const runTwiceIfNeeded = async (job: Job) => {
    const first = await runJob(job, 1);
    // Once more: a bug fails again; a sample that passes the second time is flaky.
    return failed(first) ? afterRetry(first, await runJob(job, 2)) : first;
  };
  // Pages share one browser and the machine's cores: a few at a time, beside the processes,
  // which mostly wait on the network and on their timeouts. Java programs one at a time: a JVM
  // starting cold spends seconds of CPU on its first TLS handshake, and four started together
  // beside the rest overran the samples' own 3 s connect timeout on a 2-core machine.
  const isPage = (job: Job) => job.kind === 'sample' && job.sample.runtime === 'chromium';
  const isJava = (job: Job) => job.kind === 'sample' && job.sample.runtime === 'java';
  const [pageOutcomes, javaOutcomes, processOutcomes] = await Promise.all([
    mapWithPool(jobs.filter(isPage), pageConcurrency, runTwiceIfNeeded),
    mapWithPool(jobs.filter(isJava), 1, runTwiceIfNeeded),
    mapWithPool(
      jobs.filter((job) => !isPage(job) && !isJava(job)),
      concurrency - 1,
      runTwiceIfNeeded,
    ),
  ]);
  const outcomes = [...blocked, ...processOutcomes, ...javaOutcomes, ...pageOutcomes];
  await browser?.close();
  return {
    outcomes,
    skipped,
    skippedRuntimes: skippedCounts,
    seconds: (Date.now() - started) / 1000,
  };
}
