import {comparedFigures, ratioOf, ratios, type ComparedFigure} from './ratios';
import type {AuditedPage, BenchResults, Budgets} from './results';

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

/** A ratio to the baseline held under its limit; a figure of 0 holds whatever the baseline's. */
const ratioAtMost = (name: string, site: number, baseline: number, limit: number): BudgetCheck => {
  const ratio = ratioOf(site, baseline);
  return {
    name,
    actual: Number(ratio.toFixed(2)),
    limit: `≤ ${limit}`,
    ok: site === 0 || ratio <= limit,
  };
};

/**
 * Every budget of bench/budgets.json checked against one run's results. Speed budgets are ratios
 * to the stock baseline, so they are checked only when the run compared with it; byte and score
 * budgets hold whatever the baseline.
 */
export function checkBudgets(results: BenchResults, budgets: Budgets): BudgetCheck[] {
  const {site, baseline} = results;
  const againstStock = results.comparedWith === 'stock';
  const checks: BudgetCheck[] = [];
  if (againstStock && Number.isFinite(site.build.coldSeconds)) {
    checks.push(
      ratioAtMost(
        'cold build of both locales, × baseline',
        site.build.coldSeconds,
        baseline.build.coldSeconds,
        budgets.ratios.coldBuild,
      ),
    );
  }
  for (const first of site.jsBeforePageCode) {
    checks.push(
      atMost(
        `JS before page code (${first.locale}), gzip`,
        first.gzip,
        budgets.jsBeforePageCodeGzip,
      ),
    );
  }
  const configuration = site.routes.find((r) => r.path === '/configuration');
  checks.push(
    configuration
      ? atMost('all JS on /configuration, gzip', configuration.js.gzip, budgets.configurationJsGzip)
      : {name: 'all JS on /configuration, gzip', actual: 'not measured', limit: '', ok: false},
  );
  const heaviestCss = Math.max(0, ...site.routes.map((r) => r.css.gzip));
  checks.push(atMost('CSS of the heaviest page, gzip', heaviestCss, budgets.cssGzip));
  const searchBytes = Math.max(
    0,
    ...site.routes.filter((r) => !r.isSearchPage).map((r) => r.searchIndexBytes),
  );
  checks.push(
    atMost(
      'search index bytes before the box is used',
      searchBytes,
      budgets.searchIndexBytesBeforeFocus,
    ),
  );
  const strayMermaid = site.routes.filter((r) => r.mermaid && !r.hasDiagram).map((r) => r.path);
  checks.push({
    name: 'Mermaid fetched only by pages with a diagram',
    actual: strayMermaid.join(' ') || 'none elsewhere',
    limit: 'none elsewhere',
    ok: strayMermaid.length === 0,
  });
  const strayEditor = site.routes.filter((r) => r.editor && !r.isEditor).map((r) => r.path);
  checks.push({
    name: 'theme editor code fetched only by its page',
    actual: strayEditor.join(' ') || 'none elsewhere',
    limit: 'none elsewhere',
    ok: strayEditor.length === 0,
  });
  const rows = ratios(site, baseline);
  const ratioOfPage = (page: AuditedPage, figure: ComparedFigure) =>
    rows.find((r) => r.path === page.path && r.session === page.session && r.figure === figure);
  for (const page of site.audited) {
    const run = page.lighthouse;
    const at = `${page.path} (${page.session})`;
    if (againstStock) {
      for (const [figure, limit] of [
        ['tbt', budgets.ratios.tbt],
        ['lcp', budgets.ratios.lcp],
        ['allJs', budgets.ratios.allJs],
      ] as const) {
        const row = ratioOfPage(page, figure);
        checks.push(
          row
            ? ratioAtMost(
                `${comparedFigures[figure].label} ${at}, × baseline`,
                row.site,
                row.baseline,
                limit,
              )
            : {
                name: `${comparedFigures[figure].label} ${at}, × baseline`,
                actual: 'not measured',
                limit: `≤ ${limit}`,
                ok: false,
              },
        );
      }
    }
    checks.push(
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
