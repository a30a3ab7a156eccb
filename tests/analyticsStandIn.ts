/**
 * What stands in for the analytics script wherever the test build runs (its host does not exist):
 * it records each page view as a real one would see it (the script's `data-domain`, the URL,
 * the title, the referrer) in `window.__analyticsPageViews`. Like the real one, it counts a view
 * when it runs and one per client-side navigation to another path (a `pushState`, or the back
 * button), not per hash change. The browser tests route the script's URL to it; the bench serves
 * it (scripts/bench/analyticsServer.ts).
 */
export const analyticsStandIn = `(() => {
  const domain = document.currentScript?.dataset.domain;
  const views = (window.__analyticsPageViews ??= []);
  let lastPath;
  function view() {
    if (location.pathname === lastPath) return;
    lastPath = location.pathname;
    views.push({domain, url: location.href, title: document.title, referrer: document.referrer});
  }
  const pushState = history.pushState;
  history.pushState = function (...args) {
    pushState.apply(this, args);
    view();
  };
  addEventListener('popstate', view);
  view();
})();`;
