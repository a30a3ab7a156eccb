import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** Every WCAG 2.1 A and AA rule, and axe's best practices (landmarks, headings). */
const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The rules that depend on colour, run again in the other colour mode. */
const colourRules = ['color-contrast', 'link-in-text-block'];

// Code lines and their token spans are hundreds of elements per page (half of axe's time)
// and their colours come from the two code themes, whose every colour
// src/config/codeThemes.test.ts checks against its background. The code block itself stays in.
const codeTokens = '.prism-code .token-line';

/** A violation, reduced to what a failure message needs. */
export interface Violation {
  rule: string;
  impact: string | null | undefined;
  nodes: string[];
}

// Only violations are read: the node lists of passing rules need not cross to the test.
// (options() replaces every option, so it comes before the rule selection.)
const builder = (page: Page): AxeBuilder =>
  new AxeBuilder({page}).options({resultTypes: ['violations']});

async function run(axe: AxeBuilder): Promise<Violation[]> {
  // Legacy mode runs axe in the page itself: the docs have no frames, and the default mode
  // opens a second page per analysis to merge frame results, doubling the time.
  const {violations} = await axe.exclude(codeTokens).setLegacyMode().analyze();
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }));
}

/** The full WCAG 2.1 AA pass, once per page. */
export function wcagViolations(page: Page): Promise<Violation[]> {
  return run(builder(page).withTags(wcag21aa));
}

/** Only the colour rules, for the page's other colour mode. */
export function colourViolations(page: Page): Promise<Violation[]> {
  return run(builder(page).withRules(colourRules));
}
