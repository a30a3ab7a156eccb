import {bandFor, type NoiseBand, type NoiseBands} from './noiseBand';
import {comparedFigures, ratioOf, ratios} from './ratios';
import type {BenchResults, Budgets} from './results';

export interface BudgetCheck {
  name: string;
  actual: number | string;
  limit: string;
  ok: boolean;
  /** Over its limit, but by less than the A/A band says chance can add: it holds. */
  withinNoise?: boolean;
}

const bound = (name: string, actual: number, sign: '≤' | '≥', limit: number): BudgetCheck => ({
  name,
  actual,
  limit: `${sign} ${limit}`,
  ok: sign === '≤' ? actual <= limit : actual >= limit,
});
const atMost = (name: string, actual: number, limit: number) => bound(name, actual, '≤', limit);
const notMeasured = (name: string, limit = ''): BudgetCheck => ({
  name,
  actual: 'not measured',
  limit,
  ok: false,
});
/** Pages that fetched what only other pages need. */
const onlyWhere = (name: string, stray: string[]): BudgetCheck => ({
  name,
  actual: stray.join(' ') || 'none elsewhere',
  limit: 'none elsewhere',
  ok: stray.length === 0,
});

/**
 * A ratio to the baseline held under its limit; a figure of 0 holds whatever the baseline's. A
 * timed ratio over its limit by no more than the same page's A/A band reaches by chance holds
 * too, marked: the run cannot tell it from one at the limit.
 */
function ratioAtMost(
  name: string,
  site: number,
  baseline: number,
  limit: number,
  band?: NoiseBand,
): BudgetCheck {
  const ratio = ratioOf(site, baseline);
  const check = {
    ...atMost(name, Number(ratio.toFixed(2)), limit),
    ok: site === 0 || ratio <= limit,
  };
  if (check.ok || !band || ratio > limit * band.high) return check;
  return {...check, ok: true, withinNoise: true};
}

/** Speed budgets are ratios to the stock baseline: checked only when the run compared with it. */
export function checkBudgets(
  results: BenchResults,
  budgets: Budgets,
  noise?: NoiseBands,
): BudgetCheck[] {
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
  const configurationJs = 'all JS on /configuration, gzip';
  const searchBytes = site.routes.filter((r) => !r.isSearchPage).map((r) => r.searchIndexBytes);
  checks.push(
    configuration
      ? atMost(configurationJs, configuration.js.gzip, budgets.configurationJsGzip)
      : notMeasured(configurationJs),
    atMost(
      'CSS of the heaviest page, gzip',
      Math.max(0, ...site.routes.map((r) => r.css.gzip)),
      budgets.cssGzip,
    ),
    atMost(
      'search index bytes before the box is used',
      Math.max(0, ...searchBytes),
      budgets.searchIndexBytesBeforeFocus,
    ),
    onlyWhere(
      'Mermaid fetched only by pages with a diagram',
      site.routes.filter((r) => r.mermaid && !r.hasDiagram).map((r) => r.path),
    ),
    onlyWhere(
      'theme editor code fetched only by its page',
      site.routes.filter((r) => r.editor && !r.isEditor).map((r) => r.path),
    ),
  );
  const rows = ratios(site, baseline);
  for (const page of site.audited) {
    const run = page.lighthouse;
    const at = `${page.path} (${page.session})`;
    if (againstStock) {
      for (const figure of ['tbt', 'lcp', 'allJs'] as const) {
        const limit = budgets.ratios[figure];
        const name = `${comparedFigures[figure].label} ${at}, × baseline`;
        const row = rows.find(
          (r) => r.path === page.path && r.session === page.session && r.figure === figure,
        );
        const band = bandFor(noise, page.path, page.session, figure);
        checks.push(
          row
            ? ratioAtMost(name, row.site, row.baseline, limit, band)
            : notMeasured(name, `≤ ${limit}`),
        );
      }
    }
    checks.push(
      bound(
        `Lighthouse accessibility ${at}`,
        run.accessibility,
        '≥',
        budgets.lighthouse.accessibility,
      ),
      bound(
        `Lighthouse best practices ${at}`,
        run.bestPractices,
        '≥',
        budgets.lighthouse.bestPractices,
      ),
      bound(`Lighthouse SEO ${at}`, run.seo, '≥', budgets.lighthouse.seo),
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

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('No values to take the median of');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
