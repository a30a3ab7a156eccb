import {checkBudgets} from './budgetChecks';
import {passing, route} from './results.fixtures';
import {readBudgets} from './results';
import {headroom, noiseMarkdown, resultsMarkdown} from './resultsMarkdown';
import type {NoiseBands} from './noiseBand';

const budgets = readBudgets();

describe('headroom', () => {
  it.each([
    {name: 'under a ceiling', check: {actual: 97, limit: '≤ 100'}, expected: '3.0 %'},
    {name: 'over a floor', check: {actual: 95, limit: '≥ 90'}, expected: '5.6 %'},
    {name: 'past a ceiling', check: {actual: 110, limit: '≤ 100'}, expected: '-10.0 %'},
    {
      name: 'a yes/no budget',
      check: {actual: 'none elsewhere', limit: 'none elsewhere'},
      expected: '',
    },
    {name: 'a zero limit', check: {actual: 0, limit: '≤ 0'}, expected: ''},
  ])('$name', ({check, expected}) => {
    expect(headroom({name: 'x', ok: true, ...check})).toBe(expected);
  });
});

describe('resultsMarkdown', () => {
  it('gives every budget line, every page, every ratio and both builds’ Lighthouse runs', () => {
    const site = {
      ...passing.site,
      routes: [...passing.site.routes, route('/faq', {htmlGzip: 12_345})],
    };
    const results = {...passing, site};
    const checks = checkBudgets(results, budgets);
    const markdown = resultsMarkdown(results, checks);
    expect(markdown).toContain('Every budget holds.');
    expect(markdown).toContain('against the stock baseline');
    for (const check of checks) expect(markdown).toContain(`| ${check.name} |`);
    expect(markdown).toContain('| /faq | 12.3 kB |');
    // TBT 100 ms against 400 ms, all JS 150 kB against 300 kB.
    expect(markdown).toMatch(
      /\| \/ \| anonymous \| \*\*0\.25×\*\* \(100 ms \/ 400 ms\) no noise band \|/,
    );
    expect(markdown).toContain('**0.50×** (150.0 kB / 300.0 kB)');
    expect(markdown).toMatch(/\| every page \| geometric mean \| \*\*0\.25×\*\* \|/);
    expect(markdown).toMatch(/\| \/configuration \| logged-in \| baseline \| 95 \|/);
  });

  it('marks each timed ratio against its page’s A/A band, and bytes as exact', () => {
    const noise = {
      date: '2026-12-02T05:00:00Z',
      machine: '2 × test CPU',
      pairs: 6,
      runs: 3,
      bands: [
        {path: '/', session: 'anonymous', figure: 'tbt', low: 0.7, high: 1.4, pairRatios: []},
        {path: '/', session: 'anonymous', figure: 'lcp', low: 0.5, high: 2, pairRatios: []},
      ],
    } satisfies NoiseBands;
    const markdown = resultsMarkdown(passing, checkBudgets(passing, budgets, noise), noise);
    expect(markdown).toContain('(100 ms / 400 ms) outside noise (0.70–1.40×)');
    expect(markdown).toMatch(/\(\d+ ms \/ \d+ ms\) within noise \(0\.50–2\.00×\)/);
    expect(markdown).toContain('(150.0 kB / 300.0 kB) exact');
    expect(markdown).toContain('6 pairs per page on 2026-12-02, 2 × test CPU');
    const table = noiseMarkdown(noise);
    expect(table).toContain('| / | anonymous | 0.70–1.40× | 0.50–2.00× |  |');
  });

  it('names the mechanism a run measured without', () => {
    const results = {...passing, comparedWith: 'without prefetchOnIntent'};
    expect(resultsMarkdown(results, checkBudgets(results, budgets))).toContain(
      'the site without `prefetchOnIntent` (`BRAMBLE_SPEED_WITHOUT=prefetchOnIntent`)',
    );
  });

  it('says how many budgets a run breached', () => {
    const site = {
      ...passing.site,
      jsBeforePageCode: [{locale: 'en', files: [], gzip: 999_999}],
    };
    const results = {...passing, site};
    expect(resultsMarkdown(results, checkBudgets(results, budgets))).toContain(
      '**1 budget(s) breached.**',
    );
  });
});
