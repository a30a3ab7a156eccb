import type {BudgetCheck} from './budgetChecks';
import type {BenchResults} from './results';

const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
const row = (cells: readonly (string | number)[]): string => `| ${cells.join(' | ')} |`;
const table = (header: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  [row(header), row(header.map(() => '---')), ...rows.map(row)].join('\n');

/** How far a measure is from its limit, as a share of the limit ('' for a yes/no budget). */
export function headroom(check: BudgetCheck): string {
  const limit = Number(check.limit.replace(/^[≤≥]\s*/, ''));
  if (typeof check.actual !== 'number' || !Number.isFinite(limit) || limit === 0) return '';
  const share = (check.limit.startsWith('≤') ? limit - check.actual : check.actual - limit) / limit;
  return `${(share * 100).toFixed(1)} %`;
}

/**
 * bench/results.md: one run's figures as the README links them, written by `npm run bench` from
 * the same results as bench/results.json, so no figure is ever copied by hand.
 */
export function resultsMarkdown(results: BenchResults, checks: readonly BudgetCheck[]): string {
  const failed = checks.filter((check) => !check.ok).length;
  return `# Latest benchmark

Written by \`npm run bench\` on ${results.date.slice(0, 10)} (${results.machine}); the raw figures
are in \`results.json\` beside this file, the limits in \`budgets.json\`. ${
    failed === 0 ? 'Every budget holds.' : `**${failed} budget(s) breached.**`
  }

## Budgets

${table(
  ['budget', 'measured', 'limit', 'headroom', 'holds'],
  checks.map((c) => [c.name, c.actual, c.limit, headroom(c), c.ok ? 'yes' : '**no**']),
)}

## Weight of each page (anonymous, cold cache, until the network is idle)

${table(
  ['page', 'HTML gzip', 'JS gzip (first script + page)', 'CSS gzip', 'requests', 'over the wire'],
  results.routes.map((r) => [
    r.path,
    kB(r.htmlGzip),
    `${kB(r.js.gzip)} (${kB(r.js.sharedGzip)} + ${kB(r.js.pageGzip)})`,
    kB(r.css.gzip),
    r.requests,
    kB(r.transfer),
  ]),
)}

## Lighthouse (mobile, median of 3)

${table(
  ['page', 'session', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS'],
  results.lighthouse.map((l) => [
    l.path,
    l.session,
    l.performance,
    l.accessibility,
    l.bestPractices,
    l.seo,
    `${Math.round(l.lcpMs)} ms`,
    `${Math.round(l.tbtMs)} ms`,
    l.cls,
  ]),
)}

Cold build of both locales: ${results.build.coldSeconds} s, peak ${results.build.peakMemoryMB} MB.
Keys on screen ${results.keysVisible.afterHydrationMs} ms after hydration with the dashboard
answering in ${results.keysVisible.dashboardDelayMs} ms.
`;
}
