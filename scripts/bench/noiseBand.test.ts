import {bandOfRatios, noiseVerdict, quantile, withEarlierBands, type NoiseBand} from './noiseBand';

test('quantile interpolates between sorted neighbours', () => {
  expect(quantile([1, 2, 3, 4, 5], 0)).toBe(1);
  expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
  expect(quantile([1, 2, 3, 4, 5], 0.95)).toBeCloseTo(4.8);
  expect(() => quantile([], 0.5)).toThrow();
});

test('two builds that always measure alike have a band of exactly 1×', () => {
  expect(bandOfRatios([100, 100, 100, 100, 100], [100, 100, 100, 100, 100], 3)).toEqual({
    low: 1,
    high: 1,
  });
});

test('the band is the spread of a ratio of medians of `runs` audits, not of single audits', () => {
  const a = [80, 90, 100, 110, 120];
  const b = [80, 90, 100, 110, 120];
  const ofMedians = bandOfRatios(a, b, 3);
  const ofSingles = bandOfRatios(a, b, 1);
  // Medians of three stray less than single audits do.
  expect(ofMedians.low).toBeGreaterThan(ofSingles.low);
  expect(ofMedians.high).toBeLessThan(ofSingles.high);
  expect(ofMedians.low).toBeLessThan(1);
  expect(ofMedians.high).toBeGreaterThan(1);
  // Symmetric samples give a band symmetric in ratio terms.
  expect(ofMedians.low * ofMedians.high).toBeCloseTo(1, 1);
});

test('a side with no blocking time at all counts as alike, not as an infinite ratio', () => {
  expect(bandOfRatios([0, 0, 0], [0, 0, 0], 3)).toEqual({low: 1, high: 1});
});

test('refuses a band from fewer audits than a compared run takes', () => {
  expect(() => bandOfRatios([1, 2], [1, 2], 3)).toThrow(/at least 3/);
});

test('a ratio is outside noise only beyond the band', () => {
  const band = {low: 0.8, high: 1.25};
  expect(noiseVerdict(0.79, band)).toBe('outside noise');
  expect(noiseVerdict(0.8, band)).toBe('within noise');
  expect(noiseVerdict(1.25, band)).toBe('within noise');
  expect(noiseVerdict(1.3, band)).toBe('outside noise');
});

test('a narrowed run replaces the bands of the pages it audited and keeps the others, dated', () => {
  const band = (path: string, low: number): NoiseBand => ({
    path,
    session: 'anonymous',
    figure: 'tbt',
    low,
    high: 2,
    pairRatios: [],
  });
  const earlier = {
    date: '2026-12-01T05:00Z',
    machine: 'm',
    pairs: 6,
    runs: 3,
    bands: [band('/', 0.5), band('/api', 0.6)],
  };
  const measured = {
    date: '2026-12-02T06:00Z',
    machine: 'm',
    pairs: 6,
    runs: 3,
    bands: [band('/api', 0.9)],
  };
  expect(withEarlierBands(measured, earlier).bands).toEqual([
    {...band('/', 0.5), date: '2026-12-01T05:00Z'},
    {...band('/api', 0.9), date: '2026-12-02T06:00Z'},
  ]);
  expect(withEarlierBands(measured, undefined).bands).toEqual([
    {...band('/api', 0.9), date: '2026-12-02T06:00Z'},
  ]);
});
