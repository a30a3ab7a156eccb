import {describe, expect, it, vi} from 'vitest';
import {
  anonymousSession,
  fetchSession,
  sitesPath,
  userPath,
  type FetchedSession,
  type SessionSite,
} from './fetchSession';

type Answer = {status: number; body: string; type?: string} | 'network-error' | 'hang';

const secret = '0x' + 'ab12'.repeat(10);
const sitekey = '8c2e51b4-7f3a-4d5e-9a61-0b7d2c4e9f13';
/** The n-th of a run of well-formed site keys. */
const siteKeyNumber = (n: number): string =>
  `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const second = siteKeyNumber(2);
const third = siteKeyNumber(3);
const userOk: Answer = {status: 200, body: JSON.stringify({email: 'ada@bramble.example', secret})};
const sitesOk: Answer = {
  status: 200,
  body: JSON.stringify({
    sites: [
      {sitekey, name: 'Shop'},
      {sitekey: second, name: 'Blog'},
    ],
    page: 1,
  }),
};
const json = (value: unknown): Answer => ({status: 200, body: JSON.stringify(value)});
const loginPage: Answer = {
  status: 200,
  body: '<!doctype html><title>Log in</title><form>…</form>',
  type: 'text/html',
};
const shopAndBlog: SessionSite[] = [
  {sitekey, name: 'Shop'},
  {sitekey: second, name: 'Blog'},
];
const loggedIn = (
  sites: SessionSite[],
  email: string | null = 'ada@bramble.example',
): FetchedSession => ({loggedIn: true, secretkey: secret, email, sites});

/** A fetch that answers each of the two paths as told and records how it was called. */
function fakeFetch(answers: {user: Answer; sites: Answer}) {
  return vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const answer = url.endsWith(userPath)
      ? answers.user
      : url.endsWith(sitesPath)
        ? answers.sites
        : undefined;
    if (answer === undefined) return Promise.reject(new Error(`unexpected ${url}`));
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') {
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    }
    return Promise.resolve(
      new Response(answer.body, {
        status: answer.status,
        headers: {'Content-Type': answer.type ?? 'application/json'},
      }),
    );
  });
}

const errorStatuses = [401, 403, 404, 500, 502];

describe('fetchSession', () => {
  it.each<{name: string; user: Answer; sites: Answer; expected: FetchedSession}>([
    {name: 'both calls succeed', user: userOk, sites: sitesOk, expected: loggedIn(shopAndBlog)},
    ...errorStatuses.flatMap((status) => [
      {
        name: `user answers ${status}`,
        user: {status, body: '{}'},
        sites: sitesOk,
        expected: anonymousSession,
      },
      {
        name: `sites answers ${status}`,
        user: userOk,
        sites: {status, body: '{}'},
        expected: anonymousSession,
      },
    ]),
    {name: 'user network error', user: 'network-error', sites: sitesOk, expected: anonymousSession},
    {name: 'sites network error', user: userOk, sites: 'network-error', expected: anonymousSession},
    {
      name: 'user invalid JSON',
      user: {status: 200, body: '{"secret":'},
      sites: sitesOk,
      expected: anonymousSession,
    },
    {
      name: 'sites invalid JSON',
      user: userOk,
      sites: {status: 200, body: 'nope'},
      expected: anonymousSession,
    },
    {
      name: 'user is an HTML login page',
      user: loginPage,
      sites: sitesOk,
      expected: anonymousSession,
    },
    {
      name: 'sites is an HTML login page',
      user: userOk,
      sites: loginPage,
      expected: anonymousSession,
    },
    {
      name: 'secret missing',
      user: json({email: 'a@b.example'}),
      sites: sitesOk,
      expected: anonymousSession,
    },
    {name: 'secret empty', user: json({secret: ''}), sites: sitesOk, expected: anonymousSession},
    {
      name: 'secret a number',
      user: json({secret: 12345}),
      sites: sitesOk,
      expected: anonymousSession,
    },
    {name: 'secret null', user: json({secret: null}), sites: sitesOk, expected: anonymousSession},
    {
      name: 'user body is an array',
      user: json([{secret}]),
      sites: sitesOk,
      expected: anonymousSession,
    },
    {name: 'user body is null', user: json(null), sites: sitesOk, expected: anonymousSession},
    {name: 'sites missing', user: userOk, sites: json({page: 1}), expected: anonymousSession},
    {
      name: 'sites not an array',
      user: userOk,
      sites: json({sites: {sitekey}}),
      expected: anonymousSession,
    },
    {name: 'sites empty', user: userOk, sites: json({sites: []}), expected: loggedIn([])},
    {
      name: 'first site without sitekey',
      user: userOk,
      sites: json({sites: [{name: 'Shop'}, {sitekey}]}),
      expected: anonymousSession,
    },
    {
      name: 'first site is null',
      user: userOk,
      sites: json({sites: [null]}),
      expected: anonymousSession,
    },
    {
      name: 'extra fields are ignored',
      user: json({secret, email: 'x@y.example', plan: 'pro', nested: {a: 1}}),
      sites: json({sites: [{sitekey, name: 'Shop', extra: true}], page: 1, total: 9, more: []}),
      expected: loggedIn([{sitekey, name: 'Shop'}], 'x@y.example'),
    },
    {
      name: 'secret is a 100 kB string',
      user: json({secret: 'a'.repeat(100_000)}),
      sites: sitesOk,
      expected: anonymousSession,
    },
    {
      name: 'sitekey is a 100 kB string',
      user: userOk,
      sites: json({sites: [{sitekey: 'b'.repeat(100_000)}]}),
      expected: anonymousSession,
    },
    {
      name: 'a site key of 128 word characters (not a UUID)',
      user: userOk,
      sites: json({sites: [{sitekey: 'a'.repeat(128)}]}),
      expected: anonymousSession,
    },
    {
      name: 'a site key that is a UUID without its hyphens',
      user: userOk,
      sites: json({sites: [{sitekey: sitekey.replaceAll('-', '')}]}),
      expected: anonymousSession,
    },
    {
      name: 'a secret of 41 hex digits',
      user: json({secret: secret + 'a'}),
      sites: sitesOk,
      expected: anonymousSession,
    },
    {
      name: 'a secret without its 0x',
      user: json({secret: secret.slice(2)}),
      sites: sitesOk,
      expected: anonymousSession,
    },
    {
      name: 'the secret where the site key belongs, and the reverse',
      user: json({secret: sitekey}),
      sites: json({sites: [{sitekey: secret}]}),
      expected: anonymousSession,
    },
    {
      name: 'HTML inside the secret',
      user: json({secret: '<img src=x onerror=alert(1)>'}),
      sites: sitesOk,
      expected: anonymousSession,
    },
    {
      name: 'script inside the sitekey',
      user: userOk,
      sites: json({sites: [{sitekey: '<script>alert(1)</script>'}]}),
      expected: anonymousSession,
    },
    {
      name: 'no email: still logged in, without one',
      user: json({secret}),
      sites: sitesOk,
      expected: loggedIn(shopAndBlog, null),
    },
    {
      name: 'an email that is not a string',
      user: json({secret, email: {html: '<b>'}}),
      sites: sitesOk,
      expected: loggedIn(shopAndBlog, null),
    },
    {
      name: 'an email with controls and markup stays text, cleaned',
      user: json({secret, email: '\u202e<b>ada</b>@x.example\n'}),
      sites: sitesOk,
      expected: loggedIn(shopAndBlog, '<b>ada</b>@x.example'),
    },
    {
      name: 'every site is kept with its name, in order',
      user: userOk,
      sites: json({
        sites: [
          {sitekey, name: 'Shop'},
          {sitekey: second, name: 'Blog'},
          {sitekey: third, name: 'Forum'},
        ],
      }),
      expected: loggedIn([
        {sitekey, name: 'Shop'},
        {sitekey: second, name: 'Blog'},
        {sitekey: third, name: 'Forum'},
      ]),
    },
    {
      name: 'a site without a name, or with a blank one or a number, has none',
      user: userOk,
      sites: json({
        sites: [{sitekey}, {sitekey: second, name: ' \t '}, {sitekey: third, name: 42}],
      }),
      expected: loggedIn([
        {sitekey, name: null},
        {sitekey: second, name: null},
        {sitekey: third, name: null},
      ]),
    },
    {
      name: 'a hostile name is cleaned and cut to 200 characters',
      user: userOk,
      sites: json({sites: [{sitekey, name: '<script>x</script>\u0000\u202e' + 'a'.repeat(600)}]}),
      expected: loggedIn([{sitekey, name: '<script>x</script>' + 'a'.repeat(181) + '…'}]),
    },
    {
      name: 'a later site with a bad key, or a repeated key, is left out',
      user: userOk,
      sites: json({
        sites: [
          {sitekey, name: 'Shop'},
          {sitekey: '<img src=x>', name: 'Bad'},
          null,
          {name: 'No key'},
          {sitekey, name: 'Shop again'},
          {sitekey: second, name: 'Blog'},
        ],
      }),
      expected: loggedIn([
        {sitekey, name: 'Shop'},
        {sitekey: second, name: 'Blog'},
      ]),
    },
    {
      name: 'at most 100 sites are kept',
      user: userOk,
      sites: json({
        sites: Array.from({length: 150}, (_, i) => ({sitekey: siteKeyNumber(i), name: `S${i}`})),
      }),
      expected: loggedIn(
        Array.from({length: 100}, (_, i) => ({sitekey: siteKeyNumber(i), name: `S${i}`})),
      ),
    },
    {
      name: 'whitespace in the secret',
      user: json({secret: `${secret} `}),
      sites: sitesOk,
      expected: anonymousSession,
    },
  ])('$name', async ({user, sites, expected}) => {
    const fetch = fakeFetch({user, sites});
    await expect(fetchSession({authHost: 'https://dash.example', fetch})).resolves.toEqual(
      expected,
    );
  });

  it('makes both calls at once, with credentials and a JSON content type', async () => {
    const fetch = fakeFetch({user: 'hang', sites: 'hang'});
    const pending = fetchSession({authHost: 'https://dash.example', fetch, timeoutMs: 50});
    // Both requests are out before either has answered.
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      'https://dash.example/user',
      'https://dash.example/dashboard/sitekey/page/1',
    ]);
    for (const [, init] of fetch.mock.calls) {
      expect(init).toMatchObject({credentials: 'include', method: 'GET'});
      expect(init?.headers).toEqual({'Content-Type': 'application/json'});
    }
    await expect(pending).resolves.toEqual(anonymousSession);
  });

  it('gives up after the timeout and aborts both calls', async () => {
    vi.useFakeTimers();
    try {
      const fetch = fakeFetch({user: 'hang', sites: sitesOk});
      const pending = fetchSession({authHost: '', fetch, timeoutMs: 1000});
      await vi.advanceTimersByTimeAsync(1000);
      await expect(pending).resolves.toEqual(anonymousSession);
      expect(fetch.mock.calls.every(([, init]) => init?.signal?.aborted)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses the page origin when no auth host is set', async () => {
    const fetch = fakeFetch({user: userOk, sites: sitesOk});
    await fetchSession({authHost: '', fetch});
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      '/user',
      '/dashboard/sitekey/page/1',
    ]);
  });

  it('never logs, whatever happens', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
      vi.spyOn(console, m),
    );
    await fetchSession({authHost: '', fetch: fakeFetch({user: 'network-error', sites: loginPage})});
    await fetchSession({authHost: '', fetch: fakeFetch({user: userOk, sites: sitesOk})});
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('never rejects, even when fetch itself throws synchronously', async () => {
    const fetch = vi.fn(() => {
      throw new Error('boom');
    });
    await expect(fetchSession({authHost: '', fetch})).resolves.toEqual(anonymousSession);
  });
});
