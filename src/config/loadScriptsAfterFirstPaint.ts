/**
 * Loads the site's bundle, in order, once the browser has shown the server-rendered page, and
 * beside it the scripts that need not run in order (the analytics script, with its attributes).
 * With `defer`, a browser that has the bundle early runs it (module setup and hydration:
 * hundreds of milliseconds on a phone) before it first paints, so the text a reader came for
 * waits for code it does not need to be read; a third-party script fetched from the head
 * competes with the page for the same first seconds. The SSR template inlines this function's
 * source at the end of every page, so it stays self-contained: no imports, no outside names.
 */
export function loadScriptsAfterFirstPaint(
  urls: readonly string[],
  unordered: readonly Readonly<Record<string, string>>[] = [],
): void {
  let loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    document.removeEventListener('visibilitychange', load);
    // First, so that a slow third party starts as early as it may; async, so that it never
    // holds the bundle back.
    for (const attributes of unordered) {
      const script = document.createElement('script');
      for (const name of Object.keys(attributes)) script.setAttribute(name, attributes[name]!);
      script.async = true;
      document.head.appendChild(script);
    }
    for (const url of urls) {
      const script = document.createElement('script');
      script.src = url;
      // Inserted scripts run as they arrive unless told otherwise; the runtime must run first.
      script.async = false;
      document.head.appendChild(script);
    }
  }
  // A hidden tab neither paints nor runs animation frames: nothing to wait for there.
  if (document.visibilityState === 'hidden') return load();
  document.addEventListener('visibilitychange', load);
  let framePainted = false;
  let pageShown =
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint');
  // A timeout set inside an animation frame runs once that frame, which holds the whole page
  // (this script ends it), is painted. The screen shows it later still: the first contentful
  // paint's entry comes once it is shown, which is when Largest Contentful Paint counts it, so
  // the bundle's bytes do not compete with it.
  requestAnimationFrame(() =>
    setTimeout(() => {
      framePainted = true;
      if (pageShown) load();
    }),
  );
  if (pageShown) return;
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    pageShown = true;
    if (framePainted) load();
  }).observe({type: 'paint', buffered: true});
}
