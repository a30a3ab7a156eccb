/**
 * What stands in for the analytics script wherever the test build runs (its host does not exist):
 * it records each page view as a real one would see it (the script's `data-domain`, the URL,
 * the title, the referrer) in `window.__analyticsPageViews`. The browser tests route the
 * script's URL to it; the bench serves it (scripts/bench/analyticsServer.ts).
 */
export const analyticsStandIn = `(() => {
  const views = (window.__analyticsPageViews ??= []);
  views.push({
    domain: document.currentScript?.dataset.domain,
    url: location.href,
    title: document.title,
    referrer: document.referrer,
  });
})();`;
