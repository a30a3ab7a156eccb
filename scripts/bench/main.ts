// `npm run bench`: build, weigh, audit and time the site against bench/budgets.json (issue 12).
// Takes several minutes; BENCH_SKIP_BUILD=1 reuses the current test build while iterating.
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {serveBuild} from '../../deploy/nginx/localNginx';
import {createDashboardServer} from '../../dashboard-stub/server';
import {demoAccounts} from '../../dashboard-stub/accounts';
import {docsRoutes} from '../../src/config/docsRoutes';
import {defaultLocale, localeOfPath, locales, localizedPath} from '../../src/config/site';
import {chromiumLaunchOptions} from '../../src/config/chromium';
import {diagramCount} from '../../tests/siteContent';
import {testAnalyticsScriptUrl, testDashboardPort, testDashboardUrl} from '../../tests/testEnv';
import {logInAsDemo} from '../demoLogin';
import {startAnalyticsServer} from './analyticsServer';
import {checkBudgets} from './budgetChecks';
import {resultsMarkdown} from './resultsMarkdown';
import {coldBuild} from './coldBuild';
import {measureKeysVisible} from './keysVisible';
import {lighthouseRuns} from './lighthouseRuns';
import {gzipSizeOf, isSharedScript, measureRoute} from './pageWeight';
import {readBudgets, type BenchResults} from './results';
import {encodeThemeHash} from '../../src/widgetTheme/shareHash';
import {presets} from '../../src/widgetTheme/presets';

const buildDir = path.resolve('build');
const dashboardDelayMs = 100;
const account = demoAccounts[0]!.email;

function listFiles(dir: string, pattern: RegExp): string[] {
  return (fs.readdirSync(dir, {recursive: true}) as string[])
    .filter((f) => pattern.test(path.basename(f)))
    .map((f) => path.join(dir, f));
}

async function main(): Promise<void> {
  const build =
    process.env.BENCH_SKIP_BUILD === '1'
      ? {coldSeconds: NaN, peakMemoryMB: NaN}
      : await coldBuild();
  console.log(`build: ${build.coldSeconds} s, peak ${build.peakMemoryMB} MB`);

  const nginx = await serveBuild();
  const dashboard: http.Server = createDashboardServer({
    allowedOrigins: [nginx.url],
    control: true,
  });
  await new Promise<void>((resolve) => dashboard.listen(testDashboardPort, '127.0.0.1', resolve));
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const routes = locales.flatMap((locale) =>
      [...docsRoutes().map((r) => r.route), '/search'].map((route) => {
        const urlPath = localizedPath(locale, route);
        return {
          path: urlPath,
          diagrams: route === '/search' ? 0 : diagramCount(locale, urlPath),
          isEditor: route === '/custom-themes-live',
          isSearchPage: route === '/search',
        };
      }),
    );
    const weights = [];
    for (const route of routes) {
      weights.push(await measureRoute(browser, nginx.url, buildDir, route));
      console.log(`weighed ${route.path}`);
    }

    const shared = listFiles(path.join(buildDir, 'assets/js'), /\.js$/).filter(isSharedScript);
    const searchIndex = listFiles(buildDir, /^search-index.*\.json$/).map((file) => ({
      path: `/${path.relative(buildDir, file)}`,
      bytes: fs.statSync(file).size,
      gzip: gzipSizeOf(file),
    }));

    const heaviestDiagramPage = weights
      .filter((w) => w.hasDiagram && localeOfPath(w.path) === defaultLocale)
      .sort((a, b) => b.js.gzip - a.js.gzip)[0]!.path;
    // The search results page with and without results, and the editor opening a shared theme:
    // the pages whose content arrives after the first paint.
    const sharedTheme = await encodeThemeHash(presets.find((p) => p.id === 'forest')!.theme);
    const audited = [
      ...new Set([
        '/',
        '/configuration',
        '/fr/api',
        '/custom-themes-live',
        `/custom-themes-live#${sharedTheme}`,
        '/search?q=sitekey',
        '/fr/search?q=zzqxjv',
        heaviestDiagramPage,
      ]),
    ];
    const analytics = await startAnalyticsServer(testAnalyticsScriptUrl);
    const lighthouse = [
      ...(await lighthouseRuns(nginx.url, audited, 'anonymous', account, analytics.chromiumFlags)),
      ...(await lighthouseRuns(nginx.url, audited, 'logged-in', account, analytics.chromiumFlags)),
    ];
    await analytics.close();
    console.log('Lighthouse done');

    await fetch(`${testDashboardUrl}/__control`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({delayMs: dashboardDelayMs}),
    });
    const context = await browser.newContext();
    await logInAsDemo(context, nginx.url, account);
    const keys = await measureKeysVisible(context, `${nginx.url}/configuration`);
    await context.close();

    const results: BenchResults = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`,
      build,
      jsBeforePageCode: {
        files: shared.map((f) => path.basename(f)),
        gzip: shared.reduce((total, f) => total + gzipSizeOf(f), 0),
      },
      routes: weights,
      searchIndex,
      lighthouse,
      keysVisible: {...keys, dashboardDelayMs},
    };
    fs.mkdirSync('bench', {recursive: true});
    fs.writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

    console.table(
      weights.map((w) => ({
        path: w.path,
        'html gz': w.htmlGzip,
        'js gz': w.js.gzip,
        'shared gz': w.js.sharedGzip,
        'page gz': w.js.pageGzip,
        'css gz': w.css.gzip,
        requests: w.requests,
        transfer: w.transfer,
      })),
    );
    console.table(
      lighthouse.map((l) => ({
        page: `${l.path} ${l.session}`,
        perf: l.performance,
        a11y: l.accessibility,
        bp: l.bestPractices,
        seo: l.seo,
        'FCP ms': l.fcpMs,
        'LCP ms': l.lcpMs,
        'TBT ms': l.tbtMs,
        CLS: l.cls,
      })),
    );
    const budgets = readBudgets();
    const checks = checkBudgets(results, budgets);
    fs.writeFileSync('bench/results.md', resultsMarkdown(results, checks));
    console.table(
      checks.map((c) => ({
        budget: c.name,
        actual: c.actual,
        limit: c.limit,
        ok: c.ok ? 'yes' : 'NO',
      })),
    );
    const breaches = checks.filter((c) => !c.ok);
    for (const run of lighthouse.filter((l) => l.consoleErrors.length > 0)) {
      console.log(
        `console errors on ${run.path} (${run.session}):\n  ${run.consoleErrors.join('\n  ')}`,
      );
    }
    console.log(
      breaches.length === 0
        ? 'Every budget holds.'
        : `${breaches.length} budget(s) breached; results in bench/results.md and bench/results.json`,
    );
    process.exitCode = breaches.length === 0 ? 0 : 1;
  } finally {
    await browser.close();
    await new Promise((resolve) => dashboard.close(resolve));
    dashboard.closeAllConnections();
    await nginx.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
