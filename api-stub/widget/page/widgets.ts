/** What the page script's modules share: its address and query, the widgets, the page's callbacks. */
import {element, labels, type CustomTheme, type FromFrame, type Passed} from '../shared';
import {checkFrame} from './frames';

/** The widget's own origin, another than the page's; the stand-in writes it in as it serves. */
export const frameOrigin: string = '__BRAMBLE_FRAME_ORIGIN__';

const script =
  (document.currentScript as HTMLScriptElement | null) ??
  [...document.querySelectorAll<HTMLScriptElement>('script[src*="/1/api.js"]')].pop()!;
const src = new URL(script.src, location.href);
const query = src.searchParams;
export const config = {
  /** Everything before /1/api.js in the script's address: the API its frames call. */
  base: src.href.slice(0, src.href.indexOf('/1/api.js')),
  onload: query.get('onload'),
  explicit: query.get('render') === 'explicit',
  compat: query.get('recaptchacompat') === 'on',
  custom: query.get('custom') === 'true',
  lang: pickLanguage(query.get('hl')),
};
export const text = labels(config.lang);

/** hl first, then the browser's languages: the exact code, then the language without region. */
function pickLanguage(hl: string | null): string {
  const supported = (code: string | null) => {
    const exact = (code ?? '').toLowerCase();
    return [exact, exact.split('-')[0]].find((c) => c === 'en' || c === 'fr');
  };
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  return supported(hl) ?? browser.map(supported).find(Boolean) ?? 'en';
}

export type Params = Record<string, unknown>;
export type Theme = {name: string; invalid?: boolean; custom?: CustomTheme};
export type Size = 'normal' | 'compact' | 'invisible';
let counter = 0;

export class Widget {
  readonly id = `bramble-${++counter}`;
  /** Random: the id its frames' messages carry. */
  readonly frameId = [...crypto.getRandomValues(new Uint8Array(16))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  readonly fields = ['bramble-response', ...(config.compat ? ['g-recaptcha-response'] : [])].map(
    (name) => element('textarea', {name, id: `${name}-${counter}`, hidden: '', readonly: ''}),
  );
  readonly frame: HTMLIFrameElement;
  onClick?: (event: Event) => void;
  token = '';
  respKey = '';
  /** A sticky error code: the widget needs reset(). */
  failed: string | null = null;
  rqdata?: string;
  pending: Promise<Passed> | null = null;
  /** Bumped by reset() and remove(): a check of an older generation is forgotten. */
  generation = 0;
  expiry?: ReturnType<typeof setTimeout>;
  /** Messages wait here until the checkbox frame says it is ready. */
  queue: (() => void)[] | null = [];
  challenge: {frame: HTMLIFrameElement; onMessage(data: FromFrame): void; close(): void} | null =
    null;

  constructor(
    readonly el: HTMLElement,
    readonly params: Params,
    readonly size: Size,
    readonly theme: Theme,
  ) {
    this.frame = checkFrame(this); // needs the size and theme
  }
}

/** In render order: "the first widget" is the oldest still there. */
export const widgets = new Map<string, Widget>();

export function find(id: unknown, method: string): Widget {
  const first = id === undefined || id === null;
  const widget = first ? widgets.values().next().value : widgets.get(id as string);
  if (widget) return widget;
  const problem = first ? 'no widget has been rendered' : `no widget with id ${JSON.stringify(id)}`;
  throw new Error(`bramble.${method}: ${problem}`);
}

export function setFields(widget: Widget, value: string): void {
  for (const field of widget.fields) field.value = value;
}

/** Runs the page's code; its exceptions show as uncaught errors, and the widget goes on. */
export function invoke(fn: (...args: unknown[]) => unknown, ...args: unknown[]): void {
  try {
    fn(...args);
  } catch (error) {
    reportError(error);
  }
}

/** Calls a callback given as a function or as the name of a global function. */
export function call(widget: Widget, name: string, ...args: unknown[]): boolean {
  const given = widget.params[name];
  if (given === undefined || given === null || given === '') return false;
  const fn = typeof given === 'string' ? (window as unknown as Params)[given] : given;
  if (typeof fn === 'function') invoke(fn as () => unknown, ...args);
  else if (typeof given === 'string') console.error(`bramble: ${name} "${given}" is not defined`);
  else console.error(`bramble: ${name} is neither a function nor a function name`);
  return true;
}

/** Codes that point at the page itself: logged as errors when no error-callback takes them. */
const pageErrors = ['invalid-data', 'invalid-custom-theme', 'script-error'];

export function report(widget: Widget, code: string): void {
  if (call(widget, 'error-callback', code)) return;
  const log = pageErrors.includes(code) ? console.error : console.warn;
  log(`bramble: ${code} (widget ${widget.id} has no error-callback)`);
}
