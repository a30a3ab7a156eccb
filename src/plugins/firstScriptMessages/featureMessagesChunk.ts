import path from 'node:path';

/**
 * A chunk of its own for a messages file several pages' chunks import: otherwise it joins
 * `common` (priority 40), which every docs page fetches (/fr/faq fetched 1.7 kB more).
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
