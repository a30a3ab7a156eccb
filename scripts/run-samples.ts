/**
 * `npm run samples:run [-- filter ...]`: the sample run of `npm test` by hand.
 * A filter keeps the samples whose place (`api.mdx:148`, `api.mdx`, a partial's
 * `_api/examples.mdx:45`), page (`api.mdx` keeps the samples of its partials too) or
 * language (`ruby`, `express`) starts with it; the summary says what ran.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {startApiStub} from '../api-stub/server';
import {projectsOfDocs} from './sampleRunner/projectSamples';
import {inventoryOfDocs} from './sampleRunner/runnableSamples';
import {runDocsSamples} from './sampleRunner/runDocsSamples';
import {failed} from './sampleRunner/sampleOutcome';
import {formatSummary} from './sampleRunner/summary';

const filters = process.argv.slice(2);
const kept = (where: string, language: string, page = '') =>
  filters.length === 0 ||
  filters.some(
    (filter) =>
      where.startsWith(filter) || (page !== '' && page.startsWith(filter)) || language === filter,
  );

const docsDir = path.join(__dirname, '../docs');
const inventory = inventoryOfDocs(docsDir);
const {projects, problems} = projectsOfDocs(docsDir);
const everySample = inventory.runnable;
inventory.runnable = everySample.filter((sample) =>
  kept(sample.where, sample.runtime, sample.page),
);
const keptProjects = projects.filter((project) => kept(project.where, project.name));

async function main(): Promise<void> {
  const stub = await startApiStub();
  const workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bramble-samples-'));
  try {
    const report = await runDocsSamples(inventory, keptProjects, stub, workRoot, {
      pageVerifier: everySample,
    });
    console.log(formatSummary(report));
    for (const problem of [...inventory.problems, ...problems]) console.log(`Problem: ${problem}`);
    const anyFailed = report.outcomes.some(failed);
    process.exitCode = anyFailed || inventory.problems.length + problems.length > 0 ? 1 : 0;
  } finally {
    await stub.close();
    if (process.env.KEEP_SAMPLES) console.log(`Samples kept in ${workRoot}`);
    else fs.rmSync(workRoot, {recursive: true, force: true});
  }
}

void main();
