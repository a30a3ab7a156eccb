// @vitest-environment jsdom
import {loadScriptsAfterFirstPaint} from './loadScriptsAfterFirstPaint';

const urls = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'];

function loadedScripts(): {src: string; async: boolean}[] {
  return [...document.head.querySelectorAll('script')].map((s) => ({
    src: new URL(s.src).pathname,
    async: s.async,
  }));
}

afterEach(() => {
  document.head.replaceChildren();
  vi.useRealTimers();
});

test('waits for a painted frame, then adds the scripts in order, run in order', () => {
  vi.useFakeTimers({toFake: ['requestAnimationFrame', 'setTimeout']});
  loadScriptsAfterFirstPaint(urls);
  expect(loadedScripts()).toEqual([]);
  vi.advanceTimersToNextFrame();
  // The frame has run but its paint comes before the timeout it set.
  expect(loadedScripts()).toEqual([]);
  vi.runOnlyPendingTimers();
  expect(loadedScripts()).toEqual(urls.map((src) => ({src, async: false})));
});

test('loads at once in a hidden tab, which would never run the frame', () => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  loadScriptsAfterFirstPaint(urls);
  expect(loadedScripts().map((s) => s.src)).toEqual(urls);
});

test('is self-contained, since pages inline its source', () => {
  const inlined = new Function(`return ${loadScriptsAfterFirstPaint.toString()}`)() as (
    u: string[],
  ) => void;
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  inlined(urls);
  expect(loadedScripts().map((s) => s.src)).toEqual(urls);
});
