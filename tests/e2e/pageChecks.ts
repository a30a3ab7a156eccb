// What several specs check on the pages they visit: the layout every page shares, and axe in
// both colour modes.
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

/** The full WCAG 2.1 AA pass in light mode, then the colour rules in dark mode. */
export async function accessibilityViolations(page: Page, diagrams = 0): Promise<Violation[]> {
  await showColourMode(page, 'light', diagrams);
  const light = await wcagViolations(page);
  await showColourMode(page, 'dark', diagrams);
  const dark = await colourViolations(page);
  return [...light, ...dark.map((v) => ({...v, rule: `${v.rule} (dark)`}))];
}

/** The language, direction, navbar and footer every page of a locale shows. */
export async function expectSharedLayout(page: Page, locale: SiteLocale): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
  await expect(page.locator('html')).toHaveAttribute('dir', locale.direction);
  await expect(mainNavbar(page, locale)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(
    `Copyright © ${new Date().getFullYear()} Bramble.`,
  );
}
