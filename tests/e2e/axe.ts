import fs from 'node:fs';
import type {Page} from '@playwright/test';
import type {AxeResults, RunOptions} from 'axe-core';

/** Every WCAG 2.1 A and AA rule, and axe's best practices (landmarks, headings). */
const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The rules that depend on colour, run again in the other colour mode. */
const colourRules = ['color-contrast', 'link-in-text-block'];

// The lines and token spans of code blocks are thousands of elements on the longest pages, and
// their colours come from the two code themes, whose every colour src/config/codeThemes.test.ts
// checks against its background. They are left out as the `code` element of each block, the
// same elements as its lines but one excluded node per block instead of one per line: with
// 1,279 lines left out one by one, a pass over /integrations (then all ten recipes on one page)
// took 1.5 to 2 times as long. The `pre` around them, which scrolls and takes focus, stays in.
const codeLines = '.prism-code > code';

/** A violation, reduced to what a failure message needs. */
export interface Violation {
  rule: string;
  impact: string | null | undefined;
  nodes: string[];
}

// axe-core as @axe-core/playwright injects it; injected here once per document, where
// AxeBuilder injects it twice per analysis (about half a second each on a busy machine).
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

async function run(page: Page, options: RunOptions): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Only violations are read, and only what a failure message needs crosses to the test. The
  // docs have no frames, so axe runs in the page alone.
  return page.evaluate(
    async ({exclude, options}) => {
      const axe = (window as unknown as {axe: {run(c: unknown, o: unknown): Promise<AxeResults>}})
        .axe;
      const {violations} = await axe.run(
        {exclude: [[exclude]]},
        {...(JSON.parse(options) as RunOptions), resultTypes: ['violations']},
      );
      return violations.map((v) => ({
        rule: v.id,
        impact: v.impact,
        nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
      }));
    },
    {exclude: codeLines, options: JSON.stringify(options)},
  );
}

/** The full WCAG 2.1 AA pass, once per page. */
export function wcagViolations(page: Page): Promise<Violation[]> {
  return run(page, {runOnly: {type: 'tag', values: wcag21aa}});
}

/** Only the colour rules, for the page's other colour mode. */
export function colourViolations(page: Page): Promise<Violation[]> {
  return run(page, {runOnly: {type: 'rule', values: colourRules}});
}
