// A downloadable project's manifest and a reader's keys, shared by the archive's tests and the
// download button's.
import type {ProjectManifest} from './projectArchive';

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
