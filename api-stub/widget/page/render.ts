/** Rendering a widget into the page: its checkbox frame, its token fields, its container. */
import {options} from '../facts';
import {start} from './checks';
import {resolveTheme} from './theme';
import {report, Widget, widgets, type Params, type Size} from './widgets';

const rendered = (el: Element) => [...widgets.values()].some((widget) => widget.el === el);

const sizes: readonly unknown[] = ['normal', 'compact', 'invisible'];

export function render(container: unknown, params: Params): string {
  const el = typeof container === 'string' ? document.getElementById(container) : container;
  if (!(el instanceof HTMLElement)) {
    throw new Error(`bramble.render: container ${JSON.stringify(container)} not found`);
  }
  if (rendered(el)) {
    throw new Error('bramble.render: this container already holds a widget; remove() it first');
  }
  if (typeof params?.sitekey !== 'string' || params.sitekey === '') {
    throw new Error('bramble.render: missing sitekey');
  }
  const bound = el.matches('button, input[type="submit"], input[type="button"]');
  if (params.size !== undefined && !sizes.includes(params.size)) {
    console.warn(`bramble: unknown size "${String(params.size)}", using normal`);
  } else if (bound && params.size !== 'invisible') {
    console.warn('bramble: a widget bound to a button is invisible; add data-size="invisible"');
  }
  const size = bound ? 'invisible' : sizes.includes(params.size) ? (params.size as Size) : 'normal';
  const widget = new Widget(el, params, size, resolveTheme(params.theme));
  if (bound) {
    // Invisible mode bound to a button: its click runs the check instead of submitting.
    widget.onClick = (event) => {
      event.preventDefault();
      start(widget);
    };
    el.addEventListener('click', widget.onClick);
    const form = (el as HTMLButtonElement).form;
    if (form) form.append(...widget.fields, widget.frame);
    else el.after(...widget.fields, widget.frame);
  } else {
    el.append(widget.frame, ...widget.fields);
  }
  widgets.set(widget.id, widget);
  if (widget.theme.invalid) queueMicrotask(() => report(widget, 'invalid-custom-theme'));
  return widget.id;
}

/** Renders every .bramble element not rendered yet, with its data- attributes. */
export function renderAll(): void {
  for (const el of document.querySelectorAll('.bramble')) {
    if (rendered(el)) continue;
    const params: Params = {};
    for (const name of options) {
      const value = el.getAttribute(`data-${name}`);
      if (value !== null) params[name] = value;
    }
    try {
      render(el, params);
    } catch (error) {
      console.error((error as Error).message);
    }
  }
}

/** What sits in the page (the frames style themselves): a constructed sheet, which no CSP blocks. */
export function addStyles(): void {
  const css = `
.bramble-frame{display:block;border:0;border-radius:6px;max-width:100%}
.bramble-dialog{padding:0;border:1px solid #c4c9d0;border-radius:8px}
.bramble-dialog::backdrop{background:rgb(0 0 0/.4)}
.bramble-challenge-frame{display:block;border:0;max-width:calc(100vw - 32px)}`;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
