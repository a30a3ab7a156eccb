/**
 * TEST DOUBLE: what both frames share. They talk to the page only by postMessage, and call
 * POST <api>/1/challenge themselves, so the page sees only the outcome.
 */
import {errorCodes} from '../facts';
import {
  labels,
  type CheckAnswer,
  type CustomTheme,
  type FromFrame,
  type Tagged,
  type ToFrame,
} from '../shared';

export const params = new URLSearchParams(location.search);
const lang = params.get('hl') === 'fr' ? 'fr' : 'en';
document.documentElement.lang = lang;
export const text = labels(lang);
const id = params.get('id') ?? '';
const pageOrigin = params.get('origin') ?? '';

/** To api.js in the page, and to no other origin: the token must not leak to another embedder. */
export function toPage(message: FromFrame): void {
  const tagged: Tagged<FromFrame> = {...message, id};
  parent.postMessage(tagged, pageOrigin);
}

export function onPage(handler: (message: ToFrame, port?: MessagePort) => void): void {
  addEventListener('message', (event: MessageEvent<Tagged<ToFrame> | null>) => {
    if (event.source === parent && event.origin === pageOrigin && event.data?.id === id) {
      handler(event.data, event.ports[0]);
    }
  });
}

/** POST <api>/1/challenge; rejects with a client error code. */
export async function ask(extra: Record<string, string>): Promise<CheckAnswer> {
  const [sitekey, hostname, rqdata] = ['sitekey', 'host', 'rqdata'].map((name) => params.get(name));
  const body = {sitekey, hostname, hl: lang, ...(rqdata !== null && {rqdata}), ...extra};
  let response: Response;
  try {
    response = await fetch(`${params.get('api')}/1/challenge`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(body),
    });
  } catch {
    throw 'network-error';
  }
  const data = (await response.json().catch(() => null)) as Record<string, any> | null; // eslint-disable-line @typescript-eslint/no-explicit-any
  if (response.ok && typeof data?.token === 'string') {
    return {token: data.token, respKey: typeof data.respKey === 'string' ? data.respKey : ''};
  }
  if (response.ok && typeof data?.challenge?.prompt === 'string') return data as CheckAnswer;
  if (response.status === 429) throw 'rate-limited';
  throw errorCodes.includes(data?.error) ? data?.error : 'internal-error';
}

/** The theme api.js resolved: its class, and for a custom theme its mode and a few colours. */
export function applyTheme(node: HTMLElement): void {
  node.classList.add(`bramble-theme-${params.get('theme') ?? 'light'}`);
  const custom = JSON.parse(params.get('custom') ?? 'null') as CustomTheme | null;
  if (!custom) return;
  node.classList.add(`bramble-mode-${custom.mode === 'dark' ? 'dark' : 'light'}`);
  for (const [name, value] of Object.entries(custom.colours)) {
    if (/^--bramble-[a-z]+$/.test(name)) node.style.setProperty(name, value ?? null);
  }
}
