import {CompressionStream, DecompressionStream} from 'node:stream/web';
import '@testing-library/jest-dom/vitest';

// The components run in a VM context (vitest.config.mts), whose window holds jsdom's globals and
// a few of Node's, not the compression streams a browser has: the theme editor's share links
// use them, so they come from Node, as they did before the VM pool.
Object.assign(globalThis, {
  CompressionStream: globalThis.CompressionStream ?? CompressionStream,
  DecompressionStream: globalThis.DecompressionStream ?? DecompressionStream,
});
