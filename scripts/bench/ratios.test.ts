import {passing} from './results.fixtures';
import {geometricMean, ratioOf, ratios} from './ratios';

describe('ratioOf', () => {
  it.each([
    [50, 100, 0.5],
    [0, 0, 1],
    [10, 0, Infinity],
    [0, 10, 0],
  ])('%d against %d is %d', (site, baseline, expected) => {
    expect(ratioOf(site, baseline)).toBe(expected);
  });
});

describe('ratios', () => {
  it('pairs each page and session of the site with the same in the baseline', () => {
    const rows = ratios(passing.site, passing.baseline);
    const tbt = rows.filter((r) => r.figure === 'tbt');
    expect(tbt.map((r) => `${r.path} ${r.session}`)).toEqual(
      passing.site.audited.map((p) => `${p.path} ${p.session}`),
    );
    const home = tbt.find((r) => r.path === '/' && r.session === 'anonymous')!;
    expect(home).toMatchObject({site: 100, baseline: 400, ratio: 0.25});
  });

  it('leaves out a page the baseline did not audit', () => {
    const baseline = {...passing.baseline, audited: passing.baseline.audited.slice(1)};
    const rows = ratios(passing.site, baseline);
    expect(
      rows.some(
        (r) =>
          r.path === passing.site.audited[0]!.path &&
          r.session === passing.site.audited[0]!.session,
      ),
    ).toBe(false);
  });
});

describe('geometricMean', () => {
  it('weighs a halving and a doubling alike', () => {
    expect(geometricMean([0.5, 2])).toBeCloseTo(1);
    expect(geometricMean([0.25, 1])).toBeCloseTo(0.5);
  });
});
