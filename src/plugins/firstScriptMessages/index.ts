import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {featureMessagesChunk} from './featureMessagesChunk';
import {splitMessages} from './splitMessages';

/**
 * Messages that only some pages show, which every page's first script carried, by the file each
 * feature imports from `@generated/first-script-messages/<file>.json` and hands to
 * addFeatureMessages.ts (French, gzip of the ids and messages alone): the theme editor's and its
 * widget preview's (113 ids, 2.6 kB; src/components/ThemeEditor/pageMessages.ts), the language
 * filter's (4 ids; src/components/FactTables/pageMessages.ts; the tables' own words come with
 * their definitions) and the download
 * button's (10 ids, 0.3 kB; src/components/DownloadProject/pageMessages.ts, with the MDX
 * components' chunk).
 */
const featurePrefixes = {
  'themeEditor.': 'themeEditor',
  'widgetPreview.': 'themeEditor',
  'factTable.': 'factTables',
  'downloadProject.': 'downloadProject',
};

/** theme-translations' messages for the blog, which the site has not (blog: false). */
const unusedPrefixes = ['theme.blog.'];

/**
 * The browser bundle's UI messages without those only some features show, nor the blog's:
 * Docusaurus puts every message of the locale into every page's first script
 * (`@docusaurus/Translate` imports `@generated/codeTranslations`), and has no option to split
 * them. The server bundle keeps the whole map, so what it renders matches what the page draws
 * once its feature's messages came.
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
    // Not split (the bench's baseline): the features still import their files, adding nothing new.
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
            optimization: {
              splitChunks: {
                cacheGroups: {featureMessages: featureMessagesChunk(dir, firstScriptFile)},
              },
            },
          },
  };
}
