/**
 * A downloadable sample project as the build publishes it (its manifest) and
 * as a zip: runs in both, the downloadable projects plugin (build) and the
 * DownloadProject button (browser, loaded when pressed).
 *
 * The manifest holds the files with the placeholders of the docs,
 * `YOUR_SITE_KEY` anywhere and `YOUR_SECRET_KEY` in `.env` only; the zip
 * fills them in with the keys it is made for.
 */
import {storedZip, type ZipEntry} from './storedZip';
import {zipEntryPathsProblems} from './zipEntryPath';

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
      holdsSecret: boolean;
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

export function projectZip(manifest: ProjectManifest, keys: ProjectKeys): Uint8Array<ArrayBuffer> {
  return storedZip(projectEntries(manifest, keys));
}
