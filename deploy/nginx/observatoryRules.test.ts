import {
  observatoryFailures,
  observatoryRuleNames,
  parsePolicy,
  type ObservedResponse,
} from '../../tests/build/observatoryRules';

const policy =
  "default-src 'self'; script-src 'self' 'sha256-abc=' https://stats.example/s.js; " +
  "style-src 'self' 'unsafe-inline'; connect-src 'self' https://stats.example/api/event; " +
  "object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

const good: ObservedResponse = {
  url: 'https://docs.example/api',
  status: 200,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': policy,
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
  },
};

/** The rules a response fails, by name. */
const failed = (response: ObservedResponse, allowed?: string[]): string[] => [
  ...new Set(observatoryFailures(response, {allowedInsecureSources: allowed}).map((f) => f.rule)),
];
const withHeaders = (headers: ObservedResponse['headers']): ObservedResponse => ({
  ...good,
  headers: {...good.headers, ...headers},
});

describe('observatoryFailures', () => {
  it('passes a response with the site’s headers', () => {
    expect(observatoryFailures(good)).toEqual([]);
  });

  it('fails every rule for a response that gets each one wrong', () => {
    const bad: ObservedResponse = {
      url: 'https://docs.example/',
      status: 302,
      headers: {
        location: 'http://docs.example/',
        'content-type': 'text/html',
        'content-security-policy': "script-src 'self' 'unsafe-inline' 'unsafe-eval' *",
        'strict-transport-security': 'max-age=86400',
        'x-content-type-options': 'sniff',
        'referrer-policy': 'unsafe-url',
        'set-cookie': ['session=1; HttpOnly'],
        'cross-origin-resource-policy': 'anyone',
        'cross-origin-opener-policy': 'everyone',
      },
    };
    expect(failed(bad).sort()).toEqual([...observatoryRuleNames].sort());
  });

  it.each([
    {name: 'no policy', response: withHeaders({'content-security-policy': undefined})},
    {
      name: 'two policies',
      response: withHeaders({'content-security-policy': [policy, "default-src 'none'"]}),
    },
    {
      name: 'no default-src',
      response: withHeaders({
        'content-security-policy': "object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
      }),
    },
    {
      name: "'unsafe-inline' scripts",
      response: withHeaders({
        'content-security-policy': policy.replace(
          "script-src 'self'",
          "script-src 'self' 'unsafe-inline'",
        ),
      }),
    },
    {
      name: "'unsafe-eval' scripts",
      response: withHeaders({
        'content-security-policy': policy.replace(
          "script-src 'self'",
          "script-src 'self' 'unsafe-eval'",
        ),
      }),
    },
    {
      name: 'scripts from data:',
      response: withHeaders({
        'content-security-policy': policy.replace("script-src 'self'", "script-src 'self' data:"),
      }),
    },
    {
      name: 'scripts from any https host',
      response: withHeaders({
        'content-security-policy': policy.replace("script-src 'self'", "script-src 'self' https:"),
      }),
    },
    {
      name: 'plugins',
      response: withHeaders({
        'content-security-policy': policy.replace("object-src 'none'", "object-src 'self'"),
      }),
    },
    {
      name: 'no base-uri',
      response: withHeaders({'content-security-policy': policy.replace("; base-uri 'self'", '')}),
    },
    {
      name: 'framing by anyone',
      response: withHeaders({
        'content-security-policy': policy.replace("frame-ancestors 'none'", 'frame-ancestors *'),
      }),
    },
    {
      name: 'a plain-http source on an https page',
      response: withHeaders({
        'content-security-policy': `${policy}; report-uri http://reports.example/csp`,
      }),
    },
    {
      name: 'a directive named twice',
      response: withHeaders({'content-security-policy': `${policy}; object-src *`}),
    },
  ])('content-security-policy fails with $name', ({response}) => {
    expect(failed(response)).toEqual(['content-security-policy']);
  });

  it('accepts the plain-http sources it is told a test build has', () => {
    const local = withHeaders({
      'content-security-policy': `${policy}; report-uri http://127.0.0.1:43101/csp`,
    });
    expect(failed(local, ['http://127.0.0.1:43101/csp'])).toEqual([]);
  });

  it.each([
    {rule: 'strict-transport-security', headers: {'strict-transport-security': undefined}},
    {rule: 'strict-transport-security', headers: {'strict-transport-security': 'max-age=15767999'}},
    {rule: 'x-content-type-options', headers: {'x-content-type-options': undefined}},
    {rule: 'referrer-policy', headers: {'referrer-policy': 'no-referrer-when-downgrade'}},
    {rule: 'referrer-policy', headers: {'referrer-policy': undefined}},
    {rule: 'cookies', headers: {'set-cookie': ['a=1; Secure', 'b=2; HttpOnly']}},
    {rule: 'cross-origin-resource-policy', headers: {'cross-origin-resource-policy': undefined}},
    {rule: 'cross-origin-opener-policy', headers: {'cross-origin-opener-policy': 'unsafe-none'}},
  ])('$rule fails with $headers', ({rule, headers}) => {
    expect(failed(withHeaders(headers))).toEqual([rule]);
  });

  it('takes frame-ancestors for X-Frame-Options, and wants one of the two', () => {
    expect(failed(withHeaders({'x-frame-options': undefined}))).toEqual([]);
    const neither = withHeaders({
      'x-frame-options': undefined,
      'content-security-policy': policy.replace("; frame-ancestors 'none'", ''),
    });
    expect(failed(neither).sort()).toEqual(['content-security-policy', 'x-frame-options']);
  });

  it('asks COOP of documents only', () => {
    const script = withHeaders({
      'content-type': 'text/javascript',
      'cross-origin-opener-policy': undefined,
    });
    expect(failed(script)).toEqual([]);
  });

  it.each([
    {name: 'to https on the same host', location: 'https://docs.example/api?x=1', expected: []},
    {name: 'to another host', location: 'https://www.docs.example/api', expected: ['redirection']},
    {name: 'to plain http', location: 'http://docs.example/api/', expected: ['redirection']},
    {name: 'nowhere', location: undefined, expected: ['redirection']},
  ])('over plain http, redirecting $name: $expected', ({location, expected}) => {
    const response: ObservedResponse = {
      ...good,
      url: 'http://docs.example/api?x=1',
      status: location ? 301 : 200,
      headers: {...good.headers, location, 'strict-transport-security': undefined},
    };
    expect(failed(response)).toEqual(expected);
  });

  it('expects no redirect of a request refused before the server reads it', () => {
    const refused = {...good, url: 'http://docs.example/', status: 400};
    expect(failed(refused)).toEqual([]);
  });
});

describe('parsePolicy', () => {
  it('reads directives and their sources, names in lower case', () => {
    expect(parsePolicy("Default-Src 'self';  img-src 'self' data: ;")).toEqual(
      new Map([
        ['default-src', ["'self'"]],
        ['img-src', ["'self'", 'data:']],
      ]),
    );
  });
});
