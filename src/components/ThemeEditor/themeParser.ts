/**
 * The JSON editor's parser, fetched once: when the JSON tab is first shown, or at the first edit
 * of its text, whichever comes first. The editor's page does not need it to be read.
 */
let loading: Promise<typeof import('@site/src/widgetTheme/parseTheme')> | undefined;

export const loadThemeParser = () => (loading ??= import('@site/src/widgetTheme/parseTheme'));
