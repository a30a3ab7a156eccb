import {checkBudgets} from './budgetChecks';
import {passing, route} from './results.fixtures';
import {readBudgets} from './results';
import {headroom, resultsMarkdown} from './resultsMarkdown';

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
  it('gives every budget line, every page and every Lighthouse run, from the results', () => {
    const results = {...passing, routes: [...passing.routes, route('/faq', {htmlGzip: 12_345})]};
    const checks = checkBudgets(results, budgets);
    const markdown = resultsMarkdown(results, checks);
    expect(markdown).toContain('Every budget holds.');
    for (const check of checks) expect(markdown).toContain(`| ${check.name} |`);
    expect(markdown).toContain('| /faq | 12.3 kB |');
    expect(markdown).toMatch(/\| \/ \| anonymous \| 95 \|/);
  });

  it('says how many budgets a run breached', () => {
    const results = {...passing, jsBeforePageCode: {files: [], gzip: 999_999}};
    expect(resultsMarkdown(results, checkBudgets(results, budgets))).toContain(
      '**1 budget(s) breached.**',
    );
  });
});
