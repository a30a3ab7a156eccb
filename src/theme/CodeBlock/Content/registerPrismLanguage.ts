import siteConfig from '@generated/docusaurus.config';
import {Prism} from 'prism-react-renderer';

const extraLanguages = new Set(
  (siteConfig.themeConfig as {prism: {additionalLanguages: string[]}}).prism.additionalLanguages,
);

/** What a grammar builds on that prism-react-renderer does not bundle. */
const prerequisites: Record<string, () => void> = {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  php: () => require('prismjs/components/prism-markup-templating.js'),
};

/**
 * Adds a grammar from `themeConfig.prism.additionalLanguages` to the Prism that highlights code,
 * the first time a code block needs it. Upstream adds them all as the page's code starts, in one
 * task: tens of milliseconds on a phone, as each grammar walks every other one, for languages
 * most pages never show.
 */
export function registerPrismLanguage(language: string | undefined): void {
  if (!language || !extraLanguages.has(language) || Prism.languages[language]) return;
  // Prism's grammar files extend the global Prism: lend them this one while they load.
  const globals = globalThis as {Prism?: unknown};
  const previous = globals.Prism;
  globals.Prism = Prism;
  try {
    prerequisites[language]?.();
    // A synchronous require, so the block renders highlighted now; theme-classic narrows this
    // folder's context to the additional languages.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(`prismjs/components/prism-${language}`);
  } finally {
    if (previous === undefined) delete globals.Prism;
    else globals.Prism = previous;
  }
}
