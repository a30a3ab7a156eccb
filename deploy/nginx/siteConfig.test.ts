import {translatedLocales} from '../../src/config/site';
import {siteConfigInput} from './siteConfig.fixtures';
import {minimumCompressedSize} from './precompress';
import {immutableCaching, renderSiteConfig, renderSiteHttpConfig} from './siteConfig';

describe('renderSiteConfig', () => {
  const config = renderSiteConfig(siteConfigInput);

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

  it('defines the report group of the policy only when the build has a report endpoint', () => {
    expect(config).not.toContain('add_header Reporting-Endpoints');
    const reported = renderSiteConfig({
      ...siteConfigInput,
      env: {...siteConfigInput.env, cspReportUri: 'https://reports.example.org/csp'},
    });
    expect(reported).toContain(
      `add_header Reporting-Endpoints 'csp="https://reports.example.org/csp"' always;`,
    );
    expect(reported).toMatch(
      /report-uri https:\/\/reports\.example\.org\/csp; report-to csp" always;/,
    );
  });

  it('compresses on the fly from the size that precompression starts at', () => {
    expect(config).toContain(`gzip_min_length ${minimumCompressedSize};`);
  });

  it('adds headers only at the server level, where every location inherits them', () => {
    const locations = config.slice(config.search(/^location /m));
    expect(locations).not.toContain('add_header');
  });
});

describe('renderSiteHttpConfig', () => {
  const config = renderSiteHttpConfig(siteConfigInput.locales);

  it('fills every placeholder', () => {
    expect(config).not.toMatch(/\{\{|\}\}/);
  });

  it('caches a year only what each locale sends or confirms from its hashed assets', () => {
    expect(config).toContain('map "$status $uri" $bramble_cache_control {');
    expect(config).toContain('default "no-cache";');
    for (const {prefix} of siteConfigInput.locales) {
      expect(config).toContain(`"~^(?:200|206|304) ${prefix}/assets/" "${immutableCaching}";`);
    }
  });

  it('gives the site config its two variables, which no location sets', () => {
    const siteConfig = renderSiteConfig(siteConfigInput);
    for (const variable of ['bramble_cache_control', 'bramble_allow']) {
      expect(config).toMatch(new RegExp(`^map .+ \\$${variable} \\{$`, 'm'));
    }
    expect(siteConfig).not.toMatch(/^\s*set /m);
    expect(siteConfig).toContain('add_header Cache-Control $bramble_cache_control always;');
    expect(siteConfig).toContain('add_header Allow $bramble_allow always;');
  });
});
