import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {RelevanceScore} from '../searchRelevance/scoreQueries';

/** Each locale's hit@1 and hit@3 on the query set, as `npm test` computes them. */
export type SearchRelevance = Record<string, Omit<RelevanceScore, 'misses'> & {misses: string[]}>;

/** From the build check itself, which runs where the plugin's client modules resolve. */
export function measureSearchRelevance(root: string): SearchRelevance {
  const report = path.join(os.tmpdir(), `bench-search-relevance-${process.pid}.json`);
  spawnSync('npx', ['vitest', 'run', '--project', 'build', 'tests/build/searchRelevance.test.ts'], {
    env: {...process.env, SEARCH_RELEVANCE_REPORT: report, SEARCH_RELEVANCE_BUILD: root},
    stdio: 'ignore',
  });
  if (!fs.existsSync(report)) throw new Error('the search relevance check wrote no figures');
  const scores = JSON.parse(fs.readFileSync(report, 'utf8')) as Record<string, RelevanceScore>;
  fs.rmSync(report);
  return Object.fromEntries(
    Object.entries(scores).map(([locale, s]) => [
      locale,
      {...s, misses: s.misses.map((m) => `${m.query} (${m.rank ?? 'not found'})`)},
    ]),
  );
}

export const searchRelevanceMarkdown = (relevance: SearchRelevance): string =>
  Object.entries(relevance)
    .map(
      ([locale, s]) =>
        `- ${locale}: hit@1 ${(s.hitAt1 * 100).toFixed(1)} %, hit@3 ${(s.hitAt3 * 100).toFixed(1)} % on ${s.queries} queries` +
        (s.misses.length ? `; not first: ${s.misses.join(', ')}` : ''),
    )
    .join('\n');
