// Screenshots for a human look: `npm run screenshots -- /configuration /fr/faq`, of a site
// served by `npm run serve` (or BASE_URL). LOGIN=<demo account> logs in through the stand-in
// dashboard first (the build must point at it: `npm run build:test`).
import fs from 'node:fs';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../src/config/chromium';
import {logInAsDemo} from './demoLogin';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const paths =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ['/', '/configuration', '/fr/faq', '/custom-themes-live'];
const outDir = 'screenshots';
const viewports = {desktop: {width: 1280, height: 900}, mobile: {width: 390, height: 844}};

const login = process.env.LOGIN;

async function main(): Promise<void> {
  fs.mkdirSync(outDir, {recursive: true});
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({viewport, colorScheme: scheme});
      if (login) await logInAsDemo(context, base, login);
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(base + path);
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        // Settled: fonts loaded, the lazy diagram images loaded, and the session calls answered.
        await page.evaluate(() => document.fonts.ready);
        for (const image of await page.getByRole('figure').getByRole('img').all()) {
          await image.scrollIntoViewIfNeeded();
          await image.evaluate((img: HTMLImageElement) => img.decode());
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForLoadState('networkidle');
        const suffix = login ? '-logged-in' : '';
        const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${device}-${scheme}${suffix}.png`;
        await page.screenshot({path: `${outDir}/${name}`, fullPage: process.env.FULL === '1'});
        console.log(`${outDir}/${name}`);
      }
      await context.close();
    }
  }
  await browser.close();
}

void main();
