import codeTranslations from '@generated/codeTranslations';

/**
 * Adds a feature's UI messages to the locale's, which `translate` and `<Translate>` read at each
 * call: a feature whose messages are not in every page's first script (index.ts) calls this from
 * a module its own chunk evaluates before any of its components is drawn, so the browser draws
 * the same text the server rendered with the whole map. Runs in the browser and on the server
 * (where the map already holds them: adding them again changes nothing).
 */
export function addFeatureMessages(messages: Readonly<Record<string, string>>): void {
  Object.assign(codeTranslations, messages);
}
