import {searchRelevanceMarkdown} from './searchRelevance';
import type {BudgetCheck} from './budgetChecks';
import {bandFor, noiseVerdict, timedFigures, type NoiseBand, type NoiseBands} from './noiseBand';
import {comparedFigures, geometricMean, ratios, type ComparedFigure} from './ratios';
import type {BenchResults, LighthouseResult} from './results';

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

const figureText = (value: number, unit: string): string =>
  unit === 'B' ? kB(value) : unit === 'ms' ? `${Math.round(value)} ms` : String(value);

/** A score only one build's first audit ran (the baseline's are not audited): a dash when absent. */
const scoreText = (score: number): string | number => (Number.isNaN(score) ? '–' : score);

const lighthouseColumns: [string, (l: LighthouseResult, build: string) => string | number][] = [
  ['page', (l) => l.path],
  ['session', (l) => l.session],
  ['build', (_, build) => build],
  ['performance', (l) => l.performance],
  ['accessibility', (l) => scoreText(l.accessibility)],
  ['best practices', (l) => scoreText(l.bestPractices)],
  ['SEO', (l) => scoreText(l.seo)],
  ['FCP', (l) => `${l.fcpMs} ms`],
  ['LCP', (l) => `${l.lcpMs} ms`],
  ['TBT', (l) => `${l.tbtMs} ms`],
  ['CLS', (l) => l.cls],
];

const ratioText = (ratio: number): string =>
  Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '∞';

const bandText = (band: Pick<NoiseBand, 'low' | 'high'>): string =>
  `${band.low.toFixed(2)}–${band.high.toFixed(2)}×`;

const isTimed = (figure: string): boolean => (timedFigures as readonly string[]).includes(figure);

/** Whether a ratio says more than chance: timed figures against the A/A band, bytes exactly. */
function noiseText(
  noise: NoiseBands | undefined,
  r: {path: string; session: string; figure: ComparedFigure; ratio: number},
): string {
  if (!isTimed(r.figure)) return r.ratio === 1 ? 'exact, the same' : 'exact';
  const band = bandFor(noise, r.path, r.session as NoiseBand['session'], r.figure);
  return band ? `${noiseVerdict(r.ratio, band)} (${bandText(band)})` : 'no noise band';
}

function ratioTable(results: BenchResults, noise: NoiseBands | undefined): string {
  const rows = ratios(results.site, results.baseline);
  const figures = Object.keys(comparedFigures) as ComparedFigure[];
  const pages = [...new Map(rows.map((r) => [`${r.path} ${r.session}`, r])).values()];
  const cell = (path: string, session: string, figure: ComparedFigure) => {
    const r = rows.find((x) => x.path === path && x.session === session && x.figure === figure);
    if (!r) return '';
    const {unit} = comparedFigures[figure];
    return `**${ratioText(r.ratio)}** (${figureText(r.site, unit)} / ${figureText(r.baseline, unit)}) ${noiseText(noise, r)}`;
  };
  return table(
    ['page', 'session', ...figures.map((f) => comparedFigures[f].label)],
    [
      ...pages.map(({path, session}) => [
        path,
        session,
        ...figures.map((f) => cell(path, session, f)),
      ]),
      [
        'every page',
        'geometric mean',
        ...figures.map((f) => {
          const values = rows.filter(
            (r) => r.figure === f && Number.isFinite(r.ratio) && r.ratio > 0,
          );
          return values.length === 0
            ? ''
            : `**${ratioText(geometricMean(values.map((r) => r.ratio)))}**`;
        }),
      ],
    ],
  );
}

const baselineText = (comparedWith: string): string =>
  comparedWith === 'stock'
    ? 'the stock baseline: the same docs with every speed mechanism off (`BRAMBLE_SPEED=stock`)'
    : `the site ${comparedWith.replace(/^without (.*)$/, 'without `$1` (`BRAMBLE_SPEED_WITHOUT=$1`)')}`;

