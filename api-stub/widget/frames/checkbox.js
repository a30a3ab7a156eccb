/*
 * TEST DOUBLE: the widget's checkbox frame (checkbox.html). It draws the checkbox, tells api.js
 * when the visitor ticks it, runs the checks api.js asks for (POST /1/challenge) and shows the
 * states api.js sends. An invisible widget loads it hidden: the same checks, no checkbox.
 */
(() => {
  'use strict';

  const {params, text, toPage, onPage, ask, applyTheme, element} = window.brambleFrame;
  const size = params.get('size') || 'normal';
  let box = null;
  let root = null;
  let status = null;

  if (size !== 'invisible') {
    root = element('div', {class: `bramble-widget bramble-size-${size}`, 'data-state': 'idle'});
    applyTheme(root);
    box = element('div', {
      class: 'bramble-checkbox',
      role: 'checkbox',
      'aria-checked': 'false',
      tabindex: /^-?\d+$/.test(params.get('tabindex') || '') ? params.get('tabindex') : '0',
    });
    box.append(
      element('span', {class: 'bramble-box', 'aria-hidden': 'true'}),
      element('span', {class: 'bramble-label'}, text.checkbox),
    );
    status = element('p', {class: 'bramble-status', role: 'status'});
    root.append(box, status, element('span', {class: 'bramble-brand'}, text.brand));
    // api.js decides whether a tick starts a check (not while one runs, nor after a sticky error).
    const tick = () => toPage({type: 'tick'});
    box.addEventListener('click', tick);
    box.addEventListener('keydown', (event) => {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      event.preventDefault();
      tick();
    });
    document.body.append(root);
  }

  /** Mirrors the state api.js holds: idle, busy, passed, expired or an error code. */
  function show(state, failed) {
    if (!box) return;
    root.dataset.state = state;
    box.setAttribute('aria-checked', String(state === 'passed'));
    box.setAttribute('aria-busy', String(state === 'busy'));
    box.setAttribute('aria-disabled', String(Boolean(failed)));
    const messages = {busy: text.busy, passed: text.passed, expired: text.expired};
    const quiet = state === 'idle' || state === 'challenge-closed';
    status.textContent = quiet ? '' : messages[state] || `${text.failed} (${state})`;
  }

  onPage((message) => {
    if (message.type === 'show') show(String(message.state), message.failed === true);
    if (message.type === 'check') {
      const rqdata = typeof message.rqdata === 'string' ? {rqdata: message.rqdata} : {};
      ask(rqdata).then(
        (data) => toPage({type: 'reply', seq: message.seq, data}),
        (code) => toPage({type: 'reply', seq: message.seq, error: String(code)}),
      );
    }
  });
  toPage({type: 'ready'});
})();
