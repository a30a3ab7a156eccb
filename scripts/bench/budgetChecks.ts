import type {BenchResults, Budgets} from './results';

/** One budget line: what was measured against its limit. */
export interface BudgetCheck {
  name: string;
  actual: number | string;
  limit: string;
  ok: boolean;
}

const atMost = (name: string, actual: number, limit: number): BudgetCheck => ({
  name,
  actual,
  limit: `≤ ${limit}`,
  ok: actual <= limit,
});
const atLeast = (name: string, actual: number, limit: number): BudgetCheck => ({
  name,
  actual,
  limit: `≥ ${limit}`,
  ok: actual >= limit,
});

/** Every budget of bench/budgets.json checked against one run's results. */
export function checkBudgets(results: BenchResults, budgets: Budgets): BudgetCheck[] {
  const checks: BudgetCheck[] = [
    atMost('cold build of both locales (s)', results.build.coldSeconds, budgets.coldBuildSeconds),
    atMost(
      'JS before page code, gzip',
      results.jsBeforePageCode.gzip,
      budgets.jsBeforePageCodeGzip,
    ),
  ];
  const configuration = results.routes.find((r) => r.path === '/configuration');
  checks.push(
    configuration
      ? atMost('all JS on /configuration, gzip', configuration.js.gzip, budgets.configurationJsGzip)
      : {name: 'all JS on /configuration, gzip', actual: 'not measured', limit: '', ok: false},
  );
  const heaviestCss = Math.max(0, ...results.routes.map((r) => r.css.gzip));
  checks.push(atMost('CSS of the heaviest page, gzip', heaviestCss, budgets.cssGzip));
  const searchBytes = Math.max(
    0,
    ...results.routes.filter((r) => !r.isSearchPage).map((r) => r.searchIndexBytes),
  );
  checks.push(
    atMost(
      'search index bytes before the box is used',
      searchBytes,
      budgets.searchIndexBytesBeforeFocus,
    ),
  );
  const strayMermaid = results.routes.filter((r) => r.mermaid && !r.hasDiagram).map((r) => r.path);
  checks.push({
    name: 'Mermaid fetched only by pages with a diagram',
    actual: strayMermaid.join(' ') || 'none elsewhere',
    limit: 'none elsewhere',
    ok: strayMermaid.length === 0,
  });
  const strayEditor = results.routes.filter((r) => r.editor && !r.isEditor).map((r) => r.path);
  checks.push({
    name: 'theme editor code fetched only by its page',
    actual: strayEditor.join(' ') || 'none elsewhere',
    limit: 'none elsewhere',
    ok: strayEditor.length === 0,
  });
  for (const run of results.lighthouse) {
    const at = `${run.path} (${run.session})`;
    checks.push(
      atLeast(`Lighthouse performance ${at}`, run.performance, budgets.lighthouse.performance),
      atLeast(
        `Lighthouse accessibility ${at}`,
        run.accessibility,
        budgets.lighthouse.accessibility,
      ),
      atLeast(
        `Lighthouse best practices ${at}`,
        run.bestPractices,
        budgets.lighthouse.bestPractices,
      ),
      atLeast(`Lighthouse SEO ${at}`, run.seo, budgets.lighthouse.seo),
      atMost(`CLS ${at}`, run.cls, budgets.lighthouse.cls),
    );
  }
  checks.push(
    atMost(
      `keys visible after hydration, dashboard at ${results.keysVisible.dashboardDelayMs} ms (ms)`,
      results.keysVisible.afterHydrationMs,
      budgets.keysVisibleAfterHydrationMs,
    ),
  );
  return checks;
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('No values to take the median of');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
