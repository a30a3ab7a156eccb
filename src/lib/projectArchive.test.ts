import {describe, expect, it} from 'vitest';
import {projectEntries, projectZip, type ProjectManifest} from './projectArchive';
import {
  hostilePaths,
  manifest,
  manifestWithFile,
  readZip,
  secret,
  sitekey,
} from './projectArchive.fixtures';

describe('projectEntries', () => {
  it('puts the site key where the code writes it and the secret in .env only', () => {
    const entries = projectEntries(manifest, {sitekey, secret});
    expect(entries).toEqual([
      {
        path: 'bramble-express/.env',
        text: `BRAMBLE_SITE_KEY=${sitekey}\nBRAMBLE_SECRET_KEY=${secret}\n`,
      },
      {
        path: 'bramble-express/public/contact.html',
        text: `<div data-sitekey="${sitekey}"></div>\n`,
      },
      {path: 'bramble-express/server.js', text: manifest.files[2]!.text},
    ]);
    expect(entries.filter((entry) => entry.text.includes(secret)).map((e) => e.path)).toEqual([
      'bramble-express/.env',
    ]);
  });

  it.each([
    {name: 'an account without a site keeps the site key placeholder', sitekey: null, secret},
    {name: 'no secret keeps its placeholder', sitekey, secret: null},
  ])('$name', (keys) => {
    const [env, page] = projectEntries(manifest, keys);
    expect(env!.text).toContain(keys.sitekey ?? 'YOUR_SITE_KEY');
    expect(env!.text).toContain(keys.secret ?? 'YOUR_SECRET_KEY');
    expect(page!.text).toContain(keys.sitekey ?? 'YOUR_SITE_KEY');
  });

  it('refuses a manifest that would write the secret into code', () => {
    const leaky: ProjectManifest = {
      ...manifest,
      files: [...manifest.files, {path: 'bramble.js', text: "const s = 'YOUR_SECRET_KEY';\n"}],
    };
    expect(() => projectEntries(leaky, {sitekey, secret})).toThrow(/bramble\.js holds the secret/);
  });

  it.each(hostilePaths)('refuses to zip a manifest with the path $path', ({path, problem}) => {
    expect(() => projectZip(manifestWithFile(path), {sitekey, secret})).toThrow(
      `express: ${JSON.stringify(`bramble-express/${path}`)} ${problem}`,
    );
  });

  it('refuses a folder that climbs out of where the reader unzips', () => {
    expect(() => projectZip({...manifest, folder: '..'}, {sitekey, secret})).toThrow(
      /"\.\.\/\.env" climbs out of its folder/,
    );
  });

  it('zips the same entries', () => {
    expect(readZip(projectZip(manifest, {sitekey, secret}))).toEqual(
      projectEntries(manifest, {sitekey, secret}),
    );
  });

  it('is the same bytes for the same files, whatever the time zone', () => {
    const zip = projectZip(manifest, {sitekey, secret});
    const view = new DataView(zip.buffer, zip.byteOffset);
    expect(view.getUint16(12, true)).toBe(((2026 - 1980) << 9) | (1 << 5) | 1); // 2026-01-01
    expect(zip).toEqual(projectZip(structuredClone(manifest), {sitekey, secret}));
  });

  it('gives every file the Unix mode 0644', () => {
    const zip = projectZip(manifest, {sitekey, secret});
    const view = new DataView(zip.buffer, zip.byteOffset);
    const central = view.getUint32(zip.length - 22 + 16, true);
    expect(view.getUint8(central + 5)).toBe(3); // made by Unix
    expect(view.getUint32(central + 38, true) >>> 16).toBe(0o100644);
  });
});
