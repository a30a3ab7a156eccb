/**
 * The server a page sample is loaded from: it serves the sample's HTML at
 * `/` and takes the form wherever the page sends it (URL-encoded, multipart
 * or JSON), verifying `bramble-response` with the docs' own Node.js verifier
 * (`/api`'s verifyBrambleToken.mjs) against the stand-in API.
 *
 * With `scriptFirst`, it sends the page in two parts: up to the end of the
 * api.js script tag, then the rest once `release()` is called, so the test
 * can let the script run before the page's own scripts have been read (the
 * order a cached script gives). The page goes out with the Content-Security-Policy
 * it is given (the one the docs recommend, see pagePolicy.ts). As an `app`, it serves the page at
 * `app.path` and answers a form with the page `app.answer` gives.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';

interface ReceivedForm {
  path: string;
  contentType: string;
  fields: Record<string, string>;
  verified: boolean;
}

export interface PageServer {
  url: string;
  /** Sends the rest of a page held after its script tag. */
  release(): void;
  /** Resolves with the next form the page sends. */
  nextForm(timeoutMs: number): Promise<ReceivedForm>;
  close(): Promise<void>;
}

type Verify = (token: string | undefined, remoteip: string | undefined) => Promise<boolean>;

async function readFields(
  request: http.IncomingMessage,
  url: string,
): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const contentType = request.headers['content-type'] ?? '';
  if (contentType.startsWith('application/json')) {
    const parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).map(([name, value]) => [name, String(value)]));
  }
  // The Fetch API parses both URL-encoded and multipart bodies, as a framework would.
  const form = await new Request(url, {
    method: 'POST',
    headers: {'content-type': contentType},
    body,
  }).formData();
  return Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
}

export async function startPageServer(
  html: string,
  verify: Verify,
  scriptFirst: boolean,
  policy: string,
  app?: {path: string; answer: (verified: boolean) => string},
): Promise<PageServer> {
  const scriptTagEnd = html.search(/<script[^>]*\/1\/api\.js[^>]*><\/script>/);
  const cut =
    scriptTagEnd === -1 ? -1 : html.indexOf('</script>', scriptTagEnd) + '</script>'.length;
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const waiting: ((form: ReceivedForm) => void)[] = [];
  const received: ReceivedForm[] = [];

  const server = http.createServer(async (request, response) => {
    const url = `http://${request.headers.host}${request.url}`;
    if (request.method === 'GET' && new URL(url).pathname === (app?.path ?? '/')) {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...(policy && {'content-security-policy': policy}),
      });
      if (scriptFirst && cut > 0) {
        response.write(html.slice(0, cut) + ' '.repeat(2048)); // past the parser's first buffer
        await released;
        response.end(html.slice(cut));
      } else {
        response.end(html);
      }
      return;
    }
    if (request.method !== 'POST') {
      // Where a sample sends the visitor once the form is through (`/account`): a page of the
      // application, reached while the runner reads the outcome, whatever the machine's speed.
      if (request.headers['sec-fetch-dest'] === 'document') {
        response.writeHead(200, {'content-type': 'text/html; charset=utf-8'});
        response.end('<!doctype html><title>Next page</title><p>The application goes on here.');
        return;
      }
      // The browser's own favicon request: not the sample's. Any other file is missing.
      response.writeHead(request.url === '/favicon.ico' ? 204 : 404).end();
      return;
    }
    try {
      const fields = await readFields(request, url);
      const verified = await verify(fields['bramble-response'], request.socket.remoteAddress);
      const form = {
        path: new URL(url).pathname,
        contentType: request.headers['content-type'] ?? '',
        fields,
        verified,
      };
      const next = waiting.shift();
      if (next) next(form);
      else received.push(form);
      if (app) response.writeHead(200, {'content-type': 'text/html'}).end(app.answer(verified));
      else {
        response.writeHead(verified ? 200 : 403, {'content-type': 'application/json'});
        response.end(JSON.stringify({ok: verified, success: verified}));
      }
    } catch (error) {
      response.writeHead(400, {'content-type': 'text/plain'}).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    release: () => release(),
    nextForm(timeoutMs) {
      const ready = received.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`the page sent no form within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.push((form) => {
          clearTimeout(timer);
          resolve(form);
        });
      });
    },
    close: () =>
      new Promise((resolve) => {
        release();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
