import fs from 'node:fs/promises';
import path from 'node:path';
import type {ServerResponse} from 'node:http';
import type {AllContent, LoadContext, Plugin, PluginContentLoadedActions} from '@docusaurus/types';
import {servedTypeOf} from '../../../deploy/nginx/servedTypes';

/** A file a plugin adds beside the pages; its path is from the locale's root. */
export interface SiteFile {
  path: string;
  contents: string | Uint8Array;
}

export type MakeSiteFiles = (loaded: {
  allContent: AllContent;
  actions: PluginContentLoadedActions;
}) => Promise<SiteFile[]> | SiteFile[];

async function writeFiles(dir: string, files: readonly SiteFile[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const target = path.join(dir, file.path);
      await fs.mkdir(path.dirname(target), {recursive: true});
      await fs.writeFile(target, file.contents);
    }),
  );
}

/** At once: a page removed since the last write leaves no file behind. */
async function replaceFolder(dir: string, files: readonly SiteFile[]): Promise<void> {
  const next = `${dir}.next`;
  await fs.rm(next, {recursive: true, force: true});
  await writeFiles(next, files);
  await fs.rm(dir, {recursive: true, force: true});
  await fs.rename(next, dir);
}

/** The type nginx gives the file in production, not a guess. */
function setServedType(response: ServerResponse, file: string): void {
  const served = servedTypeOf(file);
  if (served) {
    response.setHeader('Content-Type', served.text ? `${served.type}; charset=utf-8` : served.type);
  }
}

/**
 * Files beside the pages. `docusaurus start` runs no postBuild and answers a path without a file
 * with the app's HTML, so there they go to a folder the dev server serves.
 */
export function siteFilesPlugin(context: LoadContext, name: string, make: MakeSiteFiles): Plugin {
  const devFolder = path.join(context.generatedFilesDir, name, 'dev-server');
  // `docusaurus build` sets production; `docusaurus start` keeps the shell's (development if none).
  const underDevServer = process.env.NODE_ENV !== 'production';
  let files: readonly SiteFile[] = [];
  let devWrite = Promise.resolve();
  return {
    name,
    async allContentLoaded(loaded) {
      files = await make(loaded);
      if (underDevServer) {
        const latest = files;
        const write = () => replaceFolder(devFolder, latest);
        // Close content changes reload plugins side by side: each write waits for the one before.
        devWrite = devWrite.then(write, write);
        await devWrite;
      }
    },
    async postBuild({outDir}) {
      await writeFiles(outDir, files);
    },
    // Typed without `devServer` (facebook/docusaurus#9654), merged all the same.
    configureWebpack: (() => ({
      devServer: {
        static: [
          {
            directory: devFolder,
            publicPath: context.baseUrl,
            watch: false,
            staticOptions: {
              // A twins folder (integrations/) is also a page (/integrations): let the page answer.
              redirect: false,
              setHeaders: setServedType,
            },
          },
        ],
        // serve-index lists folders and answers a path under a file with a 500 naming its path.
        // webpack-merge joins our result to Docusaurus's, this same array: edit it, add nothing
        // (tests/upstream/assumptions.test.ts).
        setupMiddlewares: (all: {name?: string}[]) => {
          all.splice(0, Infinity, ...all.filter((middleware) => middleware.name !== 'serve-index'));
          return [];
        },
      },
    })) as Plugin['configureWebpack'],
  };
}
