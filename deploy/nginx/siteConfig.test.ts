import {translatedLocales} from '../../src/config/site';
import {siteConfigInput} from './siteConfig.fixtures';
import {minimumCompressedSize} from './precompress';
import {immutableCaching, renderSiteConfig, renderSiteHttpConfig} from './siteConfig';

describe('renderSiteConfig', () => {
  const config = renderSiteConfig(siteConfigInput);

  it('fills every placeholder', () => {
    expect(config).not.toMatch(/\{\{|\}\}/);
  });

  it('adds every site header at the server level, each from its value map', () => {
    expect(config).toContain(
      'add_header Content-Security-Policy $bramble_header_content_security_policy always;',
    );
    expect(config).toContain('add_header X-Frame-Options $bramble_header_x_frame_options always;');
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
    expect(config).not.toContain('Reporting-Endpoints');
    const reportedInput = {
      ...siteConfigInput,
      env: {...siteConfigInput.env, cspReportUri: 'https://reports.example.org/csp'},
    };
    expect(renderSiteConfig(reportedInput)).toContain(
      'add_header Reporting-Endpoints $bramble_header_reporting_endpoints always;',
    );
    const values = renderSiteHttpConfig(reportedInput);
    expect(values).toContain(`default 'csp="https://reports.example.org/csp"';`);
    expect(values).toMatch(/report-uri https:\/\/reports\.example\.org\/csp; report-to csp";/);
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
  const config = renderSiteHttpConfig(siteConfigInput);

  it('fills every placeholder', () => {
    expect(config).not.toMatch(/\{\{|\}\}/);
  });

  it('caches a year only what each locale sends whole or confirms from its hashed assets', () => {
    expect(config).toContain('map "$status $bramble_range_asked $uri" $bramble_cache_control {');
    expect(config).toContain('default "no-cache";');
    for (const {prefix} of siteConfigInput.locales) {
      expect(config).toContain(
        `"~^(?:200 whole|304 \\S+) ${prefix}/assets/" "${immutableCaching}";`,
      );
    }
  });

  it('puts the build policy, hashes included, in the value of its header', () => {
    const policyMap = config.slice(
      config.indexOf('map $status $bramble_header_content_security_policy {'),
    );
    expect(policyMap).toMatch(
      /^ {2}default "default-src 'self'; script-src 'self' 'sha256-bhHH[^"]+";$/m,
    );
    expect(policyMap.split('\n').slice(1, 2)).toEqual(['  volatile;']);
  });

  it('defines every variable the site config reads, which no location sets', () => {
    const siteConfig = renderSiteConfig(siteConfigInput);
    const variables = [...siteConfig.matchAll(/\$(bramble_\w+)/g)].map((m) => m[1]!);
    expect(variables).toEqual(expect.arrayContaining(['bramble_cache_control', 'bramble_allow']));
    for (const variable of variables) {
      expect(config).toMatch(new RegExp(`^map .+ \\$${variable} \\{$`, 'm'));
    }
    expect(siteConfig).not.toMatch(/^\s*set /m);
    expect(siteConfig).toContain('add_header Cache-Control $bramble_cache_control always;');
    expect(siteConfig).toContain('add_header Allow $bramble_allow always;');
  });
});
