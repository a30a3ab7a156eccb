import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {transform} from 'lightningcss';
import {customPropertiesNamedIn, inlineConstantProperties} from './inlineConstantProperties';
import {stylesWithTheirCode} from './stylesWithTheirCode';
import {contentHashedName, pruneUnusedCss, type StylesheetReader} from './pruneUnusedCss';
import {
  linkStylesheetsAfter,
  routeStylesheets,
  type ClientManifest,
  type RoutesChunkNames,
} from './routeStylesheets';

async function filesIn(dir: string, skip: ReadonlySet<string>) {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => ![...skip].some((folder) => file.startsWith(folder + path.sep)));
}

/** Replaces a file in one step: the search plugin reads the pages while this runs. */
async function replaceFile(file: string, text: string) {
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, text);
  await fs.rename(temporary, file);
}

/** Minified again once properties are written out: their values repeat the fallbacks beside them. */
const minified = (css: string) =>
  transform({filename: 'styles.css', code: Buffer.from(css), minify: true}).code.toString();

const readJson = async <T>(file: string) => JSON.parse(await fs.readFile(file, 'utf8')) as T;
const isShared = (file: string) => path.basename(file).startsWith('styles.');

/**
 * Docusaurus ships every stylesheet to every page. After each locale's build, the shared one keeps
 * only what its pages and scripts can use, and each page links its own code's stylesheets.
 */
export interface StylesheetsOptions {
  prune: boolean;
  withTheirCode: boolean;
}

export default function stylesheetsPlugin(
  _context: LoadContext,
  {prune, withTheirCode}: StylesheetsOptions,
): Plugin {
  return {
    name: 'stylesheets',
    configureWebpack: (_config, isServer) =>
      isServer || !withTheirCode ? {} : stylesWithTheirCode,
    async postBuild({outDir, baseUrl, generatedFilesDir, i18n}) {
      // The default locale builds first, into the root; the others into folders inside it.
      const otherLocales = new Set(
        i18n.locales
          .filter((locale) => locale !== i18n.currentLocale)
          .map((locale) => path.join(outDir, i18n.localeConfigs[locale]?.path ?? locale)),
      );
      const [files, manifest, routesChunkNames] = await Promise.all([
        filesIn(outDir, otherLocales),
        readJson<ClientManifest>(path.join(generatedFilesDir, 'client-manifest.json')),
        readJson<RoutesChunkNames>(path.join(generatedFilesDir, 'routesChunkNames.json')),
      ]);
      const pages = files.filter((file) => file.endsWith('.html'));
      const scripts = files.filter((file) => file.endsWith('.js'));
      const stylesheetDir = path.join(outDir, 'assets/css') + path.sep;
      const stylesheets = files.filter(
        (file) => file.startsWith(stylesheetDir) && file.endsWith('.css'),
      );
      const read = (kind: StylesheetReader['kind']) => async (file: string) => ({
        file,
        kind,
        text: await fs.readFile(file, 'utf8'),
      });
      const readers = [
        ...(await Promise.all(pages.map(read('html')))),
        ...(await Promise.all(scripts.map(read('js')))),
        // Pages' own stylesheets read the shared one's custom properties.
        ...(await Promise.all(stylesheets.filter((f) => !isShared(f)).map(read('css')))),
      ];

      // Only the shared one is renamed: the runtime fetches a page's own by the bundler's name.
      const [sharedFile] = stylesheets.filter(isShared);
      if (!sharedFile) throw new Error(`No shared stylesheet in ${outDir}/assets/css`);
      const whole = await fs.readFile(sharedFile, 'utf8');
      const css = prune
        ? minified(
            inlineConstantProperties(
              await pruneUnusedCss(whole, readers),
              customPropertiesNamedIn(readers.map(({text}) => text)),
            ),
          )
        : whole;
      const shared = prune
        ? contentHashedName(path.basename(sharedFile), css)
        : path.basename(sharedFile);
      if (prune) {
        await fs.writeFile(path.join(path.dirname(sharedFile), shared), css);
        await fs.rm(sharedFile);
      }
      const href = (name: string) => `${baseUrl}assets/css/${name}`;

      const ownStylesheets = routeStylesheets(manifest, routesChunkNames, isShared);
      await Promise.all(
        readers
          .filter((reader) => reader.kind === 'html')
          .map(async ({file, text}) => {
            const route = `${baseUrl}${path.relative(outDir, file)}`.replace(
              /\/?(index)?\.html$/,
              '',
            );
            const own = ownStylesheets.get(route) ?? ownStylesheets.get(`${route}/`) ?? [];
            let html = text.replaceAll(href(path.basename(sharedFile)), href(shared));
            if (own.length > 0)
              html = linkStylesheetsAfter(
                html,
                href(shared),
                own.map((f) => baseUrl + f),
              );
            if (html !== text) await replaceFile(file, html);
          }),
      );
    },
  };
}
