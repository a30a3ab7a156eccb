/*
 * TEST DOUBLE of the Bramble widget script, https://js.bramble.example/1/api.js.
 *
 * It tells no human from a bot. As the real widget does, it draws nothing of the check in the
 * integrator's page: the checkbox is a cross-origin <iframe title="Bramble security check">
 * served from the stand-in's frame origin (FRAME_ORIGIN, filled in by the server), the challenge a
 * second one in a modal overlay, and an invisible widget checks through a hidden one. The frames
 * call POST <base>/1/challenge (<base>: everything before /1/api.js in this script's address) and
 * tell this script the outcome by postMessage; the page gets the token only in the hidden
 * bramble-response field and the callbacks. See README.md beside it.
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

  // The widget's own origin, another than the page's; the stand-in server writes it in.
  const FRAME_ORIGIN = '__BRAMBLE_FRAME_ORIGIN__';
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
  // The frames' titles, [English, French]; every other language falls back to English. The labels
  // inside the frames are the frames' own (frames/frame.js).
  const LABELS = {
    frame: ['Bramble security check', 'Contrôle de sécurité Bramble'],
    challenge: ['Bramble challenge', 'Défi Bramble'],
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
  const byFrameId = new Map(); // the random id the widget's frames carry -> widget
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

  /** Unguessable, so another frame or script cannot pass for this widget's frames. */
  function randomId() {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
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
    Object.assign(widget, {
      frameId: randomId(),
      ready: false,
      queue: [],
      replies: new Map(),
      seq: 0,
    });
    const names = ['bramble-response', ...(config.compat ? ['g-recaptcha-response'] : [])];
    widget.fields = names.map((name) => {
      const field = element('textarea', {name, id: `${name}-${n}`, hidden: ''});
      field.readOnly = true;
      return field;
    });
    widget.frame = checkFrame(widget);

    if (bound) {
      // Invisible mode bound to a button: its click runs the check instead of submitting.
      widget.onClick = (event) => {
        event.preventDefault();
        start(widget);
      };
      el.addEventListener('click', widget.onClick);
      if (el.form) el.form.append(...widget.fields, widget.frame);
      else el.after(...widget.fields, widget.frame);
    } else {
      el.append(widget.frame, ...widget.fields);
    }
    widgets.set(widget.id, widget);
    byContainer.set(el, widget);
    byFrameId.set(widget.frameId, widget);
    if (widget.theme.invalid) queueMicrotask(() => report(widget, 'invalid-custom-theme'));
    return widget.id;
  }

  /** A frame document's address: what the frame needs, and the page it may talk to. */
  function frameUrl(widget, name, extra = {}) {
    const {theme} = widget;
    const query = new URLSearchParams({
      id: widget.frameId,
      origin: location.origin,
      host: location.hostname,
      api: base,
      sitekey: widget.params.sitekey,
      hl: config.lang,
      size: widget.size,
      theme: theme.name,
      ...(theme.custom && {custom: JSON.stringify(customColours(theme.custom))}),
      ...extra,
    });
    return `${FRAME_ORIGIN}/1/frames/${name}.html?${query}`;
  }

  /** The checkbox frame (hidden for an invisible widget): it runs every check of the widget. */
  function checkFrame(widget) {
    const tabindex = Number.isInteger(Number(widget.params.tabindex))
      ? String(Number(widget.params.tabindex))
      : '0';
    const sizes = {normal: [320, 88], compact: [180, 120], invisible: [0, 0]};
    const [width, height] = sizes[widget.size];
    const frame = element('iframe', {
      class: `bramble-frame bramble-size-${widget.size}`,
      title: text.frame,
      src: frameUrl(widget, 'checkbox', {tabindex}),
      width: String(width),
      height: String(height),
      tabindex,
    });
    if (widget.size === 'invisible') frame.hidden = true;
    return frame;
  }

  /** To the widget's checkbox frame, once it has said it is ready. */
  function post(widget, message) {
    if (!widget.ready) {
      widget.queue.push(message);
      return;
    }
    widget.frame.contentWindow?.postMessage({...message, id: widget.frameId}, FRAME_ORIGIN);
  }

  /** Mirrors the widget's state in the checkbox (invisible widgets have none to update). */
  function show(widget, state) {
    if (widget.size === 'invisible') return;
    post(widget, {type: 'show', state, failed: Boolean(widget.failed)});
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

  // --- Messages from the frames -------------------------------------------------------------------
  /** Only the widget's own frames, from the frame origin, with the widget's id, are heard. */
  addEventListener('message', (event) => {
    if (event.origin !== FRAME_ORIGIN) return;
    const data = event.data;
    const widget = byFrameId.get(data?.id);
    if (!widget || !widgets.has(widget.id)) return;
    if (event.source === widget.frame.contentWindow) fromCheckFrame(widget, data);
    else if (widget.challenge && event.source === widget.challenge.frame.contentWindow) {
      widget.challenge.onMessage(data);
    }
  });

  function fromCheckFrame(widget, data) {
    if (data.type === 'ready') {
      widget.ready = true;
      for (const message of widget.queue.splice(0)) post(widget, message);
    } else if (data.type === 'tick') {
      // As a visitor's click: nothing once passed or failed, nothing more while a check runs.
      if (!widget.token && !widget.failed) start(widget);
    } else if (data.type === 'reply') {
      const waiting = widget.replies.get(data.seq);
      widget.replies.delete(data.seq);
      if (!waiting) return;
      if (typeof data.error === 'string') waiting.reject(data.error);
      else waiting.resolve(data.data);
    }
  }

  // --- Checks -------------------------------------------------------------------------------------
  /** Asks the checkbox frame to check; resolves with {token, respKey} or {challenge}, rejects with a code. */
  function ask(widget) {
    return new Promise((resolve, reject) => {
      const seq = ++widget.seq;
      widget.replies.set(seq, {resolve, reject});
      post(widget, {
        type: 'check',
        seq,
        ...(widget.rqdata !== undefined && {rqdata: widget.rqdata}),
      });
    });
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
    widget.pending = ask(widget)
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

  /**
   * The interactive challenge: a modal overlay in the page holding the cross-origin challenge
   * frame, which asks the question, sends the answer and tells the outcome.
   */
  function challenge(widget, prompt) {
    return new Promise((resolve, reject) => {
      const dialog = element('dialog', {
        class: `bramble-dialog bramble-theme-${widget.theme.name}`,
        lang: config.lang,
        'aria-label': text.challenge,
      });
      const extra = {prompt, ...(widget.rqdata !== undefined && {rqdata: widget.rqdata})};
      const frame = element('iframe', {
        class: 'bramble-challenge-frame',
        title: text.challenge,
        src: frameUrl(widget, 'challenge', extra),
        width: '360',
        height: '260',
      });
      dialog.append(frame);

      let done = false;
      const finish = (code, data, callbackName) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        widget.closeDialog = null;
        widget.challenge = null;
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
      widget.challenge = {
        frame,
        onMessage(data) {
          if (data.type === 'ready') frame.focus();
          else if (data.type === 'close') finish('challenge-closed', null, 'close-callback');
          else if (data.type === 'error') finish(String(data.code));
          else if (data.type === 'result' && typeof data.data?.token === 'string') {
            finish(null, data.data);
          }
        },
      };
      dialog.addEventListener('cancel', (event) => {
        event.preventDefault(); // Escape in the page closes the challenge like its Close button
        finish('challenge-closed', null, 'close-callback');
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

  /** Enough of a custom theme for the frames to show it: the mode and a few colours. */
  function customColours(custom) {
    const {palette = {}, component = {}} = custom;
    const colours = {
      '--bramble-primary': palette.primary?.main,
      '--bramble-text': palette.text?.body,
      '--bramble-fill': component.checkbox?.main?.fill,
      '--bramble-border': component.checkbox?.main?.border,
    };
    return {
      mode: palette.mode || 'light',
      colours: Object.fromEntries(Object.entries(colours).filter(([, value]) => value)),
    };
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
    widget.frame.remove();
    for (const field of widget.fields) field.remove();
    if (widget.onClick) widget.el.removeEventListener('click', widget.onClick);
    widgets.delete(widget.id);
    byContainer.delete(widget.el);
    byFrameId.delete(widget.frameId);
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

  // --- Looks of what sits in the page (the frames style themselves); a constructed sheet, so a
  // page's CSP does not block it -------------------------------------------------------------------
  function addStyles() {
    const css = `
.bramble-frame{display:block;border:0;border-radius:6px;max-width:100%}
.bramble-dialog{padding:0;border:1px solid #c4c9d0;border-radius:8px}
.bramble-dialog::backdrop{background:rgb(0 0 0/.4)}
.bramble-challenge-frame{display:block;border:0;max-width:calc(100vw - 32px)}`;
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    } catch {
      document.head.append(element('style', {}, css));
    }
  }
})();
