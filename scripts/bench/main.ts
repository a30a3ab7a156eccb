// `npm run bench`: the site against its stock baseline (every speed mechanism off), or with
// `--without <mechanism>` against itself less one, both built cold and audited interleaved in one
// run; `--noise`, the site against itself, for the band of chance every ratio is judged by.
// About half an hour; BENCH_SKIP_BUILD=1 uses the current test build as the site.
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Browser, type BrowserContext} from '@playwright/test';
import {serveBuild, type LocalNginx} from '../../deploy/nginx/localNginx';
import {createDashboardServer} from '../../dashboard-stub/server';
import {demoAccounts} from '../../dashboard-stub/accounts';
import {docsRoutes} from '../../src/config/docsRoutes';
import {localeOfPath, locales, localizedPath} from '../../src/config/site';
import {chromiumLaunchOptions} from '../../src/config/chromium';
import {speedMechanismNames, type SpeedMechanism} from '../../src/config/speedMechanisms';
import {diagramCount} from '../../tests/siteContent';
import {testAnalyticsScriptUrl, testDashboardPort, testDashboardUrl} from '../../tests/testEnv';
import {logInAsDemo} from '../demoLogin';
import {startAnalyticsServer} from './analyticsServer';
import {noiseBandsFile, readNoiseBands, withEarlierBands, type NoiseBands} from './noiseBand';
import {auditNoise} from './noiseRun';
import {measureSearchRelevance} from './searchRelevance';
import {checkBudgets} from './budgetChecks';
import {runMcpBench} from './mcpThroughput';
import {noiseMarkdown, resultsMarkdown} from './resultsMarkdown';
import {measureKeysVisible} from './keysVisible';
import {openAuditor, summarise, type LighthouseReport} from './lighthouseAudits';
import {gzipSizeOf, isSharedScript, measureRoute} from './pageWeight';
import {
  readBudgets,
  type AuditedPage,
  type BenchResults,
  type Session,
  type VariantResults,
} from './results';
import {buildVariant, currentBuild, restore, type Variant} from './variants';

const dashboardDelayMs = 100;
const account = demoAccounts[0]!.email;

const {values: args} = parseArgs({
  options: {
    without: {type: 'string'},
    runs: {type: 'string', default: '3'},
    // A mechanism's gain where it shows: fewer pages or one session, to keep a run short.
    pages: {type: 'string'},
    sessions: {type: 'string'},
    // The A/A run: the same build audited against itself, `--pairs` times per page.
    noise: {type: 'boolean', default: false},
    pairs: {type: 'string', default: '6'},
    // The MCP server's throughput instead (scripts/bench/mcpThroughput.ts).
    mcp: {type: 'boolean', default: false},
    requests: {type: 'string', default: '1000'},
    concurrency: {type: 'string', default: '100'},
  },
});
if (args.noise && args.without !== undefined) {
  console.error('--noise compares the site with itself: it takes no --without');
  process.exit(2);
}
// Mechanisms that depend on each other are measured, and decided, together: `--without a,b`.
const withoutNames = args.without?.split(',') ?? [];
if (withoutNames.some((name) => !speedMechanismNames.includes(name as SpeedMechanism))) {
  console.error(
    `--without takes one or more of ${speedMechanismNames.join(', ')}, comma-separated`,
  );
  process.exit(2);
}
const without = withoutNames.length > 0 ? withoutNames.join(',') : undefined;
const runs = Number(args.runs);
const sessions = (args.sessions?.split(',') ?? ['anonymous', 'logged-in']) as Session[];
if (sessions.some((s) => s !== 'anonymous' && s !== 'logged-in')) {
  console.error('--sessions takes anonymous, logged-in or both, comma-separated');
  process.exit(2);
}

