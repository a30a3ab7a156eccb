import path from 'node:path';
import {build, type Plugin} from 'esbuild';
import * as facts from './facts';

/** facts.ts bundled as its values, evaluated here: the served scripts carry no docs text. */
const factsAsValues: Plugin = {
  name: 'facts-as-values',
  setup(bundler) {
    bundler.onLoad({filter: /[\\/]widget[\\/]facts\.ts$/}, () => ({
      loader: 'js',
      contents: Object.entries(facts)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n'),
    }));
  },
};

let built: Promise<Map<string, string>> | undefined;

/**
 * The widget's scripts, bundled from TypeScript once per process and kept in memory (tens of
 * milliseconds): `api.js` (page/), `frames/checkbox.js` and `frames/challenge.js`.
 */
export function widgetScripts(): Promise<Map<string, string>> {
  built ??= build({
    entryPoints: {
      api: path.join(__dirname, 'page/api.ts'),
      'frames/checkbox': path.join(__dirname, 'frames/checkbox.ts'),
      'frames/challenge': path.join(__dirname, 'frames/challenge.ts'),
    },
    outdir: __dirname,
    write: false,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    plugins: [factsAsValues],
    logLevel: 'silent',
  }).then(
    ({outputFiles}) => new Map(outputFiles.map((f) => [path.relative(__dirname, f.path), f.text])),
  );
  return built;
}

/** Where api.js names the widget's frame origin (page/widgets.ts). */
export const frameOriginPlaceholder = '"__BRAMBLE_FRAME_ORIGIN__"';

/** api.js as served: with the origin its frames come from, which only the running stand-in knows. */
export async function widgetScript(frameOrigin: string): Promise<string> {
  const script = (await widgetScripts()).get('api.js')!;
  return script.replace(frameOriginPlaceholder, () => JSON.stringify(frameOrigin));
}
