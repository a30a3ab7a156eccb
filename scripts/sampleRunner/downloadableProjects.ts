/**
 * The downloadable projects as the sample run checks them, from their registry entries
 * (src/plugins/downloadableProjects/projects.ts): each written out as its anonymous zip holds it,
 * then its own test (the README's) run against a lane of the stand-in API through
 * `BRAMBLE_API_BASE`; and a recipe's blocks served as a real server (runRecipe.ts).
 */
import {spawnSync} from 'node:child_process';
import {unzipSync} from 'fflate';
import fs from 'node:fs';
import path from 'node:path';
import type {ApiStub} from '../../api-stub/server';
import {testKeys} from '../../src/data/testKeys';
import {projectZip, type ProjectManifest} from '../../src/lib/projectArchive';
import {
  projectDefinitions,
  type ProjectDefinition,
  type Requirement,
  type ServerRun,
} from '../../src/plugins/downloadableProjects/projects';
import {runTool} from '../codeSamples/runTool';
import {python} from './runtimes/scripts';
import {trustEnv, type PreparedRun, type Trust} from './runtimes/runtime';
import {missingRuntime, skippedRuntimes, type SampleOutcome} from './sampleOutcome';

const projectRoot = path.join(__dirname, '../..');
const testKeyPair = {sitekey: testKeys.siteKey, secret: testKeys.secretKey};

/** A registry command as this machine runs it: Debian's Python, this Node.js. */
const local = (command: string): string =>
  command === 'python3' || command === '.venv/bin/python'
    ? python
    : command === 'node'
      ? process.execPath
      : command;

/** Why this machine cannot run a project, naming the runtime and what brings it; undefined when it can. */
export function requirementMissing({runtime, probe, debian}: Requirement): string | undefined {
  const result = spawnSync(local(probe[0]!), probe.slice(1), {cwd: projectRoot});
  return result.status === 0
    ? undefined
    : `${runtime} cannot run \`${probe.join(' ')}\` (apt-get install ${debian})`;
}

/**
 * What stops a project from running here, as an outcome: unknown, or its runtime missing (a
 * failure naming it, or skipped through BRAMBLE_SKIP_RUNTIMES); undefined when it can run.
 */
export function projectBlocker(
  name: string,
  where: string,
  skip: ReadonlySet<string> = skippedRuntimes(),
): {definition?: ProjectDefinition; blocked?: SampleOutcome | 'skipped'} {
  const definition = projectDefinitions.find((candidate) => candidate.id === name);
  if (!definition)
    return {
      blocked: {
        where,
        runtime: name,
        kind: 'project',
        cases: [],
        failure: `unknown project "${name}": src/plugins/downloadableProjects/projects.ts has no entry for it`,
      },
    };
  const {requires} = definition.sampleRun;
  const missing = requirementMissing(requires);
  const blocked = missing ? missingRuntime(requires.runtime, missing, skip) : undefined;
  return {definition, blocked: blocked === 'skipped' || !blocked ? blocked : {...blocked, where}};
}

/** How a recipe's server starts, from its registry entry. */
export function serverCommand(
  server: ServerRun,
  dir: string,
  port: number,
  trust: Trust,
): PreparedRun {
  const [command, ...args] = server.command.map((part) =>
    part.replace('{port}', String(port)).replace('{caFile}', trust.caFile),
  );
  return {command: local(command!), args, cwd: dir, env: trustEnv(trust)};
}

/** npm packages come from this repository's node_modules (a link, no network install). */
export function linkNodeModules(dir: string): void {
  if (fs.existsSync(path.join(dir, 'package.json')))
    fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'));
}

/** The README's test command as this machine runs it: `npm test` is the project's own test script. */
export function testCommand(definition: ProjectDefinition, dir: string): string[] {
  let command = definition.commands.test;
  if (command === 'npm test') {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      scripts: {test: string};
    };
    command = manifest.scripts.test;
  }
  const [first, ...rest] = command.split(' ');
  return [local(first!), ...rest];
}

export interface ProjectRun {
  project: string;
  /** Left out through BRAMBLE_SKIP_RUNTIMES. */
  skipped?: string;
  failure?: string;
  ms: number;
  /** siteverify requests the stand-in received from the project's test. */
  verifications: number;
}

export async function runDownloadableProject(
  manifest: ProjectManifest,
  stub: ApiStub,
  workRoot: string,
): Promise<ProjectRun> {
  const started = Date.now();
  const project = manifest.project;
  const {definition, blocked} = projectBlocker(project, project);
  if (blocked === 'skipped')
    return {project, skipped: 'BRAMBLE_SKIP_RUNTIMES', ms: 0, verifications: 0};
  if (blocked || !definition)
    return {project, failure: blocked?.failure ?? '', ms: 0, verifications: 0};
  const files = projectZip(manifest, testKeyPair);
  for (const [file, data] of Object.entries(unzipSync(files))) {
    fs.mkdirSync(path.dirname(path.join(workRoot, file)), {recursive: true});
    fs.writeFileSync(path.join(workRoot, file), data);
  }
  const dir = path.join(workRoot, manifest.folder);
  linkNodeModules(dir);
  const lane = stub.lane();
  const command = testCommand(definition, dir);
  const env = {BRAMBLE_API_BASE: lane.httpBase, PYTHONDONTWRITEBYTECODE: '1'};
  const {code, stdout, stderr} = await runTool(command[0]!, command.slice(1), {
    cwd: dir,
    env,
    timeoutMs: 60_000,
  });
  const output = stdout + stderr;
  const verifications = lane.requests().length;
  const failure =
    code !== 0
      ? `its test (${command.join(' ')}) exited with ${code}:\n${output}`
      : verifications === 0
        ? `its test passed without asking the stand-in API:\n${output}`
        : undefined;
  return {project, failure, ms: Date.now() - started, verifications};
}

/**
 * What is wrong with a build's project, if it has one: its zip must be its manifest with the
 * test keys (byte for byte, so deterministic), and its files the ones the docs make now (the
 * README aside: the build's links to the page on the site it was built for).
 */
export function builtProjectProblems(manifest: ProjectManifest, downloadsDir: string): string[] {
  const zipFile = path.join(downloadsDir, `${manifest.project}.zip`);
  const manifestFile = path.join(downloadsDir, `${manifest.project}.json`);
  if (!fs.existsSync(zipFile) || !fs.existsSync(manifestFile)) return [];
  const where = path.relative(projectRoot, zipFile);
  const built = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ProjectManifest;
  const problems: string[] = [];
  if (Buffer.compare(fs.readFileSync(zipFile), projectZip(built, testKeyPair)) !== 0)
    problems.push(`${where} is not its manifest with the test keys`);
  const withoutReadme = (files: ProjectManifest['files']) =>
    files.filter((file) => file.path !== 'README.md');
  if (JSON.stringify(withoutReadme(built.files)) !== JSON.stringify(withoutReadme(manifest.files)))
    problems.push(`${where} differs from the project the docs make: rebuild (npm run build:test)`);
  return problems;
}

export function formatProjectRuns(runs: readonly ProjectRun[]): string {
  const ran = runs.filter((one) => !one.skipped);
  const lines = [`Downloadable projects: ${ran.length} of ${runs.length} ran their own test`];
  for (const one of runs) {
    lines.push(
      one.skipped
        ? `  SKIPPED ${one.project} (${one.skipped})`
        : `  ${one.project}: ${one.failure ? 'FAILED' : 'passed'} in ${(one.ms / 1000).toFixed(1)} s (${one.verifications} siteverify requests)`,
    );
  }
  return lines.join('\n');
}
