/**
 * Whether paths may name the files of a zip that a reader unpacks. An unzip tool writes each
 * entry where its name says, and the names come from the docs' code-block titles (at build time)
 * and from a manifest the browser fetches: a name that climbs out of the folder (`../x`), starts
 * at a root (`/x`, `C:\x`), hides a character, or lands on another entry's file once the file
 * system ignores case (`.env` and `.ENV` on Windows and macOS) could overwrite the reader's files
 * or lose one of the project's, and git's hooks, an editor's tasks or npm's settings act by
 * themselves. Runs in both: the projects plugin (build) and the DownloadProject button (browser).
 */

/**
 * Longest entry path, in UTF-16 code units as Windows counts them: its classic limit is 260 for
 * the whole path, and the folder the reader unzips into (`C:\Users\…\Downloads\`) takes its share.
 */
export const zipEntryPathMaxLength = 160;

// Controls (NUL included), format characters (a right-to-left override makes `gnp.exe` read as
// `exe.png`), line and paragraph separators, lone surrogates (no file system can name them) and
// every other character that shows nothing.
const hiddenCharacter = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
// A drive (`C:x` is relative to drive C's current folder, so not only `C:\x`), or a root.
const absolute = /^(?:[/\\]|[a-z]:)/i;
// Windows refuses these in a name; `:` would also open an NTFS stream (`a:b`).
const windowsForbidden = /[<>:"|?*]/;
// Windows drops a name's trailing dots and spaces, so `a.` would be written as `a`.
const windowsTrimmed = /[. ]$/;
// Device names Windows reserves, with any extension (`con.txt` too).
const windowsDevice = /^(?:con(?:in\$|out\$)?|prn|aux|nul|(?:com|lpt)[0-9¹²³]|clock\$)(?:\.|$)/i;
// Git, an editor or a package manager acts on these unasked; in any case (`.GIT`, `.gıt`) too.
const actsByItself = /\/(\.(?:git|idea|vscode\/(?:tasks|launch)\.json|npmrc|yarnrc[^/]*|pypirc))\//;

function codePoint(character: string): string {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Why `path` may not name a file in the zip, or null when it may. */
export function zipEntryPathProblem(path: string): string | null {
  if (path === '') return 'is empty';
  const hidden = hiddenCharacter.exec(path)?.[0];
  if (hidden !== undefined) return `holds ${codePoint(hidden)}, a control or invisible character`;
  if (absolute.test(path)) return 'is absolute: it must start inside the project’s folder';
  const segments = path.split(/[/\\]/);
  if (segments.includes('..')) return 'climbs out of its folder with ..';
  if (path.includes('\\')) return 'holds \\, but zip paths separate folders with /';
  if (path.endsWith('/')) return 'ends with /, so it names a folder, not a file';
  if (segments.includes('')) return 'has an empty folder name (//)';
  if (segments.includes('.')) return 'has a . folder';
  const forbidden = windowsForbidden.exec(path)?.[0];
  if (forbidden !== undefined) return `holds ${forbidden}, which Windows does not allow in a name`;
  const trimmed = segments.find((segment) => windowsTrimmed.test(segment));
  if (trimmed !== undefined) return `has "${trimmed}", whose trailing dot or space Windows drops`;
  const device = segments.find((segment) => windowsDevice.test(segment));
  if (device !== undefined) return `has "${device}", a name Windows keeps for a device`;
  const acting = actsByItself.exec(`/${fileSystemKey(path)}/`)?.[1];
  if (acting !== undefined) return `has "${acting}", which a tool acts on by itself`;
  if (path.length > zipEntryPathMaxLength)
    return `is longer than ${zipEntryPathMaxLength} characters`;
  return null;
}

/** Two paths of one zip that would be written to the same place. */
export interface ZipEntryPathClash {
  /** The later path's index. */
  index: number;
  /** The index of the earlier path it clashes with. */
  earlier: number;
  reason: string;
}

/**
 * A path as Windows and macOS compare names: case ignored (on Windows `ı` is `I`, `İ` is `i`),
 * and on macOS a precomposed `é` the same as `e` with a combining accent.
 */
function fileSystemKey(path: string): string {
  return path.normalize('NFC').replace(/[ıİ]/g, 'i').toLowerCase();
}

/** The folders a path is in, outermost first: `a/b/c` is in `a` and `a/b`. */
function foldersOf(path: string): string[] {
  const segments = path.split('/');
  return segments.slice(1).map((_, i) => segments.slice(0, i + 1).join('/'));
}

/**
 * Paths that would be written to the same place: given twice, the same but for case or Unicode
 * normalisation, or one a file and a folder of another (`src` and `src/a.js`).
 */
export function zipEntryPathClashes(paths: readonly string[]): ZipEntryPathClash[] {
  const files = new Map<string, number>();
  const folders = new Map<string, number>();
  const clashes: ZipEntryPathClash[] = [];
  paths.forEach((path, index) => {
    const key = fileSystemKey(path);
    const containing = foldersOf(key);
    const sameFile = files.get(key);
    const asFolder = folders.get(key) ?? containing.map((folder) => files.get(folder)).find(isSet);
    if (sameFile !== undefined) {
      clashes.push({
        index,
        earlier: sameFile,
        reason:
          paths[sameFile] === path
            ? 'is given twice'
            : `names the same file as "${paths[sameFile]}" on Windows or macOS`,
      });
    } else if (asFolder !== undefined) {
      clashes.push({
        index,
        earlier: asFolder,
        reason: `and "${paths[asFolder]}" would need one name as both a file and a folder`,
      });
    }
    if (!files.has(key)) files.set(key, index);
    for (const folder of containing) if (!folders.has(folder)) folders.set(folder, index);
  });
  return clashes;
}

function isSet(index: number | undefined): index is number {
  return index !== undefined;
}

/** How a zip's problems name its paths: each by its index, and a clash's earlier path too. */
export interface ZipEntryPathNames {
  /** The path at an index, as a message starts (by default, the path in quotes). */
  nameOf?: (index: number) => string;
  /** What a clash adds about the earlier path (by default, nothing: the reason quotes it). */
  earlierOf?: (index: number) => string;
}

/** Every problem of a zip's paths, each as `"path" reason`: none when the zip is safe to unpack. */
export function zipEntryPathsProblems(
  paths: readonly string[],
  {nameOf = (index) => JSON.stringify(paths[index]), earlierOf}: ZipEntryPathNames = {},
): string[] {
  const own = paths.flatMap((path, index) => {
    const problem = zipEntryPathProblem(path);
    return problem === null ? [] : [`${nameOf(index)} ${problem}`];
  });
  const clashes = zipEntryPathClashes(paths).map(
    ({index, earlier, reason}) =>
      `${nameOf(index)} ${reason}${earlierOf ? ` ${earlierOf(earlier)}` : ''}`,
  );
  return [...own, ...clashes];
}
