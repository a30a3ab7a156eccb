import {
  contentSecurityPolicy,
  deniedFeatures,
  permissionsPolicy,
  reportingEndpoints,
} from './contentSecurityPolicy';

/** The policy as a map from directive to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((d) => {
      const [name, ...sources] = d.split(' ');
      return [name!, sources];
    }),
  );
}

const hashes = ["'sha256-aaa='", "'sha256-bbb='"];
const configured = {
  authHost: 'https://dashboard.bramble.example',
  analyticsScriptUrl: 'https://analytics.bramble.example/js/script.js',
  analyticsEventUrl: 'https://analytics.bramble.example/api/event',
  cspReportUri: '',
};
const bare = {authHost: '', analyticsScriptUrl: '', analyticsEventUrl: '', cspReportUri: ''};

describe('contentSecurityPolicy', () => {
  it.each([
    ['with every setting', configured],
    ['with none', bare],
  ])('allows scripts from the site and the build hashes only, %s', (_, env) => {
    const scripts = directives(contentSecurityPolicy(env, hashes)).get('script-src')!;
    expect(scripts.slice(0, 3)).toEqual(["'self'", ...hashes]);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.filter((s) => s.includes('*'))).toEqual([]);
  });

  it('adds the analytics script’s URL to scripts and its event URL to connections, only when configured', () => {
    const policy = directives(contentSecurityPolicy(configured, hashes));
    expect(policy.get('script-src')).toEqual([
      "'self'",
      ...hashes,
      'https://analytics.bramble.example/js/script.js',
    ]);
    // Not the origin: the script may fetch nothing else from its host.
    expect(policy.get('connect-src')).not.toContain('https://analytics.bramble.example');
    expect(policy.get('connect-src')).toContain('https://analytics.bramble.example/api/event');
    const without = directives(contentSecurityPolicy(bare, hashes));
    expect(without.get('script-src')).toEqual(["'self'", ...hashes]);
  });

  it('names the analytics script by origin and path, as a source cannot hold a query', () => {
    const versioned = {...configured, analyticsScriptUrl: 'https://a.example/s.js?v=2#x'};
    expect(directives(contentSecurityPolicy(versioned, [])).get('script-src')).toEqual([
      "'self'",
      'https://a.example/s.js',
    ]);
  });

  it('lets the session calls reach AUTH_HOST, or only the site itself when it is empty', () => {
    expect(directives(contentSecurityPolicy(configured, [])).get('connect-src')).toEqual([
      "'self'",
      'https://dashboard.bramble.example',
      'https://analytics.bramble.example/api/event',
    ]);
    expect(directives(contentSecurityPolicy(bare, [])).get('connect-src')).toEqual(["'self'"]);
  });

  it('names one origin once when the dashboard and the analytics share it', () => {
    const shared = {
      authHost: 'https://bramble.example',
      analyticsScriptUrl: 'https://bramble.example/stats.js',
      analyticsEventUrl: 'https://bramble.example/api/event',
      cspReportUri: '',
    };
    expect(directives(contentSecurityPolicy(shared, [])).get('connect-src')).toEqual([
      "'self'",
      'https://bramble.example',
    ]);
  });

  it('sends violation reports to CSP_REPORT_URI, by report-uri and by report-to', () => {
    const reported = {...configured, cspReportUri: 'https://reports.example.org/csp'};
    const policy = directives(contentSecurityPolicy(reported, hashes));
    expect(policy.get('report-uri')).toEqual(['https://reports.example.org/csp']);
    expect(policy.get('report-to')).toEqual(['csp']);
    expect(reportingEndpoints(reported)).toBe('csp="https://reports.example.org/csp"');
  });

  it('names no report endpoint without CSP_REPORT_URI', () => {
    const policy = contentSecurityPolicy(configured, hashes);
    expect(policy).not.toMatch(/report-(uri|to)/);
    expect(reportingEndpoints(configured)).toBeUndefined();
  });

  it('refuses framing, plugins and a foreign base URL', () => {
    const policy = directives(contentSecurityPolicy(configured, hashes));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('changes when an inline script changes', () => {
    expect(contentSecurityPolicy(bare, ["'sha256-ccc='"])).not.toBe(
      contentSecurityPolicy(bare, hashes),
    );
  });
});

describe('permissionsPolicy', () => {
  it('denies every listed feature to every origin', () => {
    const entries = permissionsPolicy().split(', ');
    expect(entries).toHaveLength(deniedFeatures.length);
    for (const entry of entries) expect(entry).toMatch(/^[a-z-]+=\(\)$/);
    expect(permissionsPolicy()).toContain('camera=()');
  });
});
