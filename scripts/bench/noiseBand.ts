import fs from 'node:fs';
import {median} from './budgetChecks';
import type {Session} from './results';

/** The figures an A/A run measures: the timed ones. Bytes are exact, the same in both builds. */
export const timedFigures = ['tbt', 'lcp', 'fcp'] as const;
type TimedFigure = (typeof timedFigures)[number];

/** How far a ratio of two medians strays when both builds are the same: its 5th–95th percentile. */
export interface NoiseBand {
  path: string;
  session: Session;
  figure: TimedFigure;
  low: number;
  high: number;
  /** Each interleaved pair's own ratio (A ÷ A'), as audited. */
  pairRatios: number[];
  /** When its run was (a narrowed run measures some pages again: `--pages`, `--sessions`). */
  date?: string;
}

/** bench/noise.json: measured once on a quiet machine, read by every later run. */
export interface NoiseBands {
  date: string;
  machine: string;
  pairs: number;
  /** The audits each side of a compared ratio takes the median of (`--runs`). */
  runs: number;
  bands: NoiseBand[];
}

export const noiseBandsFile = 'bench/noise.json';

export function readNoiseBands(file = noiseBandsFile): NoiseBands | undefined {
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as NoiseBands)
    : undefined;
}

/** Every way to pick `size` of `values`, in order. */
function subsets<T>(values: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return values.flatMap((value, i) =>
    subsets(values.slice(i + 1), size - 1).map((rest) => [value, ...rest]),
  );
}

/** The value below which a share `q` of the sorted values lie, interpolated between neighbours. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error('No values to take a quantile of');
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

/**
 * The 5th–95th percentile of median(runs of A) ÷ median(runs of A') over every way to pick the
 * runs from each side's audits of the same build: the spread a compared ratio shows by chance,
 * since a compared run takes the median of `runs` audits of each build.
 */
export function bandOfRatios(
  a: readonly number[],
  b: readonly number[],
  runs: number,
): {low: number; high: number} {
  if (a.length < runs || b.length < runs) {
    throw new Error(`A noise band needs at least ${runs} audits of each side`);
  }
  const medians = (values: readonly number[]) => subsets(values, runs).map(median);
  const bMedians = medians(b);
  const ratios = medians(a)
    .flatMap((m) => bMedians.map((n) => ratioOrOne(m, n)))
    .sort((x, y) => x - y);
  return {low: quantile(ratios, 0.05), high: quantile(ratios, 0.95)};
}

/** A ratio of two timings, 1 when both are 0 (no blocking time in either). */
const ratioOrOne = (x: number, y: number): number => (y === 0 ? (x === 0 ? 1 : Infinity) : x / y);

/**
 * The bands of a run, with those of an earlier run for the pages and sessions it did not audit:
 * a run narrowed to one page measures that page again and keeps the others' bands.
 */
export function withEarlierBands(
  measured: NoiseBands,
  earlier: NoiseBands | undefined,
): NoiseBands {
  const key = (band: NoiseBand) => `${band.path} ${band.session}`;
  const remeasured = new Set(measured.bands.map(key));
  const kept = (earlier?.bands ?? [])
    .filter((band) => !remeasured.has(key(band)))
    .map((band) => ({...band, date: band.date ?? earlier!.date}));
  return {
    ...measured,
    bands: [...kept, ...measured.bands.map((band) => ({...band, date: measured.date}))],
  };
}

export function bandFor(
  bands: NoiseBands | undefined,
  path: string,
  session: Session,
  figure: string,
): NoiseBand | undefined {
  return bands?.bands.find((b) => b.path === path && b.session === session && b.figure === figure);
}

export type NoiseVerdict = 'outside noise' | 'within noise';

/** Whether a compared ratio says more than chance would: outside the A/A band. */
export function noiseVerdict(ratio: number, band: Pick<NoiseBand, 'low' | 'high'>): NoiseVerdict {
  return ratio < band.low || ratio > band.high ? 'outside noise' : 'within noise';
}
