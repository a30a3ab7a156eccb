import AxeBuilder from '@axe-core/playwright';
import {test, expect, gotoHydrated} from './fixtures';
import {docRoutes, localized, locales} from './site';

const extraPaths = ['/search?q=widget', '/no-such-page'];

for (const scheme of ['light', 'dark'] as const) {
  for (const locale of locales) {
    const paths = [
      ...docRoutes.map(({route}) => localized(locale, route)),
      ...extraPaths.map((p) => locale.prefix + p),
    ];
    for (const path of paths) {
      test(`${path} has no axe violations in ${scheme} mode`, async ({page}) => {
        await page.emulateMedia({colorScheme: scheme, reducedMotion: 'reduce'});
        await gotoHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        const mermaid = page.locator('.docusaurus-mermaid-container');
        if ((await mermaid.count()) > 0) await expect(mermaid.locator('svg').first()).toBeVisible();
        const {violations} = await new AxeBuilder({page}).analyze();
        const summary = violations.map((v) => ({
          rule: v.id,
          impact: v.impact,
          nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
        }));
        expect(summary).toEqual([]);
      });
    }
  }
}
