import type {RuntimeName} from '../runnableSamples';
import {goRuntime} from './go';
import {javaRuntime} from './java';
import {nodeRuntime} from './node';
import {phpRuntime} from './php';
import {pythonRuntime} from './python';
import {rubyRuntime} from './ruby';
import type {Runtime} from './runtime';
import {shellRuntime} from './shell';

export const runtimes: Readonly<Record<RuntimeName, Runtime>> = {
  shell: shellRuntime,
  node: nodeRuntime,
  python: pythonRuntime,
  php: phpRuntime,
  ruby: rubyRuntime,
  go: goRuntime,
  java: javaRuntime,
};
