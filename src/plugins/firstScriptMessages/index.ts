import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {splitMessages} from './splitMessages';

/**
 * Messages of one page that every other page's first script carried: the theme editor's and its
 * widget preview's (90 ids, 2 kB gzip in French). The editor imports them from
 * `@generated/first-script-messages/themeEditor.json` and hands them to addFeatureMessages.ts
 * (src/components/ThemeEditor/pageMessages.ts).
 */
const featurePrefixes = {'themeEditor.': 'themeEditor', 'widgetPreview.': 'themeEditor'};

/** theme-translations' messages for the blog, which the site has not (blog: false). */
const unusedPrefixes = ['theme.blog.'];

/**
 * The browser bundle's UI messages without those only one page shows, nor the blog's: Docusaurus
 * puts every message of the locale into every page's first script (`@docusaurus/Translate`
 * imports `@generated/codeTranslations`), and has no option to split them. The server bundle
 * keeps the whole map, so what it renders matches what the page draws once its messages came.
 */
export default function firstScriptMessages(
  context: LoadContext,
  {split}: {split: boolean},
): Plugin {
  const dir = path.join(context.generatedFilesDir, 'first-script-messages');
  const {firstScript, features} = splitMessages(
    context.codeTranslations,
    featurePrefixes,
    unusedPrefixes,
  );
  fs.mkdirSync(dir, {recursive: true});
  const firstScriptFile = path.join(dir, 'firstScript.json');
  fs.writeFileSync(firstScriptFile, JSON.stringify(firstScript));
  for (const [feature, messages] of Object.entries(features)) {
    fs.writeFileSync(path.join(dir, `${feature}.json`), JSON.stringify(messages));
  }
  return {
    name: 'first-script-messages',
    // Not split (the bench's baseline): the editor still imports its file, adding nothing new.
    configureWebpack: (_config, isServer, {currentBundler}) =>
      isServer || !split
        ? {}
        : {
            plugins: [
              new currentBundler.instance.NormalModuleReplacementPlugin(
                /^@generated\/codeTranslations$/,
                firstScriptFile,
              ),
            ],
          },
  };
}
