// `npm run bench -- --mcp`: how many `search_docs` calls a second the MCP server answers over
// HTTP, on one instance directly, and on one and two instances behind nginx as production serves
// them (deploy/README.md, "The MCP endpoint"). Not part of `npm test`.
import fs from 'node:fs';
import os from 'node:os';
import {performance} from 'node:perf_hooks';
import {requestFrom} from '../../deploy/nginx/clientAddress';
import {serveSite, startMcpInstance} from '../../deploy/nginx/localSite';
import {searchQueries} from '../../tests/build/searchQueries';
import {mcpResultsMarkdown, percentile, searchesPerSecond, type McpRun} from './mcpStats';

const mcpResultsFile = 'bench/mcp.md';

/** Clients spread over this many loopback addresses, each well inside nginx's per-client limit. */
const clientAddresses = 200;
const clientAddress = (i: number) => `127.0.1.${2 + (i % clientAddresses)}`;

function searchCall(i: number): string {
  const {query, locale} = searchQueries[i % searchQueries.length]!;
  return JSON.stringify({
    jsonrpc: '2.0',
    id: i,
    method: 'tools/call',
    params: {name: 'search_docs', arguments: {query, locale}},
  });
}

/** One search; whether it came back as a search answer. */
async function search(endpoint: URL, i: number): Promise<boolean> {
  const answer = await requestFrom(clientAddress(i), endpoint, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'},
    body: searchCall(i),
  });
  if (answer.status !== 200) return false;
  const result = (JSON.parse(answer.text) as {result?: {isError?: boolean}}).result;
  return result !== undefined && result.isError !== true;
}

/** `requests` searches, `concurrency` at a time, after a warm-up that is not counted. */
async function measure(
  setup: string,
  endpoint: URL,
  requests: number,
  concurrency: number,
): Promise<McpRun> {
  await Promise.all(Array.from({length: concurrency}, (_, i) => search(endpoint, i)));
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < requests) {
      const i = next++;
      const at = performance.now();
      const ok = await search(endpoint, i).catch(() => false);
      latencies.push(performance.now() - at);
      if (!ok) failures++;
    }
  };
  await Promise.all(Array.from({length: concurrency}, worker));
  const run = {
    setup,
    requests,
    concurrency,
    failures,
    seconds: (performance.now() - started) / 1000,
    latencies,
  };
  console.log(
    `${setup}: ${searchesPerSecond(run).toFixed(1)} searches/s, p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, ${failures} failed`,
  );
  return run;
}

export async function runMcpBench(requests: number, concurrency: number): Promise<void> {
  const load = os.loadavg()[0]!.toFixed(2);
  const runs: McpRun[] = [];
  const direct = await startMcpInstance();
  try {
    runs.push(
      await measure(
        'one instance, direct',
        new URL(`http://${direct.address}/mcp`),
        requests,
        concurrency,
      ),
    );
  } finally {
    await direct.stop();
  }
  for (const instances of [1, 2]) {
    const site = await serveSite({instances});
    try {
      const setup = `${instances === 1 ? 'one instance' : 'two instances'} behind nginx`;
      runs.push(await measure(setup, new URL('/mcp', site.url), requests, concurrency));
    } finally {
      await site.stop();
    }
  }
  const machine = `Measured ${new Date().toISOString().slice(0, 16)}Z on ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}; load average ${load} at the start (the machine may be shared: compare runs made on the same load).`;
  fs.writeFileSync(mcpResultsFile, mcpResultsMarkdown(runs, machine));
  console.log(`Results in ${mcpResultsFile}`);
  process.exitCode = runs.some((r) => r.failures > 0) ? 1 : 0;
}
