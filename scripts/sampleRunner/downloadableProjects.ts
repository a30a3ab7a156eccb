/**
 * The downloadable projects as the sample run checks them: each written out
 * as its anonymous zip holds it, then its own test command (the README's)
 * run against a lane of the stand-in API through `BRAMBLE_API_BASE`. A
 * project whose dependencies this machine lacks is named with the reason.
 * npm packages come from this repository's node_modules (a symlink, no
 * network install); Python and PHP from Debian's packages.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {ApiStub} from '../../api-stub/server';
import {testKeys} from '../../src/data/testKeys';
import {projectEntries, type ProjectManifest} from '../../src/lib/projectArchive';
import {storedZip, type ZipEntry} from '../../src/lib/storedZip';
import {projectDefinitions} from '../../src/plugins/downloadableProjects/projects';
import {python} from './runtimes/python';

const projectRoot = path.join(__dirname, '../..');

/** What the build publishes without a session: the test keys in place. */
export function anonymousEntries(manifest: ProjectManifest): ZipEntry[] {
  return projectEntries(manifest, {sitekey: testKeys.siteKey, secret: testKeys.secretKey});
}

/** Why this machine cannot run a project's test, or undefined when it can. */
function missing(project: string): string | undefined {
  const pythonImports = (modules: string, packages: string) =>
    spawnSync(python, ['-c', `import ${modules}`]).status === 0
      ? undefined
      : `${python} cannot import ${modules} (apt-get install ${packages})`;
  switch (project) {
    case 'quickstart':
      return undefined;
    case 'express':
      return ['express', 'multer'].every((name) =>
        fs.existsSync(path.join(projectRoot, 'node_modules', name)),
      )
        ? undefined
        : 'express and multer are not in this repository’s node_modules';
    case 'flask':
      return pythonImports('flask, requests', 'python3-flask python3-requests');
    case 'django':
      return pythonImports('django', 'python3-django');
    case 'php':
      return spawnSync('php', ['-v']).error ? 'no php (apt-get install php-cli)' : undefined;
    default:
      return `no way to run project ${project} is known here`;
  }
}

/**
 * The README's test command as this machine runs it: Debian's Python stands in for the
 * virtualenv's, and `npm test` is the project's own test script, run without npm's start-up.
 */
export function testCommand(project: string, dir: string): string[] {
  const definition = projectDefinitions.find((candidate) => candidate.id === project);
  if (!definition) throw new Error(`unknown project ${project}`);
  let command = definition.commands.test;
  if (command === 'npm test') {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      scripts: {test: string};
    };
    command = manifest.scripts.test.replace(/^node /, `${process.execPath} `);
  }
  return command.replace('.venv/bin/python', python).split(' ');
}

export interface ProjectRun {
  project: string;
  /** Why it was not run here. */
  skipped?: string;
  failure?: string;
  ms: number;
  /** siteverify requests the stand-in received from the project's test. */
  verifications: number;
}

function writeEntries(entries: readonly ZipEntry[], dir: string): string {
  for (const entry of entries) {
    const file = path.join(dir, entry.path);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, entry.text);
  }
  return path.join(dir, entries[0]!.path.split('/')[0]!);
}

function run(
  command: string[],
  cwd: string,
  env: Record<string, string>,
  timeoutMs: number,
): Promise<{code: number | null; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), {cwd, env: {...process.env, ...env}});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill(), timeoutMs);
    child.on('error', (error) => (output += String(error)));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({code, output});
    });
  });
}

export async function runDownloadableProject(
  manifest: ProjectManifest,
  stub: ApiStub,
  workRoot: string,
): Promise<ProjectRun> {
  const started = Date.now();
  const skipped = missing(manifest.project);
  if (skipped) return {project: manifest.project, skipped, ms: 0, verifications: 0};
  const dir = writeEntries(anonymousEntries(manifest), workRoot);
  if (fs.existsSync(path.join(dir, 'package.json'))) {
    fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'));
  }
  const lane = stub.lane();
  const command = testCommand(manifest.project, dir);
  const {code, output} = await run(
    command,
    dir,
    {BRAMBLE_API_BASE: lane.httpBase, PYTHONDONTWRITEBYTECODE: '1'},
    60_000,
  );
  const verifications = lane.requests().length;
  const failure =
    code !== 0
      ? `its test (${command.join(' ')}) exited with ${code}:\n${output}`
      : verifications === 0
        ? `its test passed without asking the stand-in API:\n${output}`
        : undefined;
  return {project: manifest.project, failure, ms: Date.now() - started, verifications};
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
  if (
    Buffer.compare(fs.readFileSync(zipFile), Buffer.from(storedZip(anonymousEntries(built)))) !== 0
  )
    problems.push(`${where} is not its manifest with the test keys`);
  const withoutReadme = (files: readonly ZipEntry[]) =>
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
        ? `  ${one.project}: not run here: ${one.skipped}`
        : `  ${one.project}: ${one.failure ? 'FAILED' : 'passed'} in ${(one.ms / 1000).toFixed(1)} s (${one.verifications} siteverify requests)`,
    );
  }
  return lines.join('\n');
}
