/*
 * TEST DOUBLE of the Bramble widget script, https://js.bramble.example/1/api.js.
 *
 * It tells no human from a bot: whoever ticks the box (or calls execute()) gets whatever the
 * stand-in server answers on POST <base>/1/challenge, where <base> is everything before
 * /1/api.js in this script's own address. It follows the product facts of the widget so the docs'
 * samples can run against it, and fails loudly where a real widget would. See README.md beside it.
 */
(() => {
  'use strict';

  const MARK = '__brambleTestDouble';
  if (window[MARK]) {
    // The docs: "Never load the script twice on one page ... reported as script-error."
    console.error('bramble: api.js is loaded more than once on this page (script-error)');
    window[MARK].scriptError();
    return;
  }

  const TOKEN_LIFETIME_MS = 120_000;
  const CHALLENGE_LIFETIME_MS = 60_000;
  const ERROR_CODES = (
    'network-error invalid-data challenge-error challenge-closed challenge-expired ' +
    'internal-error rate-limited invalid-custom-theme script-error'
  ).split(' ');
  // After these the widget is unusable until reset(); the others let the visitor try again.
  const STICKY_ERRORS = ['invalid-data', 'challenge-error', 'internal-error', 'script-error'];
  // Codes that point at the page itself: logged as errors when no error-callback takes them.
  const PAGE_ERRORS = ['invalid-data', 'invalid-custom-theme', 'script-error'];
  const THEMES = ['light', 'dark', 'auto', 'contrast'];
  const SIZES = ['normal', 'compact', 'invisible'];
  const CALLBACKS = (
    'callback expired-callback challenge-expired-callback open-callback close-callback ' +
    'error-callback'
  ).split(' ');
  const OPTIONS = ['sitekey', 'theme', 'size', 'tabindex', ...CALLBACKS];
  // Custom theme components and their states (src/data/themeKeys.ts); unknown ones are ignored.
  const COMPONENTS = (
    'checkbox challenge modal button link input breadcrumb task prompt skipButton verifyButton ' +
    'slider textarea'
  ).split(' ');
  const STATES = ['main', 'hover', 'focus', 'active', 'selected', 'disabled'];
  const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
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
  const LANGUAGES = ['en', 'fr'];

  // --- The script's own address: base URL and query ---------------------------------------------
  const script =
    document.currentScript || [...document.querySelectorAll('script[src*="/1/api.js"]')].pop();
  const src = new URL(script.src, location.href);
  const base = src.href.slice(0, src.href.indexOf('/1/api.js'));
  const query = src.searchParams;
  const config = {
    onload: query.get('onload'),
    explicit: query.get('render') === 'explicit',
    compat: query.get('recaptchacompat') === 'on',
    custom: query.get('custom') === 'true',
    lang: pickLanguage(query.get('hl')),
  };
  const text = Object.fromEntries(
    Object.entries(LABELS).map(([key, labels]) => [key, labels[LANGUAGES.indexOf(config.lang)]]),
  );

  /** hl first, then the browser's languages: the exact code, then the language without region. */
  function pickLanguage(hl) {
    const supported = (code) => {
      const exact = String(code || '').toLowerCase();
      const language = exact.split('-')[0];
      return [exact, language].find((code) => LANGUAGES.includes(code)) || null;
    };
    const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
    return supported(hl) || browser.map(supported).find(Boolean) || 'en';
  }

  // --- Widgets ------------------------------------------------------------------------------------
  const widgets = new Map(); // id -> widget, in render order ("the first widget" is the oldest)
  const byContainer = new WeakMap();
  let counter = 0;

  function find(id, method) {
    if (id === undefined || id === null) {
      const first = widgets.values().next().value;
      if (!first) throw new Error(`bramble.${method}: no widget has been rendered`);
      return first;
    }
    const widget = widgets.get(id);
    if (!widget) throw new Error(`bramble.${method}: no widget with id ${JSON.stringify(id)}`);
    return widget;
  }

  function element(tag, attributes = {}, content = '') {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    node.textContent = content;
    return node;
  }

  function render(container, params) {
    const el = typeof container === 'string' ? document.getElementById(container) : container;
    if (!(el instanceof HTMLElement)) {
      throw new Error(`bramble.render: container ${JSON.stringify(container)} not found`);
    }
    if (byContainer.has(el)) {
      throw new Error('bramble.render: this container already holds a widget; remove() it first');
    }
    if (!params || typeof params.sitekey !== 'string' || params.sitekey === '') {
      throw new Error('bramble.render: missing sitekey');
    }
    const bound = el.matches('button, input[type="submit"], input[type="button"]');
    if (params.size !== undefined && !SIZES.includes(params.size)) {
      console.warn(`bramble: unknown size "${params.size}", using normal`);
    } else if (bound && params.size !== 'invisible') {
      console.warn('bramble: a widget bound to a button is invisible; add data-size="invisible"');
    }
    const n = ++counter;
    const widget = {id: `bramble-${n}`, el, params, token: '', respKey: '', generation: 0};
    widget.size = bound ? 'invisible' : SIZES.includes(params.size) ? params.size : 'normal';
    widget.theme = resolveTheme(params.theme);
    const names = ['bramble-response', ...(config.compat ? ['g-recaptcha-response'] : [])];
    widget.fields = names.map((name) => {
      const field = element('textarea', {name, id: `${name}-${n}`, hidden: ''});
      field.readOnly = true;
      return field;
    });

    if (bound) {
      // Invisible mode bound to a button: its click runs the check instead of submitting.
      widget.onClick = (event) => {
        event.preventDefault();
        start(widget);
      };
      el.addEventListener('click', widget.onClick);
      if (el.form) el.form.append(...widget.fields);
      else el.after(...widget.fields);
    } else {
      if (widget.size !== 'invisible') buildCheckbox(widget);
      el.append(...widget.fields);
    }
    widgets.set(widget.id, widget);
    byContainer.set(el, widget);
    if (widget.theme.invalid) queueMicrotask(() => report(widget, 'invalid-custom-theme'));
    return widget.id;
  }

  function buildCheckbox(widget) {
    const {params, theme} = widget;
    const root = element('div', {
      class: `bramble-widget bramble-size-${widget.size} bramble-theme-${theme.name}`,
      lang: config.lang,
      'data-state': 'idle',
    });
    applyCustomTheme(root, theme);
    const tabindex = Number.isInteger(Number(params.tabindex)) ? Number(params.tabindex) : 0;
    const box = element('div', {
      class: 'bramble-checkbox',
      role: 'checkbox',
      'aria-checked': 'false',
      tabindex: String(tabindex),
    });
    box.append(
      element('span', {class: 'bramble-box', 'aria-hidden': 'true'}),
      element('span', {class: 'bramble-label'}, text.checkbox),
    );
    const status = element('p', {class: 'bramble-status', role: 'status'});
    root.append(box, status, element('span', {class: 'bramble-brand'}, text.brand));
    const tick = () => {
      if (!widget.token && !widget.failed) start(widget);
    };
    box.addEventListener('click', tick);
    box.addEventListener('keydown', (event) => {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      event.preventDefault();
      tick();
    });
    Object.assign(widget, {root, box, status});
    widget.el.append(root);
  }

  /** Mirrors the widget's state in the checkbox (invisible widgets have none to update). */
  function show(widget, state) {
    if (!widget.box) return;
    widget.root.dataset.state = state;
    widget.box.setAttribute('aria-checked', String(state === 'passed'));
    widget.box.setAttribute('aria-busy', String(state === 'busy'));
    widget.box.setAttribute('aria-disabled', String(Boolean(widget.failed)));
    const messages = {busy: text.busy, passed: text.passed, expired: text.expired};
    const quiet = state === 'idle' || state === 'challenge-closed';
    widget.status.textContent = quiet ? '' : messages[state] || `${text.failed} (${state})`;
  }

  function setFields(widget, value) {
    for (const field of widget.fields) field.value = value;
  }

  /** Runs the page's code; its exceptions show as uncaught errors, and the widget goes on. */
  function invoke(fn, ...args) {
    try {
      fn(...args);
    } catch (error) {
      reportError(error);
    }
  }

  /** Calls a callback given as a function or as the name of a global function. */
  function call(widget, name, ...args) {
    const given = widget.params[name];
    if (given === undefined || given === null || given === '') return false;
    const fn = typeof given === 'string' ? window[given] : given;
    if (typeof fn === 'function') invoke(fn, ...args);
    else if (typeof given === 'string') console.error(`bramble: ${name} "${given}" is not defined`);
    else console.error(`bramble: ${name} is neither a function nor a function name`);
    return true;
  }

  function report(widget, code) {
    if (call(widget, 'error-callback', code)) return;
    const log = PAGE_ERRORS.includes(code) ? console.error : console.warn;
    log(`bramble: ${code} (widget ${widget.id} has no error-callback)`);
  }

  // --- Checks -------------------------------------------------------------------------------------
  /** Asks the stand-in server; resolves with {token, respKey} or {challenge}, rejects with a code. */
  async function ask(widget, extra) {
    const body = {sitekey: widget.params.sitekey, hostname: location.hostname, ...extra};
    if (widget.rqdata !== undefined) body.rqdata = widget.rqdata;
    let response;
    try {
      response = await fetch(`${base}/1/challenge`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify(body),
      });
    } catch {
      throw 'network-error';
    }
    const data = await response.json().catch(() => null);
    if (response.ok && typeof data?.token === 'string') return data;
    if (response.ok && typeof data?.challenge?.prompt === 'string') return data;
    if (response.status === 429) throw 'rate-limited';
    throw ERROR_CODES.includes(data?.error) ? data.error : 'internal-error';
  }

  const result = (widget) => ({response: widget.token, key: widget.respKey});

  /** One verification of a widget, shared by whoever asks while it runs. Rejects with a code. */
  function check(widget) {
    if (widget.token) return Promise.resolve(result(widget));
    if (widget.failed) return Promise.reject(widget.failed);
    if (widget.pending) return widget.pending;
    const generation = widget.generation;
    const current = (value) => {
      if (generation !== widget.generation) throw 'challenge-closed'; // reset() or remove() came first
      return value;
    };
    show(widget, 'busy');
    widget.pending = ask(widget, {})
      .then((data) => (current(data).challenge ? challenge(widget, data.challenge.prompt) : data))
      .then(
        (data) => {
          current(data);
          widget.pending = null;
          pass(widget, data);
          return result(widget);
        },
        (code) => {
          if (generation !== widget.generation) throw code;
          if (!ERROR_CODES.includes(code)) {
            console.error(code); // a bug of this test double
            code = 'internal-error';
          }
          widget.pending = null;
          if (STICKY_ERRORS.includes(code)) widget.failed = code;
          show(widget, code);
          throw code;
        },
      );
    return widget.pending;
  }

  /** As if the visitor ticked the box: the outcome goes to callback or error-callback. */
  function start(widget) {
    if (widget.pending) return; // a check is running: a second click changes nothing
    const generation = widget.generation;
    check(widget).then(
      ({response}) => generation === widget.generation && call(widget, 'callback', response),
      (code) => generation === widget.generation && report(widget, code),
    );
  }

  function pass(widget, data) {
    widget.token = data.token;
    widget.respKey = typeof data.respKey === 'string' ? data.respKey : '';
    setFields(widget, widget.token); // before the callback runs, so it can submit the form
    show(widget, 'passed');
    clearTimeout(widget.expiry);
    widget.expiry = setTimeout(() => {
      widget.token = '';
      setFields(widget, '');
      show(widget, 'expired');
      call(widget, 'expired-callback');
    }, TOKEN_LIFETIME_MS);
  }

  /** The interactive challenge: a modal dialog with the server's prompt, a text field and Verify. */
  function challenge(widget, prompt) {
    return new Promise((resolve, reject) => {
      const id = `bramble-challenge-${widget.id}`;
      const dialog = element('dialog', {
        class: `bramble-dialog bramble-theme-${widget.theme.name}`,
        lang: config.lang,
        'aria-labelledby': `${id}-title`,
      });
      applyCustomTheme(dialog, widget.theme);
      const form = element('form');
      const label = element('label', {for: `${id}-answer`}, prompt);
      const input = element('input', {id: `${id}-answer`, type: 'text', autocomplete: 'off'});
      const message = element('p', {class: 'bramble-message', role: 'alert'});
      const verify = element('button', {type: 'submit'}, text.verify);
      const close = element('button', {type: 'button'}, text.close);
      form.append(label, input, message, verify, close);
      dialog.append(element('h2', {id: `${id}-title`}, text.title), form);

      let done = false;
      const finish = (code, data, callbackName) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        widget.closeDialog = null;
        dialog.close();
        dialog.remove();
        if (callbackName) call(widget, callbackName);
        if (code) reject(code);
        else resolve(data);
      };
      const timer = setTimeout(
        () => finish('challenge-expired', null, 'challenge-expired-callback'),
        CHALLENGE_LIFETIME_MS,
      );
      widget.closeDialog = () => finish('challenge-closed'); // reset() or remove(): no callbacks
      close.addEventListener('click', () => finish('challenge-closed', null, 'close-callback'));
      dialog.addEventListener('cancel', (event) => {
        event.preventDefault(); // Escape closes the challenge like the Close button
        finish('challenge-closed', null, 'close-callback');
      });
      form.addEventListener('submit', async (event) => {
        event.preventDefault();
        const answer = input.value.trim();
        if (!answer) {
          message.textContent = text.empty;
          input.focus();
          return;
        }
        verify.disabled = true;
        try {
          const data = await ask(widget, {answer});
          if (data.token) return finish(null, data);
          label.textContent = data.challenge.prompt;
          input.value = '';
          message.textContent = text.wrong;
        } catch (code) {
          finish(code);
        } finally {
          verify.disabled = false;
        }
      });
      document.body.append(dialog);
      dialog.showModal();
      call(widget, 'open-callback');
    });
  }

  // --- Themes -------------------------------------------------------------------------------------
  /** A theme name, JSON in data-theme, or an object; invalid custom themes fall back to light. */
  function resolveTheme(value) {
    if (value === undefined || value === null || value === '') return {name: 'light'};
    let theme = value;
    if (typeof value === 'string') {
      if (THEMES.includes(value)) return {name: value};
      if (!value.trim().startsWith('{')) {
        console.warn(`bramble: unknown theme "${value}", using light`);
        return {name: 'light'};
      }
      try {
        theme = JSON.parse(value);
      } catch {
        return {name: 'light', invalid: true};
      }
    }
    if (!config.custom || !validTheme(theme)) return {name: 'light', invalid: true};
    return {name: 'custom', custom: theme};
  }

  function validTheme(theme) {
    const isObject = (value) =>
      typeof value === 'object' && value !== null && !Array.isArray(value);
    // Unknown keys are ignored; a known key holds an object, and a colour a hex string.
    const ok = (object, keys) =>
      object === undefined ||
      (isObject(object) && keys.every((key) => object[key] === undefined || HEX.test(object[key])));
    if (!isObject(theme)) return false;
    const {palette: p = {}, component: c = {}} = theme;
    if (!isObject(p) || !isObject(c)) return false;
    if (p.mode !== undefined && p.mode !== 'light' && p.mode !== 'dark') return false;
    const greys = ['100', '200', '300', '400', '500', '600', '700', '800', '900', '1000'];
    const palette = [
      ok(p.grey, greys),
      ok(p.primary, ['main']),
      ok(p.warn, ['main']),
      ok(p.text, ['heading', 'body']),
    ];
    const components = COMPONENTS.map(
      (name) =>
        ok(c[name], []) &&
        STATES.every((state) => ok(c[name]?.[state], ['fill', 'border', 'text'])),
    );
    return [...palette, ...components].every(Boolean);
  }

  /** Enough of a custom theme to see it: the mode and a few colours as CSS variables. */
  function applyCustomTheme(node, theme) {
    if (!theme.custom) return;
    const {palette = {}, component = {}} = theme.custom;
    node.classList.add(`bramble-mode-${palette.mode || 'light'}`);
    const variables = {
      '--bramble-primary': palette.primary?.main,
      '--bramble-text': palette.text?.body,
      '--bramble-fill': component.checkbox?.main?.fill,
      '--bramble-border': component.checkbox?.main?.border,
    };
    for (const [name, value] of Object.entries(variables))
      if (value) node.style.setProperty(name, value);
  }

  // --- The public API -----------------------------------------------------------------------------
  function execute(id, options) {
    if (typeof id === 'object' && id !== null) [id, options] = [undefined, id];
    const widget = find(id, 'execute');
    if (options?.async) return check(widget);
    start(widget);
  }

  /** Forgets the running check (its promise rejects with challenge-closed) and the token's timer. */
  function stop(widget) {
    widget.generation++;
    widget.pending = null;
    widget.closeDialog?.();
    clearTimeout(widget.expiry);
  }

  function reset(id) {
    const widget = find(id, 'reset');
    stop(widget);
    Object.assign(widget, {token: '', failed: null, rqdata: undefined}); // respKey stays: last check
    setFields(widget, '');
    show(widget, 'idle');
  }

  function remove(id) {
    if (id === undefined || id === null) throw new Error('bramble.remove: a widget id is required');
    const widget = find(id, 'remove');
    stop(widget);
    widget.root?.remove();
    for (const field of widget.fields) field.remove();
    if (widget.onClick) widget.el.removeEventListener('click', widget.onClick);
    widgets.delete(widget.id);
    byContainer.delete(widget.el);
  }

  function setData(id, data) {
    if (typeof id === 'object' && id !== null) [id, data] = [undefined, id];
    const widget = find(id, 'setData');
    if (typeof data?.rqdata === 'string' && data.rqdata !== '') {
      widget.rqdata = data.rqdata;
      return;
    }
    widget.failed = 'invalid-data';
    show(widget, 'invalid-data');
    queueMicrotask(() => report(widget, 'invalid-data'));
  }

  const api = {
    render: (container, params = {}) => render(container, params),
    execute,
    reset,
    getResponse: (id) => find(id, 'getResponse').token,
    getRespKey: (id) => find(id, 'getRespKey').respKey,
    remove,
    setData,
  };

  // recaptchacompat=on: reCAPTCHA v2's calls, forwarded to bramble.
  const grecaptcha = {
    render: api.render,
    execute(id, options) {
      if (typeof options === 'object' && options !== null && 'action' in options) {
        throw new Error(
          'bramble: grecaptcha.execute(siteKey, {action}) is reCAPTCHA v3, not covered',
        );
      }
      execute(id);
    },
    reset: api.reset,
    getResponse: api.getResponse,
  };

  function renderAll() {
    for (const el of document.querySelectorAll('.bramble')) {
      if (byContainer.has(el)) continue;
      const params = {};
      for (const name of OPTIONS) {
        const value = el.getAttribute(`data-${name}`);
        if (value !== null) params[name] = value;
      }
      try {
        render(el, params);
      } catch (error) {
        console.error(error.message);
      }
    }
  }

  /** The API is ready: at once with render=explicit, once the document is parsed otherwise. */
  function ready() {
    window.bramble = api;
    if (config.compat) window.grecaptcha = grecaptcha;
    if (!config.explicit) renderAll();
    if (!config.onload) return;
    const onload = window[config.onload];
    if (typeof onload !== 'function') {
      console.error(`bramble: onload function "${config.onload}" is not defined`);
      return; // no retry: a real widget would not call it later either
    }
    invoke(onload);
  }

  window[MARK] = {
    scriptError: () => widgets.forEach((widget) => report(widget, 'script-error')),
  };
  addStyles();
  if (config.explicit || document.readyState !== 'loading') ready();
  else document.addEventListener('DOMContentLoaded', ready, {once: true});

  // --- Looks: enough to see the states; a constructed sheet, so a page's CSP does not block it ----
  function addStyles() {
    const css = `
.bramble-widget{display:inline-flex;flex-direction:column;gap:4px;min-width:260px;padding:12px;
  border:1px solid #c4c9d0;border-radius:6px;background:#f6f8f7;color:#1d2430;font:14px system-ui}
.bramble-size-compact{min-width:150px;padding:8px}
.bramble-theme-dark,.bramble-mode-dark{background:#1f2328;color:#e6e8eb}
.bramble-theme-contrast{background:#000;color:#fff;border:2px solid #fff}
@media (prefers-color-scheme:dark){.bramble-theme-auto{background:#1f2328;color:#e6e8eb}}
.bramble-checkbox{display:flex;align-items:center;gap:10px;cursor:pointer;color:var(--bramble-text)}
.bramble-box{display:grid;place-items:center;width:22px;height:22px;border-radius:4px;
  border:2px solid var(--bramble-border,currentColor);background:var(--bramble-fill)}
[aria-checked="true"]>.bramble-box::after{content:"✓";color:var(--bramble-primary,#1f7a4d)}
[aria-busy="true"]>.bramble-box{border-style:dashed}
.bramble-checkbox[aria-disabled="true"]{cursor:not-allowed;opacity:.6}
.bramble-status{margin:0;font-size:12px}.bramble-brand{font-size:10px;opacity:.7}
.bramble-dialog form{display:grid;gap:8px}`;
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    } catch {
      document.head.append(element('style', {}, css));
    }
  }
})();
