/** The UI messages of a locale, by id, as Docusaurus bundles them (`@generated/codeTranslations`). */
export type Messages = Record<string, string>;

/** The messages every page's first script carries, and those of each feature's own file. */
export function splitMessages(
  messages: Messages,
  featurePrefixes: Readonly<Record<string, string>>,
  unusedPrefixes: readonly string[],
): {firstScript: Messages; features: Record<string, Messages>} {
  const firstScript: Messages = {};
  const features: Record<string, Messages> = Object.fromEntries(
    Object.values(featurePrefixes).map((feature) => [feature, {}]),
  );
  for (const [id, message] of Object.entries(messages)) {
    if (unusedPrefixes.some((prefix) => id.startsWith(prefix))) continue;
    const prefix = Object.keys(featurePrefixes).find((p) => id.startsWith(p));
    if (prefix) features[featurePrefixes[prefix]!]![id] = message;
    else firstScript[id] = message;
  }
  return {firstScript, features};
}
