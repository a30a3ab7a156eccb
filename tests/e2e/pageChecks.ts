// What several specs check on the pages they visit: the navbar's Docs link, and axe in both
// colour modes (the layout every page shares is sharedLayout.spec.ts's).
import type {Page} from '@playwright/test';
import {expect} from './fixtures';
import {colourViolations, wcagViolations, type Violation} from './axe';
import {docsLabel, expectDiagramsDrawn, mainNavbar, type SiteLocale} from './site';

/** The navbar's Docs link in a locale. */
export const docsLink = (page: Page, locale: SiteLocale) =>
  mainNavbar(page, locale).getByRole('link', {name: docsLabel(locale), exact: true});

/**
 * Shows the page in a colour mode (it follows the system until the visitor chooses), with
 * every diagram of its source shown: each mode has its own image, loaded lazily.
 */
export async function showColourMode(
  page: Page,
  scheme: 'light' | 'dark',
  diagrams = 0,
): Promise<void> {
  await page.emulateMedia({colorScheme: scheme, reducedMotion: 'reduce'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
  await expectDiagramsDrawn(page, diagrams);
}

/**
 * The full WCAG 2.1 AA pass in light mode, then, with `dark`, the colour rules in dark mode (the
 * page is left in the last mode shown).
 */
export async function accessibilityViolations(
  page: Page,
  {diagrams = 0, dark = true}: {diagrams?: number; dark?: boolean} = {},
): Promise<Violation[]> {
  await showColourMode(page, 'light', diagrams);
  const light = await wcagViolations(page);
  if (!dark) return light;
  await showColourMode(page, 'dark', diagrams);
  const darkViolations = await colourViolations(page);
  return [...light, ...darkViolations.map((v) => ({...v, rule: `${v.rule} (dark)`}))];
}
