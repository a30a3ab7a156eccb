// What the widget contract test drives: the REAL stand-in (`startApiStub`), a page server on
// another origin (the integrator's), Chromium, and only what the facts promise a page and its
// tests: the frames by their titles, the checkbox by its role and label, the hidden
// `bramble-response` field, the callbacks and the JS API on `window.bramble`.
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {chromium, type Browser, type FrameLocator, type Page} from 'playwright';
import {afterAll, afterEach, beforeAll, vi} from 'vitest';
import {testChromiumLaunchOptions} from '../../src/config/chromium';
import {startApiStub, type ApiStub} from '../server';

/** Facts, "Widget (client side)", as the facts write them (not imported from the stand-in). */
export const widgetFacts = {
  frameTitle: {en: 'Bramble security check', fr: 'Contrôle de sécurité Bramble'},
  checkboxLabel: {en: 'I am human', fr: 'Je suis un humain'},
  challengeTitle: {en: 'Bramble challenge', fr: 'Défi Bramble'},
  field: 'bramble-response',
  tokenLifetimeMs: 120_000,
  clientErrorCodes: [
    'network-error',
    'invalid-data',
    'challenge-error',
    'challenge-closed',
    'challenge-expired',
    'internal-error',
    'rate-limited',
    'invalid-custom-theme',
    'script-error',
  ],
} as const;

export type Language = 'en' | 'fr';

export interface WidgetPage {
  page: Page;
  /** The page's own origin, which the widget's frames must not share. */
  pageOrigin: string;
  /** The checkbox frame, found by its title in the page's language. */
  widget: FrameLocator;
  checkbox: ReturnType<FrameLocator['getByRole']>;
  /** Every callback's calls, in order: [name, ...arguments]. */
  calls(): Promise<unknown[][]>;
}

const callbacks = ['callback', 'expired', 'challenge-expired', 'open', 'close', 'error'];

/** A form with one widget whose six callbacks record their calls into `window.calls`. */
function pageHtml(sitekey: string, scriptUrl: string, size: string, theme?: string): string {
  const attributes = callbacks
    .map(
      (name) =>
        `data-${name === 'callback' ? '' : `${name}-`}callback="on_${name.replaceAll('-', '_')}"`,
    )
    .join(' ');
  const functions = callbacks
    .map(
      (name) =>
        `function on_${name.replaceAll('-', '_')}(...args) { calls.push(['${name}', ...args]); }`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Contract</title></head><body>
<form id="form" action="/submit" method="POST">
  <div class="bramble" data-sitekey="${sitekey}" data-size="${size}" ${attributes}${
    theme === undefined ? '' : ` data-theme='${theme}'`
  }></div>
  <button type="submit">Send</button>
</form>
<script>window.calls = [];\n${functions}\nfunction on_load() { calls.push(['onload']); }</script>
<script src="${scriptUrl}" async defer></script>
</body></html>`;
}

export function widgetContractSetUp() {
  vi.setConfig({testTimeout: 30_000, hookTimeout: 30_000});
  let stub: ApiStub;
  let browser: Browser;
  let server: http.Server;
  let origin = '';
  const pages = new Map<string, string>();
  const opened: Page[] = [];

  beforeAll(async () => {
    stub = await startApiStub();
    browser = await chromium.launch(testChromiumLaunchOptions);
    server = http.createServer((req, res) => {
      const html = pages.get(req.url ?? '');
      res.writeHead(html ? 200 : 404, {'content-type': 'text/html; charset=utf-8'});
      res.end(html ?? '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((page) => page.context().close()));
  });

  afterAll(async () => {
    await browser?.close();
    await stub?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  /** Opens a page with one widget (the facts' script tag, hosts swapped for the stand-in's). */
  async function openWidget(options: {
    sitekey: string;
    language?: Language;
    size?: 'normal' | 'invisible';
    clock?: boolean;
    /** `data-theme`, as written (a name, or a theme object as JSON). */
    theme?: string;
    /** More script parameters, after `hl`. */
    query?: Record<string, string>;
  }): Promise<WidgetPage> {
    const {sitekey, language = 'en', size = 'normal', clock = false, theme, query = {}} = options;
    const path = `/page-${pages.size + 1}`;
    const search = new URLSearchParams({hl: language, ...query});
    const scriptUrl = `${stub.lane().httpBase}/1/api.js?${search}`;
    pages.set(path, pageHtml(sitekey, scriptUrl, size, theme));
    const context = await browser.newContext();
    // A missing frame or checkbox fails its row naming the locator, well before the test's timeout.
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    opened.push(page);
    if (clock) await page.clock.install();
    await page.goto(origin + path);
    await page.waitForFunction('"bramble" in window');
    const widget = page
      .locator(`iframe[title="${widgetFacts.frameTitle[language]}"]`)
      .contentFrame();
    return {
      page,
      pageOrigin: origin,
      widget,
      checkbox: widget.getByRole('checkbox', {name: widgetFacts.checkboxLabel[language]}),
      calls: () => page.evaluate('window.calls') as Promise<unknown[][]>,
    };
  }

  return {openWidget};
}

/** The hidden field's value, read from the page as the page's own code would. */
export function fieldValue(page: Page): Promise<string> {
  return page.locator(`form [name="${widgetFacts.field}"]`).inputValue();
}
