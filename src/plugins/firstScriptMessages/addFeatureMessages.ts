import codeTranslations from '@generated/codeTranslations';

/**
 * Called by a feature's chunk before any of its components is drawn, so the browser draws the
 * text the server rendered with the whole map.
 */
export function addFeatureMessages(messages: Readonly<Record<string, string>>): void {
  Object.assign(codeTranslations, messages);
}
