import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {brotliQuality, compressedForms, minimumCompressedSize, precompress} from './precompress';

describe('precompress', () => {
  let dir = '';
  const write = (name: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), content);
  };
  const exists = (name: string) => fs.existsSync(path.join(dir, name));

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('writes gzip and Brotli copies that decompress to the very bytes of each text file', async () => {
    const page = `<p>${'Bramble verifies tokens. '.repeat(200)}</p>`;
    write('api/index.html', page);
    write('assets/js/main.0123abcd.js', 'console.log("x");'.repeat(100));
    write('fr/llms.txt', 'Bramble\n'.repeat(100));
    const report = await precompress(dir);
    expect(report.files).toBe(3);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'api/index.html.gz'))).toString()).toBe(
      page,
    );
    expect(
      zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'api/index.html.br'))).toString(),
    ).toBe(page);
    for (const name of ['assets/js/main.0123abcd.js', 'fr/llms.txt']) {
      expect(exists(`${name}.gz`) && exists(`${name}.br`)).toBe(true);
    }
    expect(report.brotliBytes).toBeLessThan(report.bytes);
  });

  it('leaves alone images, tiny files and files compression would not shrink', async () => {
    write('img/logo.png', Buffer.alloc(4096, 1));
    write('tiny.js', 'x'.repeat(minimumCompressedSize - 1));
    // Random bytes do not compress: neither copy would be smaller.
    write('noise.txt', Buffer.from(Array.from({length: 4096}, () => (Math.random() * 256) | 0)));
    await precompress(dir);
    for (const name of ['img/logo.png', 'tiny.js', 'noise.txt']) {
      expect(exists(`${name}.gz`) || exists(`${name}.br`)).toBe(false);
    }
  });

  it('compresses equal files once and writes both copies', async () => {
    const chunk = 'export const x = 1;\n'.repeat(500);
    write('assets/js/a.js', chunk);
    write('fr/assets/js/a.js', chunk);
    await precompress(dir);
    expect(fs.readFileSync(path.join(dir, 'fr/assets/js/a.js.br'))).toEqual(
      fs.readFileSync(path.join(dir, 'assets/js/a.js.br')),
    );
  });

  it("writes zlib's strongest gzip, the same bytes for every kind of text file", async () => {
    const css = '.item{margin:0}'.repeat(100);
    write('assets/css/styles.0123abcd.css', css);
    await precompress(dir);
    const written = fs.readFileSync(path.join(dir, 'assets/css/styles.0123abcd.css.gz'));
    expect(written).toEqual(zlib.gzipSync(css, {level: 9}));
    expect((await compressedForms(Buffer.from(css))).gzip).toEqual(written);
  });

  it('uses the strongest Brotli quality for small files only', () => {
    expect(brotliQuality(10_000)).toBe(11);
    expect(brotliQuality(2_000_000)).toBeLessThan(11);
  });
});
