/*
 * TEST DOUBLE, shared by the stand-in widget's frame documents (checkbox.html, challenge.html),
 * served from the widget's own origin, never the integrator's. It reads what api.js put in the
 * frame's address, talks to the page only by postMessage (checked both ways: the page's origin,
 * the parent window and the widget's random id), and makes the calls to POST <api>/1/challenge,
 * so the page never sees a request or an answer, only the outcome.
 */
(() => {
  'use strict';

  const params = new URLSearchParams(location.search);
  // Labels: [English, French]; every other language falls back to English.
  const LABELS = {
    checkbox: ['I am human', 'Je suis un humain'],
    busy: ['Verifying…', 'Vérification…'],
    passed: ['Verified', 'Vérifié'],
    expired: [
      'The check has expired. Tick the box again.',
      'La vérification a expiré. Cochez de nouveau la case.',
    ],
    failed: ['Verification failed', 'Échec de la vérification'],
    title: ['Bramble challenge', 'Défi Bramble'],
    verify: ['Verify', 'Vérifier'],
    close: ['Close', 'Fermer'],
    empty: ['Please type an answer.', 'Veuillez saisir une réponse.'],
    wrong: ['Wrong answer, try again.', 'Mauvaise réponse, réessayez.'],
    brand: ['Bramble (test double)', 'Bramble (doublure de test)'],
  };
  const ERROR_CODES = (
    'network-error invalid-data challenge-error challenge-closed challenge-expired ' +
    'internal-error rate-limited invalid-custom-theme script-error'
  ).split(' ');
  const lang = params.get('hl') === 'fr' ? 'fr' : 'en';
  const text = Object.fromEntries(
    Object.entries(LABELS).map(([key, labels]) => [key, labels[lang === 'fr' ? 1 : 0]]),
  );
  const id = params.get('id') || '';
  const pageOrigin = params.get('origin') || '';
  document.documentElement.lang = lang;

  /** To api.js in the page, and to no other origin: the token must not leak to another embedder. */
  function toPage(message) {
    parent.postMessage({...message, id}, pageOrigin);
  }

  /** Messages from api.js only: the parent window, the page's origin, this widget's id. */
  function onPage(handler) {
    addEventListener('message', (event) => {
      if (event.source !== parent || event.origin !== pageOrigin) return;
      if (!event.data || event.data.id !== id) return;
      handler(event.data);
    });
  }

  /** POST <api>/1/challenge: resolves with {token, respKey} or {challenge}, rejects with a code. */
  async function ask(extra) {
    const body = {sitekey: params.get('sitekey'), hostname: params.get('host'), hl: lang, ...extra};
    if (params.has('rqdata')) body.rqdata = params.get('rqdata');
    let response;
    try {
      response = await fetch(`${params.get('api')}/1/challenge`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify(body),
      });
    } catch {
      throw 'network-error';
    }
    const data = await response.json().catch(() => null);
    if (response.ok && typeof data?.token === 'string') {
      return {token: data.token, respKey: typeof data.respKey === 'string' ? data.respKey : ''};
    }
    if (response.ok && typeof data?.challenge?.prompt === 'string') return data;
    if (response.status === 429) throw 'rate-limited';
    throw ERROR_CODES.includes(data?.error) ? data.error : 'internal-error';
  }

  /** The theme api.js resolved: its class, and for a custom theme its mode and a few colours. */
  function applyTheme(node) {
    node.classList.add(`bramble-theme-${params.get('theme') || 'light'}`);
    let custom = null;
    try {
      custom = JSON.parse(params.get('custom') || 'null');
    } catch {
      custom = null;
    }
    if (!custom) return;
    node.classList.add(`bramble-mode-${custom.mode === 'dark' ? 'dark' : 'light'}`);
    for (const [name, value] of Object.entries(custom.colours || {})) {
      if (/^--bramble-[a-z]+$/.test(name)) node.style.setProperty(name, value);
    }
  }

  function element(tag, attributes = {}, content = '') {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    node.textContent = content;
    return node;
  }

  window.brambleFrame = {params, text, toPage, onPage, ask, applyTheme, element};
})();
