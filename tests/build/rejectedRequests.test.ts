// Requests nginx refuses before it picks a location (a scanner's or a broken client's, sent
// over raw sockets because fetch will not send them): the full header set all the same, and
// nothing in nginx's error log, where a warning per such request would bury real ones.
import {sendRaw, tcpTo} from './rawExchange';
import {useServedBuild} from './servedBuild';
import {siteHeaderProblems} from './siteHeaders';

const host = 'Host: localhost\r\n';

describe('a request nginx rejects', () => {
  const {base, errorLog} = useServedBuild();

  it.each([
    {name: 'a bad Host header', request: `GET / HTTP/1.1\r\nHost: a/b\r\n\r\n`, status: 400},
    {name: 'an HTTP/1.1 request without Host', request: `GET /api HTTP/1.1\r\n\r\n`, status: 400},
    {name: 'a malformed request line', request: `G@T / HTTP/1.1\r\n${host}\r\n`, status: 400},
    {
      name: 'a request line with extra words',
      request: `GET / HTTP/1.1 x\r\n${host}\r\n`,
      status: 400,
    },
    {name: 'an unknown HTTP version', request: `GET / HTTP/9.9\r\n${host}\r\n`, status: 505},
    {
      name: 'a 20 kB URL',
      request: `GET /${'a'.repeat(20_000)} HTTP/1.1\r\n${host}\r\n`,
      status: 414,
    },
    {name: 'TRACE', request: `TRACE / HTTP/1.1\r\n${host}\r\n`, status: 405, allow: 'GET, HEAD'},
    {
      name: 'TRACE on a page',
      request: `TRACE /fr/api HTTP/1.1\r\n${host}\r\n`,
      status: 405,
      allow: 'GET, HEAD',
    },
    // Refused by the location that serves files, for comparison: the same answer.
    {
      name: 'POST to a page',
      request: `POST /api HTTP/1.1\r\n${host}Content-Length: 0\r\n\r\n`,
      status: 405,
      allow: 'GET, HEAD',
    },
  ])(
    '$name: $status, with every header and no warning logged',
    async ({request, status, allow}) => {
      const logged = errorLog().length;
      const response = await sendRaw(tcpTo(base()), request);
      expect(response.status).toBe(status);
      expect(siteHeaderProblems(response.headers, 'no-cache')).toEqual([]);
      expect(response.headers.allow).toEqual(allow ? [allow] : undefined);
      // nginx logs before it answers; give the pipe from its stderr a moment.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(
        errorLog()
          .slice(logged)
          .match(/^.*\[warn\].*$/gm) ?? [],
      ).toEqual([]);
    },
  );
});
