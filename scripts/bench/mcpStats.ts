/** What one setup of the MCP bench measured. */
export interface McpRun {
  setup: string;
  requests: number;
  concurrency: number;
  /** Answers that were not a search result (HTTP error or tool error). */
  failures: number;
  seconds: number;
  /** Each request's time, in milliseconds. */
  latencies: readonly number[];
}

/** The nearest-rank percentile (p in 0–100) of some values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('no values');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function searchesPerSecond(run: McpRun): number {
  return (run.requests - run.failures) / run.seconds;
}

/** The results file: a table of the runs, and what machine and load they ran on. */
export function mcpResultsMarkdown(runs: readonly McpRun[], machine: string): string {
  const rows = runs.map(
    (r) =>
      `| ${r.setup} | ${r.requests} | ${r.concurrency} | ${r.failures} | ${searchesPerSecond(r).toFixed(1)} | ${percentile(r.latencies, 50).toFixed(0)} | ${percentile(r.latencies, 99).toFixed(0)} |`,
  );
  return [
    '# MCP throughput',
    '',
    'Written by `npm run bench -- --mcp`: parallel `search_docs` calls over HTTP, each from one of',
    "many loopback addresses (so nginx's per-client rate limit sees many clients, as in production).",
    '',
    '| setup | searches | in parallel | failed | searches/s | p50 ms | p99 ms |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    machine,
    '',
  ].join('\n');
}
