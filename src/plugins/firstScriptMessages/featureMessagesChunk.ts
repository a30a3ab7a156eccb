import path from 'node:path';

/**
 * The browser bundle's cache group for a feature's messages file that several pages' chunks
 * import (the fact tables', on most docs pages): one chunk of its own, fetched only by the pages
 * that show the feature, once, then cached as main is. Docusaurus turns off the bundler's
 * default cache groups, so such a module would be copied into each page's chunk, or, imported
 * by more than half the pages, join `common` (priority 40). That is no better here: `common`
 * also takes modules the MDX components' chunk needs, so every docs page fetches it (measured:
 * with the messages there, /fr/faq, which has no table, fetched 1.7 kB more than before they
 * left main). This group comes first. A file one chunk imports (the theme editor's) stays in
 * that chunk.
 */
export function featureMessagesChunk(messagesDir: string, firstScriptFile: string) {
  const folder = path.resolve(messagesDir) + path.sep;
  return {
    test: (module: {identifier(): string}): boolean => {
      const identifier = module.identifier();
      return identifier.includes(folder) && !identifier.endsWith(path.resolve(firstScriptFile));
    },
    minChunks: 2,
    enforce: true,
    priority: 45,
  };
}
