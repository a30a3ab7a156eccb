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

/** What a frame shows of a custom theme: its mode and a few colours (CSS variables). */
export type CustomTheme = {mode: string; colours: Record<string, string | undefined>};

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

const en = {
  frame: 'Bramble security check',
  challenge: 'Bramble challenge',
  checkbox: 'I am human',
  busy: 'Verifying…',
  passed: 'Verified',
  expired: 'The check has expired. Tick the box again.',
  failed: 'Verification failed',
  verify: 'Verify',
  close: 'Close',
  empty: 'Please type an answer.',
  brand: 'Bramble (test double)',
};
const fr: typeof en = {
  frame: 'Contrôle de sécurité Bramble',
  challenge: 'Défi Bramble',
  checkbox: 'Je suis un humain',
  busy: 'Vérification…',
  passed: 'Vérifié',
  expired: 'La vérification a expiré. Cochez de nouveau la case.',
  failed: 'Échec de la vérification',
  verify: 'Vérifier',
  close: 'Fermer',
  empty: 'Veuillez saisir une réponse.',
  brand: 'Bramble (doublure de test)',
};
/** The widget's labels: French for `fr`, English for every other language. */
export const labels = (lang: string) => (lang === 'fr' ? fr : en);
