/**
 * A downloadable sample project as the build publishes it (its manifest) and
 * as a zip: runs in both, the downloadable projects plugin (build) and the
 * DownloadProject button (browser, loaded when pressed).
 *
 * The manifest holds the files with the placeholders of the docs,
 * `YOUR_SITE_KEY` anywhere and `YOUR_SECRET_KEY` in `.env` only; the zip
 * fills them in with the keys it is made for.
 */
import {strToU8, Zip, ZipPassThrough} from 'fflate';
import {zipEntryPathsProblems} from './zipEntryPath';

export interface ZipEntry {
  /** Path inside the archive, with `/` separators. */
  path: string;
  text: string;
}

export interface ProjectManifest {
  /** The `project` of `<DownloadProject project="…" />`. */
  project: string;
  /** The folder the zip unpacks into. */
  folder: string;
  /** Every file, sorted by path, keys as placeholders. */
  files: ZipEntry[];
}

/** What pages know of each project: the global data of the downloadable projects plugin. */
export interface DownloadableProjectsData {
  projects: Record<
    string,
    {
      bytes: number;
      /** The zip's size in kB as the page's locale writes numbers, formatted at build time. */
      kilobytes: string;
      folder: string;
    }
  >;
}

export interface ProjectKeys {
  /** Null keeps the placeholder (an account without a site). */
  sitekey: string | null;
  secret: string | null;
}

/** The one file allowed to hold the secret key: servers read it from there, never from code. */
export const secretFile = '.env';

export const siteKeyPlaceholder = 'YOUR_SITE_KEY';
export const secretKeyPlaceholder = 'YOUR_SECRET_KEY';

/**
 * The zip's entries: each file under the project's folder with the keys
 * filled in. Throws when a file other than `.env` holds the secret's
 * placeholder, so the secret never lands in code, and when a path is unsafe
 * to unpack (`../x`, two `.env`): the browser fetches the manifest, so it
 * checks it again rather than trust the build.
 */
export function projectEntries(manifest: ProjectManifest, keys: ProjectKeys): ZipEntry[] {
  const problems = zipEntryPathsProblems(
    manifest.files.map((file) => `${manifest.folder}/${file.path}`),
  );
  if (problems.length > 0) throw new Error(`${manifest.project}: ${problems.join('; ')}`);
  return manifest.files.map((file) => {
    let text = file.text;
    if (keys.sitekey !== null) text = text.replaceAll(siteKeyPlaceholder, keys.sitekey);
    if (file.path === secretFile) {
      if (keys.secret !== null) text = text.replaceAll(secretKeyPlaceholder, keys.secret);
    } else if (text.includes(secretKeyPlaceholder)) {
      throw new Error(`${manifest.project}: ${file.path} holds the secret key; only .env may`);
    }
    return {path: `${manifest.folder}/${file.path}`, text};
  });
}

/**
 * Stored, not deflated: a few kB of text gain little, and fflate's pass-through writer keeps the
 * button's chunk at a third of what `zipSync` (which always brings deflate) weighs. Deterministic:
 * the manifest's sorted order, one timestamp in local time (DOS dates have no zone, and fflate
 * reads the local fields), files made by Unix with mode 0644.
 */
export function projectZip(manifest: ProjectManifest, keys: ProjectKeys): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    parts.push(data);
  });
  for (const entry of projectEntries(manifest, keys)) {
    const file = Object.assign(new ZipPassThrough(entry.path), {
      mtime: new Date(2026, 0, 1),
      os: 3,
      attrs: 0o100644 << 16,
    });
    zip.add(file);
    file.push(strToU8(entry.text), true);
  }
  zip.end();
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (bytes.set(part, at), at + part.length), 0);
  return bytes;
}
