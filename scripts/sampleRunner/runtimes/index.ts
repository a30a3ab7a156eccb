import type {RuntimeName} from '../runnableSamples';
import {goRuntime} from './go';
import {javaRuntime} from './java';
import type {Runtime} from './runtime';
import {nodeRuntime, phpRuntime, pythonRuntime, rubyRuntime, shellRuntime} from './scripts';

/** The runtimes of server samples; page samples run in Chromium (../runPageSample.ts). */
export const runtimes: Readonly<Record<Exclude<RuntimeName, 'chromium'>, Runtime>> = {
  shell: shellRuntime,
  node: nodeRuntime,
  python: pythonRuntime,
  php: phpRuntime,
  ruby: rubyRuntime,
  go: goRuntime,
  java: javaRuntime,
};

/** The runtime of a server sample (a page sample has none: it runs in Chromium). */
export function runtimeOf(name: RuntimeName): Runtime {
  if (name === 'chromium') throw new Error('a page sample runs in Chromium, not in a runtime');
  return runtimes[name];
}
