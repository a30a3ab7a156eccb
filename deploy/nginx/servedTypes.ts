export interface ServedType {
  type: string;
  extensions: readonly string[];
  /** Served with `charset=utf-8` and compressed. */
  text: boolean;
}

/**
 * Every type the build holds, written out rather than taken from the host's mime.types, so the
 * twins, llms.txt and the Atom feed get their types on any server.
 */
export const servedTypes: readonly ServedType[] = [
  {type: 'text/html', extensions: ['html'], text: true},
  {type: 'text/css', extensions: ['css'], text: true},
  {type: 'text/javascript', extensions: ['js', 'mjs'], text: true},
  {type: 'application/json', extensions: ['json'], text: true},
  {type: 'application/manifest+json', extensions: ['webmanifest'], text: true},
  {type: 'application/xml', extensions: ['xml'], text: true},
  {type: 'application/atom+xml', extensions: ['atom'], text: true},
  {type: 'image/svg+xml', extensions: ['svg'], text: true},
  {type: 'text/markdown', extensions: ['md'], text: true},
  {type: 'text/plain', extensions: ['txt'], text: true},
  {type: 'image/png', extensions: ['png'], text: false},
  {type: 'image/jpeg', extensions: ['jpg', 'jpeg'], text: false},
  {type: 'image/webp', extensions: ['webp'], text: false},
  {type: 'image/avif', extensions: ['avif'], text: false},
  {type: 'image/gif', extensions: ['gif'], text: false},
  {type: 'image/x-icon', extensions: ['ico'], text: false},
  {type: 'font/woff2', extensions: ['woff2'], text: false},
  {type: 'font/woff', extensions: ['woff'], text: false},
  // The downloadable sample projects (src/plugins/downloadableProjects).
  {type: 'application/zip', extensions: ['zip'], text: false},
];

export const textExtensions: ReadonlySet<string> = new Set(
  servedTypes.filter((t) => t.text).flatMap((t) => t.extensions),
);

export function servedTypeOf(fileName: string): ServedType | undefined {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return servedTypes.find((t) => t.extensions.includes(extension));
}
