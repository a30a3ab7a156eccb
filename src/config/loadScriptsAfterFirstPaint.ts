/**
 * Loads the site's bundle, in order, once the browser has painted the server-rendered page.
 * With `defer`, a browser that has the bundle early runs it (module setup and hydration:
 * hundreds of milliseconds on a phone) before it first paints, so the text a reader came for
 * waits for code it does not need to be read. The SSR template inlines this function's source
 * at the end of every page, so it stays self-contained: no imports, no outside names.
 */
export function loadScriptsAfterFirstPaint(urls: readonly string[]): void {
  function load() {
    for (const url of urls) {
      const script = document.createElement('script');
      script.src = url;
      // Inserted scripts run as they arrive unless told otherwise; the runtime must run first.
      script.async = false;
      document.head.appendChild(script);
    }
  }
  // A hidden tab neither paints nor runs animation frames: nothing to wait for there.
  if (document.visibilityState === 'hidden') load();
  // A timeout set inside an animation frame runs after that frame is painted.
  else requestAnimationFrame(() => setTimeout(load));
}
