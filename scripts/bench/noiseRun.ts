import {bandOfRatios, timedFigures, type NoiseBand} from './noiseBand';
import {ratioOf} from './ratios';
import {openAuditor, summarise} from './lighthouseAudits';
import type {LighthouseResult, Session} from './results';

const timedMs = {tbt: 'tbtMs', lcp: 'lcpMs', fcp: 'fcpMs'} as const;

/**
 * The A/A run: one build served from two origins, audited in turn as an A/B run audits two
 * builds (A A', A' A, …), so that every spread it sees is the instrument's and the machine's.
 */
export async function auditNoise(options: {
  origins: readonly [string, string];
  pages: readonly string[];
  sessions: readonly Session[];
  pairs: number;
  runs: number;
  account: string;
  chromiumFlags: string[];
}): Promise<NoiseBand[]> {
  const {origins, pages, sessions, pairs, runs} = options;
  const bands: NoiseBand[] = [];
  for (const session of sessions) {
    const auditor = await openAuditor(session, origins, options.account, options.chromiumFlags);
    try {
      for (const urlPath of pages) {
        const audits: [LighthouseResult[], LighthouseResult[]] = [[], []];
        for (let pair = 0; pair < pairs; pair += 1) {
          for (const side of pair % 2 === 0 ? [0, 1] : [1, 0]) {
            const report = await auditor.audit(origins[side]! + urlPath);
            audits[side]!.push(summarise(urlPath, session, [report]));
          }
        }
        for (const figure of timedFigures) {
          const [a, b] = audits.map((side) => side.map((audit) => audit[timedMs[figure]]));
          bands.push({
            path: urlPath,
            session,
            figure,
            ...bandOfRatios(a!, b!, runs),
            pairRatios: a!.map((value, i) => Number(ratioOf(value, b![i]!).toFixed(3))),
          });
        }
        const shown = bands.slice(-timedFigures.length);
        console.log(
          `noise on ${urlPath} (${session}): ${shown
            .map((band) => `${band.figure} ${band.low.toFixed(2)}–${band.high.toFixed(2)}×`)
            .join(', ')}`,
        );
      }
    } finally {
      auditor.close();
    }
  }
  return bands;
}
