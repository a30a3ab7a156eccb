import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {locales, translatedLocales} from '../../src/config/site';
import {testConfig} from './localNginx';
import {minimumCompressedSize} from './precompress';
import {renderSiteConfig} from './siteConfig';

const input = {
  env: {
    authHost: 'https://dashboard.bramble.example',
    analyticsScriptUrl: 'https://analytics.bramble.example/js/script.js',
  },
  locales,
  scriptHashes: ["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"],
};

describe('renderSiteConfig', () => {
  const config = renderSiteConfig(input);

  it('fills every placeholder', () => {
    expect(config).not.toMatch(/\{\{|\}\}/);
  });

  it('puts the build policy, hashes included, in the header of every response', () => {
    expect(config).toMatch(
      /add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-bhHH[^"]+" always;/,
    );
  });

  it('gives each translated locale its prefix, its assets and its own 404 page', () => {
    for (const {prefix} of translatedLocales) {
      expect(config).toContain(`location = ${prefix} {`);
      expect(config).toContain(`location ${prefix}/assets/ {`);
      expect(config).toContain(`error_page 404 ${prefix}/404.html;`);
    }
    // The default locale at the root: the same rules, and no redirect of its own.
    expect(config).toContain('location / {');
    expect(config).toContain('location /assets/ {');
    expect(config).toContain('error_page 404 /404.html;');
    expect(config).not.toMatch(/location = \s*\{/);
  });

  it('compresses on the fly from the size that precompression starts at', () => {
    expect(config).toContain(`gzip_min_length ${minimumCompressedSize};`);
  });

  it('adds headers only at the server level, where every location inherits them', () => {
    const locations = config.slice(config.search(/^location /m));
    expect(locations).not.toContain('add_header');
  });

  it('is accepted by `nginx -t`, with the Brotli module loaded', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-config-'));
    try {
      const siteConfig = path.join(dir, 'bramble-docs.conf');
      fs.writeFileSync(siteConfig, config);
      const result = testConfig({root: dir, siteConfig, host: '127.0.0.1', port: 8080});
      expect(result.output).toContain('syntax is ok');
      expect(result.output).not.toMatch(/\[warn\]/);
      expect(result.ok).toBe(true);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
