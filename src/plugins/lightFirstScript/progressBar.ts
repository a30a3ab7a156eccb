// The theme's navigation progress bar, drawn by CSS (progressBar.css) rather than nprogress: the
// library and its styles were 3.4 kB gzip every page fetched for a 2-pixel bar.
import type {ClientModule} from '@docusaurus/types';
import './progressBar.css';

// As upstream.
const delayMs = 200;
// The fade in progressBar.css.
const fadeMs = 400;
const barId = 'progress-bar';

function show(): void {
  document.getElementById(barId)?.remove();
  const bar = document.createElement('div');
  bar.id = barId;
  document.body.append(bar);
}

function finish(): void {
  const bar = document.getElementById(barId);
  if (!bar || bar.hasAttribute('data-done')) return;
  bar.setAttribute('data-done', '');
  window.setTimeout(() => bar.remove(), fadeMs);
}

const progressBar: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timer = window.setTimeout(show, delayMs);
    // Docusaurus calls this once the page has come: a navigation quicker than the delay shows none.
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate: finish,
};

export default progressBar;
