import {siteConfigInput} from './siteConfig.fixtures';
import {headerVariable, renderAddHeaders, renderHeaderMaps, siteHeaders} from './siteHeaders';

describe('siteHeaders', () => {
  const headers = siteHeaders(siteConfigInput.env, siteConfigInput.scriptHashes);

  it('names each header once', () => {
    const names = headers.map((h) => h.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('adds Reporting-Endpoints only when the build has a report endpoint', () => {
    expect(headers.map((h) => h.name)).not.toContain('Reporting-Endpoints');
    const reported = siteHeaders(
      {...siteConfigInput.env, cspReportUri: 'https://reports.example.org/csp'},
      siteConfigInput.scriptHashes,
    );
    expect(reported.find((h) => h.name === 'Reporting-Endpoints')?.value).toBe(
      'csp="https://reports.example.org/csp"',
    );
  });
});

describe('renderHeaderMaps', () => {
  it('gives each header a volatile value, empty for the second pass of a 416', () => {
    expect(renderHeaderMaps([{name: 'X-Frame-Options', value: 'DENY'}])).toBe(
      'map $status $bramble_header_x_frame_options {\n  volatile;\n  default "DENY";\n  416 "";\n}',
    );
  });

  it('quotes a value that holds double quotes in single quotes, and says why when asked', () => {
    expect(renderHeaderMaps([{name: 'A-B', value: 'x="y"', why: 'Because.'}])).toBe(
      '# Because.\nmap $status $bramble_header_a_b {\n  volatile;\n  default \'x="y"\';\n  416 "";\n}',
    );
  });

  it('refuses a value nginx would read as a variable', () => {
    expect(() => renderHeaderMaps([{name: 'A', value: 'cost $5'}])).toThrow(/nginx string/);
  });
});

describe('renderAddHeaders', () => {
  it('reads each value from its map, on every response', () => {
    expect(renderAddHeaders([{name: 'X-Frame-Options', value: 'DENY'}])).toBe(
      `add_header X-Frame-Options ${headerVariable('X-Frame-Options')} always;`,
    );
  });
});
