// The browser's stand-in for @docusaurus/utils-common must export every function its CommonJS
// index does, the same ones: a missing one breaks every Link. (How the bundler resolves its
// CommonJS default export differs by file type, which this Node test cannot see: the stand-in
// is a .ts module because a .mjs one gave the dev server an object for applyTrailingSlash.)
import * as index from '@docusaurus/utils-common';
import * as standIn from './utilsCommon';

const browserExports = Object.keys(index).filter(
  (name) => typeof (index as Record<string, unknown>)[name] === 'function',
);

it.each(browserExports)('%s is the same function as the index exports', (name) => {
  expect((standIn as Record<string, unknown>)[name]).toBe((index as Record<string, unknown>)[name]);
});

it('applies trailing slashes as the index does', () => {
  const options = {trailingSlash: false, baseUrl: '/'};
  expect(standIn.applyTrailingSlash('/api/', options)).toBe(
    index.applyTrailingSlash('/api/', options),
  );
});
