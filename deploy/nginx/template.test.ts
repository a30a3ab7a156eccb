import {fillTemplate, nginxString} from './template';

describe('fillTemplate', () => {
  it('fills every placeholder, as often as it appears', () => {
    expect(fillTemplate('{{A}} and {{B}}, {{A}}', {A: '1', B: '2'})).toBe('1 and 2, 1');
  });

  it('refuses a placeholder without a value', () => {
    expect(() => fillTemplate('root {{ROOT}};', {})).toThrow('{{ROOT}}');
  });

  it('refuses a value the template does not use', () => {
    expect(() => fillTemplate('root x;', {ROOT: '/srv'})).toThrow('{{ROOT}}');
  });

  it('leaves nginx variables and braces alone', () => {
    expect(fillTemplate('location / { try_files $uri =404; }', {})).toBe(
      'location / { try_files $uri =404; }',
    );
  });
});

describe('nginxString', () => {
  it('double-quotes a policy with single quotes, semicolons and slashes', () => {
    const policy = "script-src 'self' 'sha256-a+b/c='; object-src 'none'";
    expect(nginxString(policy)).toBe(`"${policy}"`);
  });

  it('single-quotes a structured header with double-quoted strings', () => {
    const header = 'csp="https://reports.example.org/csp?site=docs"';
    expect(nginxString(header)).toBe(`'${header}'`);
  });

  it.each([`a'b"c`, 'a$uri', 'a\\b', 'a\nb'])('refuses %j, which nginx would read wrongly', (v) => {
    expect(() => nginxString(v)).toThrow();
  });
});
