/** What the page script (page/) and the frame scripts (frames/) share: the messages, the DOM helper. */

/** A passed check: the token and its response key. */
export type Passed = {token: string; respKey: string};
/** What POST /1/challenge gives a frame: a pass, or a question to ask first. */
export type CheckAnswer = Passed | {challenge: {prompt: string}};

/** From api.js to its checkbox frame, which answers a `check` on the port that comes with it. */
export type ToFrame =
  {type: 'show'; state: string; failed: boolean} | {type: 'check'; rqdata?: string};
export type Reply = CheckAnswer | {error: string};

/** From a frame to api.js. */
export type FromFrame =
  | {type: 'ready' | 'tick' | 'close'}
  | {type: 'error'; code: string}
  | {type: 'result'; data: Passed};

/** Every message carries the widget's random id, so another frame or script cannot pass for it. */
export type Tagged<T> = T & {id: string};

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  content = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.textContent = content;
  return node;
}

/** Labels given as [English, French]: French for `fr`, English for every other language. */
export function localise<K extends string>(
  labels: Record<K, readonly [string, string]>,
  lang: string,
): Record<K, string> {
  const pick = Object.entries<readonly [string, string]>(labels).map(([key, [en, fr]]) => [
    key,
    lang === 'fr' ? fr : en,
  ]);
  return Object.fromEntries(pick) as Record<K, string>;
}
