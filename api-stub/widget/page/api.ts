/**
 * TEST DOUBLE of the Bramble widget script, https://js.bramble.example/1/api.js: the JS API on
 * `window.bramble` (and `grecaptcha` with recaptchacompat=on). It tells no human from a bot, and
 * draws nothing of the check in the page: its frames come from the frame origin. See ../README.md.
 */
import {check, start, stop} from './checks';
import {listen, show} from './messages';
import {addStyles, render, renderAll} from './render';
import {config, find, invoke, report, setFields, widgets, type Params} from './widgets';

function execute(id?: unknown, options?: unknown) {
  if (typeof id === 'object' && id !== null) [id, options] = [undefined, id];
  const widget = find(id, 'execute');
  if (!(options as {async?: unknown} | undefined)?.async) return start(widget);
  return check(widget).then(({token, respKey}) => ({response: token, key: respKey}));
}

function reset(id?: unknown): void {
  const widget = find(id, 'reset');
  stop(widget);
  Object.assign(widget, {token: '', failed: null, rqdata: undefined}); // respKey stays: last check
  setFields(widget, '');
  show(widget, 'idle');
}

function remove(id?: unknown): void {
  if (id === undefined || id === null) throw new Error('bramble.remove: a widget id is required');
  const widget = find(id, 'remove');
  stop(widget);
  widget.frame.remove();
  for (const field of widget.fields) field.remove();
  if (widget.onClick) widget.el.removeEventListener('click', widget.onClick);
  widgets.delete(widget.id);
}

function setData(id?: unknown, data?: unknown): void {
  if (typeof id === 'object' && id !== null) [id, data] = [undefined, id];
  const widget = find(id, 'setData');
  const rqdata = (data as {rqdata?: unknown} | undefined)?.rqdata;
  if (typeof rqdata === 'string' && rqdata !== '') {
    widget.rqdata = rqdata;
    return;
  }
  widget.failed = 'invalid-data';
  show(widget, 'invalid-data');
  queueMicrotask(() => report(widget, 'invalid-data'));
}

const bramble = {
  render: (container: unknown, params: Params = {}) => render(container, params),
  execute,
  reset,
  getResponse: (id?: unknown) => find(id, 'getResponse').token,
  getRespKey: (id?: unknown) => find(id, 'getRespKey').respKey,
  remove,
  setData,
};

/** recaptchacompat=on: reCAPTCHA v2's calls, forwarded to bramble. */
const grecaptcha = {
  render: bramble.render,
  execute(id?: unknown, options?: unknown) {
    if (typeof options === 'object' && options !== null && 'action' in options) {
      throw new Error(
        'bramble: grecaptcha.execute(siteKey, {action}) is reCAPTCHA v3, not covered',
      );
    }
    execute(id);
  },
  reset,
  getResponse: bramble.getResponse,
};

/** The API is ready: at once with render=explicit, once the document is parsed otherwise. */
function ready(): void {
  Object.assign(window, {bramble, ...(config.compat && {grecaptcha})});
  if (!config.explicit) renderAll();
  if (!config.onload) return;
  const onload = (window as unknown as Params)[config.onload];
  if (typeof onload === 'function') invoke(onload as () => unknown);
  // No retry: a real widget would not call it later either.
  else console.error(`bramble: onload function "${config.onload}" is not defined`);
}

const mark = '__brambleTestDouble';
const page = window as unknown as Record<typeof mark, {scriptError(): void} | undefined>;
const loaded = page[mark];
if (loaded) {
  // The docs: "Never load the script twice on one page ... reported as script-error."
  console.error('bramble: api.js is loaded more than once on this page (script-error)');
  loaded.scriptError();
} else {
  page[mark] = {scriptError: () => widgets.forEach((widget) => report(widget, 'script-error'))};
  listen();
  addStyles();
  if (config.explicit || document.readyState !== 'loading') ready();
  else document.addEventListener('DOMContentLoaded', ready, {once: true});
}
