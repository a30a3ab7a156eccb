import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {featureMessagesChunk} from './featureMessagesChunk';
import {splitMessages} from './splitMessages';

// Messages only some pages show, by the file each feature imports (French gzip: the editor's 2.6 kB,
// the language filter's 4 ids, the download button's 0.3 kB; the tables' words come with their definitions).
const featurePrefixes = {
  'themeEditor.': 'themeEditor',
  'widgetPreview.': 'themeEditor',
  'factTable.': 'factTables',
  'downloadProject.': 'downloadProject',
};

// The site has no blog.
const unusedPrefixes = ['theme.blog.'];

/** Docusaurus puts every message into every page's first script; the server's keeps them all. */
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
