import {checkBudgets, median} from './budgetChecks';
import {passing, route} from './results.fixtures';
import {readBudgets, type BenchResults, type LighthouseResult} from './results';
import type {NoiseBands} from './noiseBand';

const budgets = readBudgets();

const failing = (results: BenchResults) =>
  checkBudgets(results, budgets)
    .filter((c) => !c.ok)
    .map((c) => c.name);

const withSite = (change: Partial<BenchResults['site']>): BenchResults => ({
  ...passing,
  site: {...passing.site, ...change},
});

const slowerPage = (figures: Partial<LighthouseResult>): BenchResults =>
  withSite({
    audited: passing.site.audited.map((page, i) =>
      i === 0 ? {...page, lighthouse: {...page.lighthouse, ...figures}} : page,
    ),
  });

describe('checkBudgets', () => {
  it('passes a run within every budget', () => {
    expect(failing(passing)).toEqual([]);
  });

  it('lets the search page itself fetch the index', () => {
    const routes = [
      ...passing.site.routes,
      route('/search', {isSearchPage: true, searchIndexBytes: 9}),
    ];
    expect(failing(withSite({routes}))).toEqual([]);
  });

  it('holds a TBT of 0 whatever the baseline’s', () => {
    const baseline = {
      ...passing.baseline,
      audited: passing.baseline.audited.map((p) => ({
        ...p,
        lighthouse: {...p.lighthouse, tbtMs: 0},
      })),
    };
    const site = {
      ...passing.site,
      audited: passing.site.audited.map((p) => ({...p, lighthouse: {...p.lighthouse, tbtMs: 0}})),
    };
    expect(failing({...passing, site, baseline})).toEqual([]);
  });

  it('holds a timed ratio over its limit by less than the A/A band, marked, and no further', () => {
    const noise = {
      date: '2026-12-02',
      machine: 'test',
      pairs: 6,
      runs: 3,
      bands: [
        {path: '/', session: 'anonymous', figure: 'tbt', low: 0.9, high: 1.1, pairRatios: []},
      ],
    } as const satisfies NoiseBands;
    const check = (tbtMs: number) =>
      checkBudgets(slowerPage({tbtMs}), budgets, {...noise, bands: [...noise.bands]}).find((c) =>
        c.name.startsWith('TBT / (anonymous)'),
      );
    // 0.53× against a limit of 0.5, with chance reaching 1.1× of a ratio: 0.55×.
    expect(check(212)).toMatchObject({ok: true, withinNoise: true});
    expect(check(224)).toMatchObject({ok: false});
    expect(check(224)).not.toHaveProperty('withinNoise');
    expect(check(200)).not.toHaveProperty('withinNoise');
  });

  it('checks no speed ratio against a baseline without one mechanism', () => {
    const results = {...slowerPage({tbtMs: 10_000}), comparedWith: 'without prefetchOnIntent'};
    expect(failing(results)).toEqual([]);
  });

  it.each([
    ['a slow build', withSite({build: {coldSeconds: 76, peakMemoryMB: 1}}), 'cold build'],
    [
      'a heavy French main',
      withSite({
        jsBeforePageCode: [
          passing.site.jsBeforePageCode[0]!,
          {locale: 'fr', files: [], gzip: 116_401},
        ],
      }),
      'JS before page code (fr)',
    ],
    [
      'a search index fetched on load',
      withSite({routes: [route('/api', {searchIndexBytes: 10}), route('/configuration')]}),
      'search index',
    ],
    [
      'Mermaid on a page without a diagram',
      withSite({routes: [route('/api', {mermaid: true}), route('/configuration')]}),
      'Mermaid',
    ],
    [
      'a page the benchmark did not weigh',
      withSite({routes: [route('/api')]}),
      'all JS on /configuration',
    ],
    [
      'slow keys',
      {
        ...passing,
        keysVisible: {afterNavigationMs: 1, afterHydrationMs: 151, dashboardDelayMs: 100},
      },
      'keys visible',
    ],
    ['any layout shift', slowerPage({cls: 0.001}), 'CLS / (anonymous)'],
    [
      'blocking over half the baseline’s',
      slowerPage({tbtMs: 201}),
      'TBT / (anonymous), × baseline',
    ],
    [
      'an LCP over 0.7 of the baseline’s',
      slowerPage({lcpMs: 1401}),
      'LCP / (anonymous), × baseline',
    ],
  ])('fails %s', (_, results, name) => {
    expect(failing(results).join('\n')).toContain(name);
  });
});

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow();
  });
});
