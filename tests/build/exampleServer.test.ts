// The production setup deploy/README.md shows (deploy/nginx/example-server.conf) run as it is
// on the test build, on local ports with a throwaway certificate: every kind of answer, over TLS
// and over plain http, held to the HTTP Observatory's rules.
import http2 from 'node:http2';
import type tls from 'node:tls';
import {mainScriptPath as mainScript} from './builtPages';
import {observatoryFailures, type ObservedResponse} from './observatoryRules';
import {immutableCaching} from '../../deploy/nginx/siteConfig';
import {testDashboardUrl, testSiteUrl} from '../testEnv';
import {opensslAvailable, useExampleServer} from './exampleServerRun';
import {rangeCases, rangeRequest} from './rangeCases';
import {sendRaw, tcpTo} from './rawExchange';
import {repeatedHeaders, siteHeaderProblems} from './siteHeaders';

const hostName = new URL(testSiteUrl).hostname;
// The test build's dashboard stand-in is plain http on 127.0.0.1; a production AUTH_HOST is not.
const rules = (response: ObservedResponse) =>
  observatoryFailures(response, {allowedInsecureSources: [testDashboardUrl]});

describe.skipIf(!opensslAvailable)(
  'the example server config (needs openssl, for its throwaway certificate)',
  () => {
    const example = useExampleServer(hostName);
    const overHttps = (urlPath: string, headers?: Record<string, string>) =>
      example.request('https', urlPath, headers);

    it('starts without a warning', () => {
      expect(example.errorLog()).not.toMatch(/\[(warn|emerg|alert)\]/);
    });

    it.each([
      {name: 'a page', path: '/api', status: 200},
      {name: 'a French page', path: '/fr/api', status: 200},
      {name: 'a hashed asset', path: mainScript, status: 200, cache: immutableCaching},
      {name: 'an image', path: '/img/logo.svg', status: 200},
      {name: 'a locale’s home', path: '/fr', status: 301},
      {name: 'a page’s own file', path: '/api/index.html', status: 301},
      {name: 'an unknown page', path: '/nope', status: 404},
      {name: 'an unknown French page', path: '/fr/nope', status: 404},
      {name: 'a precompressed copy', path: '/index.html.br', status: 404},
    ])(
      'https, $name ($path): $status, passing every rule',
      async ({path: urlPath, status, cache}) => {
        const answer = await overHttps(urlPath, {'accept-encoding': 'br'});
        expect(answer.status).toBe(status);
        expect(rules({url: `https://${hostName}${urlPath}`, ...answer})).toEqual([]);
        expect(siteHeaderProblems(answer.headers, cache ?? 'no-cache')).toEqual([]);
      },
    );

    it.each([
      {name: 'a page', path: '/api', cache: 'no-cache'},
      {name: 'a hashed asset', path: mainScript, cache: immutableCaching},
    ])('https, $name not modified: 304, passing every rule', async ({path: urlPath, cache}) => {
      const {headers} = await overHttps(urlPath);
      const answer = await overHttps(urlPath, {'if-none-match': headers.etag as string});
      expect(answer.status).toBe(304);
      expect(rules({url: `https://${hostName}${urlPath}`, ...answer})).toEqual([]);
      expect(siteHeaderProblems(answer.headers, cache)).toEqual([]);
    });

    it.each([
      {name: 'a bad Host', request: 'GET / HTTP/1.1\r\nHost: a/b\r\n\r\n', status: 400},
      {
        name: 'a malformed request line',
        request: `G@T / HTTP/1.1\r\nHost: ${hostName}\r\n\r\n`,
        status: 400,
      },
      {name: 'TRACE', request: `TRACE / HTTP/1.1\r\nHost: ${hostName}\r\n\r\n`, status: 405},
      {
        name: 'a 20 kB URL',
        request: `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: ${hostName}\r\n\r\n`,
        status: 414,
      },
    ])('https, $name: $status, passing every rule', async ({request: raw, status}) => {
      const answer = await sendRaw(() => example.tlsConnect(), raw);
      expect(answer.status).toBe(status);
      expect(rules({url: `https://${hostName}/`, ...answer})).toEqual([]);
      expect(siteHeaderProblems(answer.headers, 'no-cache')).toEqual([]);
    });

    it.each(rangeCases)(
      'https, $name: $status, every header once, passing every rule',
      async ({path: urlPath, range, status}) => {
        const answer = await sendRaw(
          () => example.tlsConnect(),
          rangeRequest(urlPath, range, hostName),
        );
        expect(answer.status).toBe(status);
        expect(repeatedHeaders(answer.headers)).toEqual([]);
        expect(rules({url: `https://${hostName}${urlPath}`, ...answer})).toEqual([]);
        expect(siteHeaderProblems(answer.headers, 'no-cache')).toEqual([]);
      },
    );

    it('speaks HTTP/2, with the same headers', async () => {
      const session = http2.connect(`https://127.0.0.1:${example.httpsPort()}`, {
        servername: hostName,
        ca: example.certificate(),
      });
      try {
        const headers = await new Promise<http2.IncomingHttpHeaders>((resolve, reject) => {
          const stream = session.request({':path': '/api', ':authority': hostName});
          stream.on('response', (h) => {
            stream.resume();
            resolve(h);
          });
          stream.on('error', reject);
        });
        expect(session.alpnProtocol).toBe('h2');
        expect(headers[':status']).toBe(200);
        expect(rules({url: `https://${hostName}/api`, status: 200, headers})).toEqual([]);
      } finally {
        session.close();
      }
    });

    /** The TLS version and suite a client limited to `options` ends up with, or why it could not connect. */
    function handshake(
      options: tls.ConnectionOptions,
    ): Promise<{protocol: string | null; cipher: string} | {error: string}> {
      return new Promise((resolve) => {
        const socket = example.tlsConnect(options);
        socket.once('secureConnect', () => {
          resolve({protocol: socket.getProtocol(), cipher: socket.getCipher().name});
          socket.destroy();
        });
        socket.once('error', (error: NodeJS.ErrnoException) =>
          resolve({error: error.code ?? error.message}),
        );
      });
    }

    it('speaks TLS 1.3, and 1.2 with forward-secret suites only', async () => {
      expect(await handshake({minVersion: 'TLSv1.3'})).toMatchObject({protocol: 'TLSv1.3'});
      expect(await handshake({maxVersion: 'TLSv1.2'})).toMatchObject({
        protocol: 'TLSv1.2',
        cipher: expect.stringMatching(/^ECDHE-/),
      });
      // A client that offers only RSA key exchange, or only TLS 1.1, is turned away by the server.
      expect(await handshake({maxVersion: 'TLSv1.2', ciphers: 'AES128-GCM-SHA256'})).toEqual({
        error: 'ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE',
      });
      expect(
        await handshake({
          minVersion: 'TLSv1',
          maxVersion: 'TLSv1.1',
          ciphers: 'DEFAULT@SECLEVEL=0',
        }),
      ).toEqual({error: 'ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION'});
    });

    it('resumes a returning client’s TLS session from its cache', async () => {
      const first = example.tlsConnect({maxVersion: 'TLSv1.2'});
      const session = await new Promise<Buffer>((resolve) =>
        first.once('secureConnect', () => resolve(first.getSession()!)),
      );
      first.destroy();
      const second = example.tlsConnect({maxVersion: 'TLSv1.2', session});
      await new Promise((resolve) => second.once('secureConnect', resolve));
      expect(second.isSessionReused()).toBe(true);
      second.destroy();
    });

    it.each([
      {name: 'a page', path: '/api?utm_source=x', host: hostName},
      {name: 'a page’s own file', path: '/fr/index.html', host: hostName},
      {name: 'another host name', path: '/api', host: 'elsewhere.example'},
    ])(
      'plain http, $name: 301 to the same URL over https on the docs host, passing every rule',
      async ({path: urlPath, host}) => {
        const answer = await example.request('http', urlPath, {host});
        expect(answer.status).toBe(301);
        expect(answer.headers.location).toBe(`https://${hostName}${urlPath}`);
        expect(rules({url: `http://${hostName}${urlPath}`, ...answer})).toEqual([]);
        expect(siteHeaderProblems(answer.headers, 'no-cache')).toEqual([]);
      },
    );

    it('plain http, a request refused before the redirect: still every header', async () => {
      const answer = await sendRaw(
        tcpTo(`http://127.0.0.1:${example.httpPort()}`),
        'GET / HTTP/1.1\r\nHost: a/b\r\n\r\n',
      );
      expect(answer.status).toBe(400);
      expect(rules({url: `http://${hostName}/`, ...answer})).toEqual([]);
      expect(siteHeaderProblems(answer.headers, 'no-cache')).toEqual([]);
    });

    it('logs no warning for any of it', () => {
      expect(example.errorLog()).not.toMatch(/\[(warn|emerg|alert)\]/);
    });
  },
);