/** bench/results.md, from the same results as bench/results.json: no figure copied by hand. */
export function resultsMarkdown(
  results: BenchResults,
  checks: readonly BudgetCheck[],
  noise?: NoiseBands,
): string {
  const failed = checks.filter((check) => !check.ok).length;
  const {site, baseline} = results;
  return `# Latest benchmark

Written by \`npm run bench\` on ${results.date.slice(0, 10)} (${results.machine}); the raw figures
are in \`results.json\` beside this file, the limits in \`budgets.json\`. ${
    failed === 0 ? 'Every budget holds.' : `**${failed} budget(s) breached.**`
  }

## The site against ${baselineText(results.comparedWith)}

Both builds served by nginx, audited in turn on the same pages (A B, B A, A B): each cell is the
site's figure ÷ the baseline's, with both beside it (Lighthouse mobile, median of
${site.audited[0]?.lighthouse.runs ?? 0}; bytes are gzip, everything the page fetched until the
network was idle). Below 1 the site does better. Beside each timed ratio, the band the same
build measured against itself reaches by chance (5th–95th percentile, [\`noise.md\`](${
    // A run without a mechanism is written to bench/without/.
    results.comparedWith === 'stock' ? 'noise.md' : '../noise.md'
  })${
    noise
      ? `: ${noise.pairs} pairs per page on ${noise.date.slice(0, 10)}, ${noise.machine}`
      : ': not measured yet'
  }); bytes are exact.

${ratioTable(results, noise)}

## Budgets

${table(
  ['budget', 'measured', 'limit', 'headroom', 'holds'],
  checks.map((c) => [
    c.name,
    c.actual,
    c.limit,
    headroom(c),
    c.withinNoise ? 'within noise' : c.ok ? 'yes' : '**no**',
  ]),
)}

## Weight of each page of the site (anonymous, cold cache, until the network is idle)

${table(
  ['page', 'HTML gzip', 'JS gzip (first script + page)', 'CSS gzip', 'requests', 'over the wire'],
  site.routes.map((r) => [
    r.path,
    kB(r.htmlGzip),
    `${kB(r.js.gzip)} (${kB(r.js.sharedGzip)} + ${kB(r.js.pageGzip)})`,
    kB(r.css.gzip),
    r.requests,
    kB(r.transfer),
  ]),
)}

## Lighthouse, both builds

${table(
  lighthouseColumns.map(([label]) => label),
  site.audited.flatMap((page) =>
    [site, baseline].flatMap((variant) => {
      const l = variant.audited.find(
        (p) => p.path === page.path && p.session === page.session,
      )?.lighthouse;
      return l ? [lighthouseColumns.map(([, cell]) => cell(l, variant.name))] : [];
    }),
  ),
)}

First script (runtime and main), gzip: ${site.jsBeforePageCode.map((j) => `${j.locale} ${kB(j.gzip)}`).join(', ')}
(baseline: ${baseline.jsBeforePageCode.map((j) => `${j.locale} ${kB(j.gzip)}`).join(', ')}).
Cold build of both locales: site ${site.build.coldSeconds} s, peak ${site.build.peakMemoryMB} MB;
baseline ${baseline.build.coldSeconds} s, peak ${baseline.build.peakMemoryMB} MB.
Keys on screen ${results.keysVisible.afterHydrationMs} ms after hydration with the dashboard
answering in ${results.keysVisible.dashboardDelayMs} ms.
${results.searchRelevance ? `\n## Search relevance on the query set (tests/build/searchQueries.ts)\n\n${searchRelevanceMarkdown(results.searchRelevance)}\n` : ''}`;
}

/** bench/noise.md, from bench/noise.json. */
export function noiseMarkdown(noise: NoiseBands): string {
  const pages = [...new Map(noise.bands.map((b) => [`${b.path} ${b.session}`, b])).values()];
  return `# Noise band of the bench

Written by \`npm run bench -- --noise\` on ${noise.date.slice(0, 10)} (${noise.machine}); the raw
figures are in \`noise.json\` beside this file. One build served from two origins and audited
against itself as a compared run audits two builds: ${noise.pairs} interleaved pairs per page
(A A', A' A, …). Each cell is the 5th–95th percentile of median(${noise.runs} audits) ÷
median(${noise.runs} audits) over every way to pick them: a compared ratio inside it cannot be
told from chance; bytes need no band (they are exact).

${table(
  ['page', 'session', ...timedFigures.map((f) => comparedFigures[f].label), 'measured'],
  pages.map(({path, session, date}) => [
    path,
    session,
    ...timedFigures.map((figure) => {
      const band = bandFor(noise, path, session, figure);
      return band ? bandText(band) : '';
    }),
    (date ?? noise.date).slice(0, 16).replace('T', ' '),
  ]),
)}
`;
}
