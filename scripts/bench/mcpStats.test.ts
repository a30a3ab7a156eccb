import {mcpResultsMarkdown, percentile, searchesPerSecond, type McpRun} from './mcpStats';

describe('percentile', () => {
  const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
  it.each([
    [50, 5],
    [99, 10],
    [10, 1],
    [0, 1],
    [100, 10],
  ])('p%i of 1..10 is %i', (p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });
  it('refuses no values', () => {
    expect(() => percentile([], 50)).toThrow('no values');
  });
});

describe('the results', () => {
  const run: McpRun = {
    setup: 'two instances behind nginx',
    requests: 100,
    concurrency: 10,
    failures: 4,
    seconds: 2,
    latencies: Array.from({length: 100}, (_, i) => i + 1),
  };
  it('counts only the searches that were answered', () => {
    expect(searchesPerSecond(run)).toBe(48);
  });
  it('writes a row per setup and the machine', () => {
    const markdown = mcpResultsMarkdown([run], 'On 2 cores.');
    expect(markdown).toContain('| two instances behind nginx | 100 | 10 | 4 | 48.0 | 50 | 99 |');
    expect(markdown).toContain('On 2 cores.');
  });
});
