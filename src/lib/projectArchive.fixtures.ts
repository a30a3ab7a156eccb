// A downloadable project's manifest and a reader's keys, shared by the archive's tests and the
// download button's.
import {strFromU8, unzipSync} from 'fflate';
import type {ProjectManifest, ZipEntry} from './projectArchive';

/** A zip's entries read back, in their order in the zip. */
export const readZip = (zip: Uint8Array): ZipEntry[] =>
  Object.entries(unzipSync(zip)).map(([path, data]) => ({path, text: strFromU8(data)}));

export const manifest: ProjectManifest = {
  project: 'express',
  folder: 'bramble-express',
  files: [
    {path: '.env', text: 'BRAMBLE_SITE_KEY=YOUR_SITE_KEY\nBRAMBLE_SECRET_KEY=YOUR_SECRET_KEY\n'},
    {path: 'public/contact.html', text: '<div data-sitekey="YOUR_SITE_KEY"></div>\n'},
    {path: 'server.js', text: 'const secret = process.env.BRAMBLE_SECRET_KEY;\n'},
  ],
};

export const sitekey = '8c2e51b4-7f3a-4d5e-9a61-0b7d2c4e9f13';
export const secret = '0x8c2e51b47f3a4d5e9a610b7d2c4e9f138c2e51b4';

/** Paths a tampered manifest could hold, each with why the zip refuses it (under its folder). */
export const hostilePaths = [
  {path: '../../evil.sh', problem: 'climbs out of its folder'},
  {path: '..\\..\\evil.bat', problem: 'climbs out of its folder'},
  {path: '/etc/cron.d/evil', problem: 'has an empty folder name'},
  {path: 'C:\\evil.bat', problem: 'holds \\'},
  {path: 'evil.sh\u0000.txt', problem: 'holds U+0000'},
  {path: '.env', problem: 'is given twice'},
  {path: '.ENV', problem: 'names the same file as "bramble-express/.env"'},
];

/** The manifest with one more file, at `path`. */
export function manifestWithFile(path: string): ProjectManifest {
  return {...manifest, files: [...manifest.files, {path, text: 'echo pwned\n'}]};
}
