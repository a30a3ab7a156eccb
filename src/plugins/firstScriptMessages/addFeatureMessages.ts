import codeTranslations from '@generated/codeTranslations';

/**
 * A feature whose messages are not in every page's first script (index.ts) calls this from a
 * module its chunk evaluates before any of its components is drawn, so the browser draws the same
 * text the server rendered with the whole map (on the server, adding them again changes nothing).
 */
export function addFeatureMessages(messages: Readonly<Record<string, string>>): void {
  Object.assign(codeTranslations, messages);
}
