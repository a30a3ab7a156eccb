import path from 'node:path';

/**
 * A chunk of its own for a feature's messages file that several pages' chunks import (the fact
 * tables'). Without it the module would be copied into each page's chunk, or join `common`
 * (priority 40), which every docs page fetches (/fr/faq, with no table, fetched 1.7 kB more).
 * A file one chunk imports (the theme editor's) stays in that chunk.
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
