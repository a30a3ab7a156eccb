import type {AuditedPage, Session, VariantResults} from './results';

export const comparedFigures = {
  tbt: {label: 'TBT', unit: 'ms', of: (p: AuditedPage) => p.lighthouse.tbtMs},
  lcp: {label: 'LCP', unit: 'ms', of: (p: AuditedPage) => p.lighthouse.lcpMs},
  fcp: {label: 'FCP', unit: 'ms', of: (p: AuditedPage) => p.lighthouse.fcpMs},
  allJs: {label: 'all JS, gzip', unit: 'B', of: (p: AuditedPage) => p.weight.js.gzip},
  css: {label: 'CSS, gzip', unit: 'B', of: (p: AuditedPage) => p.weight.css.gzip},
  requests: {label: 'requests', unit: '', of: (p: AuditedPage) => p.weight.requests},
} as const;

export type ComparedFigure = keyof typeof comparedFigures;

export interface Ratio {
  path: string;
  session: Session;
  figure: ComparedFigure;
  site: number;
  baseline: number;
  /** site ÷ baseline; 1 when both are 0, Infinity when only the baseline's is. */
  ratio: number;
}

export function ratioOf(site: number, baseline: number): number {
  if (baseline === 0) return site === 0 ? 1 : Infinity;
  return site / baseline;
}

export function ratios(site: VariantResults, baseline: VariantResults): Ratio[] {
  return site.audited.flatMap((page) => {
    const base = baseline.audited.find((b) => b.path === page.path && b.session === page.session);
    if (!base) return [];
    return (Object.keys(comparedFigures) as ComparedFigure[]).map((figure) => {
      const {of} = comparedFigures[figure];
      return {
        path: page.path,
        session: page.session,
        figure,
        site: of(page),
        baseline: of(base),
        ratio: ratioOf(of(page), of(base)),
      };
    });
  });
}

/** How the site compares over all pages, each counting alike. */
export function geometricMean(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  return Math.exp(values.reduce((sum, v) => sum + Math.log(v), 0) / values.length);
}