const routeOf = (urlPath: string) => {
  const pathname = urlPath.split(/[?#]/)[0]!;
  const isSearchPage = /^(\/fr)?\/search$/.test(pathname);
  return {
    path: urlPath,
    diagrams: isSearchPage ? 0 : diagramCount(localeOfPath(pathname), pathname),
    isEditor: /\/custom-themes-live$/.test(pathname),
    isSearchPage,
  };
};

/** Logged in, with an empty cache, so the page loads as cold as an anonymous one. */
const loggedIn = (base: string) => async (context: BrowserContext) => {
  await logInAsDemo(context, base, account);
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await page.close();
};

function firstScripts(root: string): VariantResults['jsBeforePageCode'] {
  return locales.map((locale) => {
    const dir = path.join(root, locale.prefix, 'assets/js');
    const files = fs.readdirSync(dir).filter(isSharedScript);
    return {
      locale: locale.code,
      files,
      gzip: files.reduce((total, f) => total + gzipSizeOf(path.join(dir, f)), 0),
    };
  });
}

const machine = (): string =>
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;

/** The stand-in dashboard, answering the builds' origins (the logged-in audits sign in there). */
async function startDashboard(origins: string[]): Promise<http.Server> {
  const dashboard = createDashboardServer({allowedOrigins: origins, control: true});
  await new Promise<void>((resolve) => dashboard.listen(testDashboardPort, '127.0.0.1', resolve));
  return dashboard;
}

async function stopDashboard(dashboard: http.Server | undefined): Promise<void> {
  if (!dashboard) return;
  const closing = new Promise((resolve) => dashboard.close(resolve));
  dashboard.closeAllConnections();
  await closing;
}

/** `--noise`: the band of chance, written to bench/noise.json and noise.md. */
async function measureNoise(): Promise<void> {
  const budgets = readBudgets();
  const variant =
    process.env.BENCH_SKIP_BUILD === '1' ? currentBuild('site') : await buildVariant('site', {});
  const servers: LocalNginx[] = [];
  let dashboard: http.Server | undefined;
  try {
    // Two origins, as an A/B run has: the same files behind each.
    servers.push(await serveBuild(variant), await serveBuild(variant));
    const origins = [servers[0]!.url, servers[1]!.url] as const;
    dashboard = await startDashboard([...origins]);
    const analytics = await startAnalyticsServer(testAnalyticsScriptUrl);
    const pairs = Number(args.pairs);
    let noise: NoiseBands;
    try {
      noise = {
        date: new Date().toISOString(),
        machine: machine(),
        pairs,
        runs,
        bands: await auditNoise({
          origins,
          pages: args.pages?.split(',') ?? budgets.auditedPages,
          sessions,
          pairs,
          runs,
          account,
          chromiumFlags: analytics.chromiumFlags,
        }),
      };
    } finally {
      await analytics.close();
    }
    noise = withEarlierBands(noise, readNoiseBands());
    fs.writeFileSync(noiseBandsFile, `${JSON.stringify(noise, null, 2)}\n`);
    fs.writeFileSync(noiseBandsFile.replace(/\.json$/, '.md'), noiseMarkdown(noise));
    console.log(noiseMarkdown(noise));
  } finally {
    await stopDashboard(dashboard);
    await Promise.all(servers.map((s) => s.stop()));
    restore(variant);
  }
}

interface Served {
  variant: Variant;
  nginx: LocalNginx;
  audited: AuditedPage[];
}

async function auditBoth(
  browser: Browser,
  [site, baseline]: [Served, Served],
  pages: readonly string[],
  chromiumFlags: string[],
): Promise<void> {
  for (const session of sessions) {
    const auditor = await openAuditor(
      session,
      [site.nginx.url, baseline.nginx.url],
      account,
      chromiumFlags,
    );
    try {
      for (const urlPath of pages) {
        const reports = new Map<Served, LighthouseReport[]>([
          [site, []],
          [baseline, []],
        ]);
        // A B, B A, A B: neither build always goes first, or always after the other's caches.
        for (let run = 0; run < runs; run += 1) {
          for (const served of run % 2 === 0 ? [site, baseline] : [baseline, site]) {
            // The site's scores other than performance, once: they do not vary between runs.
            const allCategories = served === site && run === 0;
            reports
              .get(served)!
              .push(await auditor.audit(served.nginx.url + urlPath, allCategories));
          }
        }
        for (const served of [site, baseline]) {
          const weight = await measureRoute(
            browser,
            served.nginx.url,
            served.variant.root,
            routeOf(urlPath),
            session === 'logged-in' ? loggedIn(served.nginx.url) : undefined,
          );
          served.audited.push({
            path: urlPath,
            session,
            weight,
            lighthouse: summarise(urlPath, session, reports.get(served)!),
          });
        }
        const [mine, theirs] = [site.audited.at(-1)!, baseline.audited.at(-1)!];
        console.log(
          `audited ${urlPath} (${session}): TBT ${mine.lighthouse.tbtMs} / ${theirs.lighthouse.tbtMs} ms, ` +
            `LCP ${mine.lighthouse.lcpMs} / ${theirs.lighthouse.lcpMs} ms, ` +
            `JS ${mine.weight.js.gzip} / ${theirs.weight.js.gzip} B (site / baseline)`,
        );
      }
    } finally {
      auditor.close();
    }
  }
}

async function main(): Promise<void> {
  const budgets = readBudgets();
  const comparedWith = without ? `without ${without}` : 'stock';
  const siteVariant =
    process.env.BENCH_SKIP_BUILD === '1' ? currentBuild('site') : await buildVariant('site', {});
  let baselineVariant: Variant | undefined;
  const servers: LocalNginx[] = [];
  let dashboard: http.Server | undefined;
  let browser: Browser | undefined;
  try {
    baselineVariant = await buildVariant(
      'baseline',
      without ? {BRAMBLE_SPEED_WITHOUT: without} : {BRAMBLE_SPEED: 'stock'},
    );
    const serve = async (variant: Variant): Promise<Served> => {
      const nginx = await serveBuild(variant);
      servers.push(nginx);
      return {variant, nginx, audited: []};
    };
    const site = await serve(siteVariant);
    const baseline = await serve(baselineVariant);
    dashboard = await startDashboard([site.nginx.url, baseline.nginx.url]);
    browser = await chromium.launch(chromiumLaunchOptions);

    // Every page of the site, for the checks that no page fetches what it does not show; a run
    // without one mechanism weighs only the audited pages.
    const siteRoutes = [];
    if (!without) {
      for (const locale of locales) {
        for (const route of [...docsRoutes().map((r) => r.route), '/search']) {
          siteRoutes.push(
            await measureRoute(
              browser,
              site.nginx.url,
              site.variant.root,
              routeOf(localizedPath(locale, route)),
            ),
          );
        }
      }
      console.log(`weighed ${siteRoutes.length} pages`);
    }

    const analytics = await startAnalyticsServer(testAnalyticsScriptUrl);
    await auditBoth(
      browser,
      [site, baseline],
      args.pages?.split(',') ?? budgets.auditedPages,
      analytics.chromiumFlags,
    );
    await analytics.close();

    await fetch(`${testDashboardUrl}/__control`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({delayMs: dashboardDelayMs}),
    });
    const context = await browser.newContext();
    await logInAsDemo(context, site.nginx.url, account);
    const keys = await measureKeysVisible(context, `${site.nginx.url}/configuration`);
    await context.close();

    const variantResults = (served: Served, routes: VariantResults['routes']): VariantResults => ({
      name: served.variant.name,
      build: served.variant.build,
      jsBeforePageCode: firstScripts(served.variant.root),
      routes,
      audited: served.audited,
    });
    const searchIndex = (fs.readdirSync(site.variant.root, {recursive: true}) as string[])
      .filter((f) => /^search-index.*\.json$/.test(path.basename(f)))
      .map((f) => {
        const file = path.join(site.variant.root, f);
        return {path: `/${f}`, bytes: fs.statSync(file).size, gzip: gzipSizeOf(file)};
      });
    const results: BenchResults = {
      date: new Date().toISOString(),
      machine: machine(),
      comparedWith,
      site: variantResults(site, siteRoutes),
      baseline: variantResults(baseline, []),
      searchIndex,
      keysVisible: {...keys, dashboardDelayMs},
      searchRelevance: measureSearchRelevance(site.variant.root),
    };
    const noise = readNoiseBands();
    const checks = checkBudgets(results, budgets, noise);
    // The stock comparison is the run bench/README.md links; each mechanism's has its own file.
    const out = without
      ? path.join('bench', 'without', withoutNames.join('+'))
      : path.join('bench', 'results');
    fs.mkdirSync(path.dirname(out), {recursive: true});
    fs.writeFileSync(`${out}.json`, `${JSON.stringify(results, null, 2)}\n`);
    fs.writeFileSync(`${out}.md`, resultsMarkdown(results, checks, noise));
    console.log(fs.readFileSync(`${out}.md`, 'utf8'));
    for (const page of results.site.audited.filter((p) => p.lighthouse.consoleErrors.length > 0)) {
      console.log(
        `console errors on ${page.path} (${page.session}):\n  ${page.lighthouse.consoleErrors.join('\n  ')}`,
      );
    }
    const breaches = checks.filter((c) => !c.ok);
    console.log(
      breaches.length === 0
        ? 'Every budget holds.'
        : `${breaches.length} budget(s) breached; results in ${out}.md and ${out}.json`,
    );
    process.exitCode = breaches.length === 0 ? 0 : 1;
  } finally {
    await browser?.close();
    await stopDashboard(dashboard);
    await Promise.all(servers.map((s) => s.stop()));
    restore(siteVariant);
  }
}

const run = args.mcp
  ? () => runMcpBench(Number(args.requests), Number(args.concurrency))
  : args.noise
    ? measureNoise
    : main;
run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
