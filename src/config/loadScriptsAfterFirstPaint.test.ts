// @vitest-environment jsdom
import {loadScriptsAfterFirstPaint} from './loadScriptsAfterFirstPaint';

const urls = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'];

function loadedScripts(): {src: string; async: boolean}[] {
  return [...document.head.querySelectorAll('script')].map((s) => ({
    src: new URL(s.src).pathname,
    async: s.async,
  }));
}

/** A stand-in for the browser's paint timing: `show()` reports the first contentful paint. */
function fakePaintTiming() {
  const observers: FakeObserver[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    connected = false;
    constructor(readonly callback: PerformanceObserverCallback) {
      observers.push(this);
    }
    observe() {
      this.connected = true;
    }
    disconnect() {
      this.connected = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const report = (name: string) => {
    const list = {getEntriesByName: (n: string) => (n === name ? [{name}] : [])};
    for (const o of observers.filter((o) => o.connected))
      o.callback(
        list as unknown as PerformanceObserverEntryList,
        o as unknown as PerformanceObserver,
      );
  };
  return {firstPaint: () => report('first-paint'), show: () => report('first-contentful-paint')};
}

beforeEach(() => vi.useFakeTimers({toFake: ['requestAnimationFrame', 'setTimeout']}));
afterEach(() => {
  document.head.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('waits for the page to be painted and shown, then adds the scripts in order, run in order', () => {
  const paint = fakePaintTiming();
  loadScriptsAfterFirstPaint(urls);
  vi.advanceTimersToNextFrame();
  vi.runOnlyPendingTimers();
  // Painted, but not yet on screen: Largest Contentful Paint has not counted it.
  expect(loadedScripts()).toEqual([]);
  paint.firstPaint();
  expect(loadedScripts()).toEqual([]);
  paint.show();
  expect(loadedScripts()).toEqual(urls.map((src) => ({src, async: false})));
});

test('waits for the frame that holds the whole page even when a first part was shown before', () => {
  const paint = fakePaintTiming();
  loadScriptsAfterFirstPaint(urls);
  paint.show();
  expect(loadedScripts()).toEqual([]);
  vi.advanceTimersToNextFrame();
  // The frame has run but its paint comes before the timeout it set.
  expect(loadedScripts()).toEqual([]);
  vi.runOnlyPendingTimers();
  expect(loadedScripts().map((s) => s.src)).toEqual(urls);
});

test('adds the unordered scripts with their attributes first, async, once the page is shown', () => {
  const paint = fakePaintTiming();
  const analytics = {
    src: 'https://analytics.bramble.example/js/script.js',
    'data-domain': 'docs.bramble.example',
    integrity: 'sha384-abc',
    crossorigin: 'anonymous',
  };
  loadScriptsAfterFirstPaint(urls, [analytics]);
  vi.advanceTimersToNextFrame();
  vi.runOnlyPendingTimers();
  expect(document.head.querySelectorAll('script')).toHaveLength(0);
  paint.show();
  const [first, ...bundle] = document.head.querySelectorAll('script');
  expect(Object.fromEntries([...first!.attributes].map((a) => [a.name, a.value]))).toEqual(
    analytics,
  );
  // Async: a slow third party never holds the bundle back.
  expect(first!.async).toBe(true);
  expect(bundle.map((s) => ({src: new URL(s.src).pathname, async: s.async}))).toEqual(
    urls.map((src) => ({src, async: false})),
  );
});

test('waits only for the painted frame in a browser without paint timing', () => {
  vi.stubGlobal('PerformanceObserver', undefined);
  loadScriptsAfterFirstPaint(urls);
  vi.advanceTimersToNextFrame();
  expect(loadedScripts()).toEqual([]);
  vi.runOnlyPendingTimers();
  expect(loadedScripts().map((s) => s.src)).toEqual(urls);
});

test('loads at once in a hidden tab, which would never run the frame', () => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  loadScriptsAfterFirstPaint(urls);
  expect(loadedScripts().map((s) => s.src)).toEqual(urls);
});

test('loads once, when the tab is hidden before its page was shown', () => {
  fakePaintTiming();
  loadScriptsAfterFirstPaint(urls);
  document.dispatchEvent(new Event('visibilitychange'));
  document.dispatchEvent(new Event('visibilitychange'));
  vi.advanceTimersToNextFrame();
  vi.runOnlyPendingTimers();
  expect(loadedScripts().map((s) => s.src)).toEqual(urls);
});

test('is self-contained, since pages inline its source', () => {
  const inlined = new Function(`return ${loadScriptsAfterFirstPaint.toString()}`)() as (
    u: string[],
    unordered: Record<string, string>[],
  ) => void;
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  inlined(urls, [{src: '/analytics.js'}]);
  expect(loadedScripts().map((s) => s.src)).toEqual(['/analytics.js', ...urls]);
});
