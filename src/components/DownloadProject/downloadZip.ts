/**
 * What the DownloadProject button loads when pressed (a chunk of its own, so
 * no page's first script carries it): the project's manifest from the site,
 * the reader's keys filled in (the secret in `.env` only), zipped, and handed
 * to the browser as a download. The keys stay in this function's memory and
 * the Blob, whose URL is revoked soon after; nothing is logged or stored.
 */
import {projectZip, type ProjectKeys, type ProjectManifest} from '@site/src/lib/projectArchive';

/** Long enough for every browser to have started reading the Blob when the link is clicked. */
export const revokeAfterMs = 10_000;

function isManifest(value: unknown): value is ProjectManifest {
  const manifest = value as ProjectManifest;
  return (
    typeof manifest === 'object' &&
    manifest !== null &&
    typeof manifest.project === 'string' &&
    typeof manifest.folder === 'string' &&
    Array.isArray(manifest.files) &&
    manifest.files.every((file) => typeof file.path === 'string' && typeof file.text === 'string')
  );
}

export async function downloadProjectZip(
  manifestUrl: string,
  keys: ProjectKeys,
  fileName: string,
): Promise<void> {
  const response = await fetch(manifestUrl, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`the manifest answered HTTP ${response.status}`);
  const manifest: unknown = await response.json();
  if (!isManifest(manifest)) throw new Error('the manifest has an unexpected shape');
  const blob = new Blob([projectZip(manifest, keys)], {type: 'application/zip'});
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
  }
}
