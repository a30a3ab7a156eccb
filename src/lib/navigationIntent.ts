const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Calls `onIntent` once, the first time the reader points at, touches or focuses a link to
 * another page of the site: the moment Docusaurus's `Link` starts loading that page's code.
 * Returns a function that stops listening.
 */
export function onNavigationIntent(doc: Document, onIntent: () => void): () => void {
  const stop = () => {
    for (const type of intentEvents) doc.removeEventListener(type, listener, true);
  };
  function listener(event: Event) {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const {location} = doc;
    if (link.origin !== location.origin || link.pathname === location.pathname) return;
    stop();
    onIntent();
  }
  for (const type of intentEvents)
    doc.addEventListener(type, listener, {capture: true, passive: true});
  return stop;
}
