// Requests from a chosen loopback address (127.0.0.0/8 is all this machine's on Linux), so that
// the tests and the MCP bench act as distinct clients of nginx's per-client rate limit, as
// assistants on many machines do.
import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** One request with exactly these headers (fetch would set Host from the URL), from `from`. */
export function requestFrom(
  from: string | undefined,
  url: URL,
  init: {method: string; headers?: Record<string, string>; body?: string; agent?: http.Agent},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {method: init.method, headers: init.headers, localAddress: from, agent: init.agent ?? false},
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

const nullBodyStatuses = new Set([101, 204, 205, 304]);

/** A fetch for the MCP SDK's client transport, from `from`: text bodies, no streaming. */
export function fetchFrom(
  from: string,
): (url: string | URL, init?: RequestInit) => Promise<Response> {
  return async (url, init = {}) => {
    const body = init.body;
    if (body !== undefined && body !== null && typeof body !== 'string') {
      throw new Error('fetchFrom sends text bodies only');
    }
    const answer = await requestFrom(from, new URL(url), {
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: body ?? undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of [value ?? []].flat()) headers.append(name, one);
    }
    return new Response(nullBodyStatuses.has(answer.status) ? null : answer.text, {
      status: answer.status,
      headers,
    });
  };
}
