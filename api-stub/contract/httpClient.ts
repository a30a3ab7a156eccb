// A small HTTP(S) client for the server tests: fetch cannot be told to trust one extra
// certificate, and some tests need raw control (a socket error, a body fetch would refuse to send).
import http from 'node:http';
import https from 'node:https';

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** An agent that trusts the stand-in's certificate; used for https URLs only. */
  agent?: https.Agent;
  /** Gives up (rejecting with 'timeout') after this long. */
  timeoutMs?: number;
}

export function send(url: string, options: RequestOptions = {}): Promise<Reply> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  const client = secure ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: secure ? options.agent : undefined,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (options.timeoutMs !== undefined) {
      req.setTimeout(options.timeoutMs, () => req.destroy(new Error('timeout')));
    }
    req.end(options.body);
  });
}

/** A `POST` of url-encoded fields, as every docs sample sends it. */
export function postForm(
  url: string,
  fields: Record<string, string> | URLSearchParams,
  options: RequestOptions = {},
): Promise<Reply> {
  return send(url, {
    method: 'POST',
    ...options,
    headers: {'Content-Type': 'application/x-www-form-urlencoded', ...options.headers},
    body: new URLSearchParams(fields).toString(),
  });
}

/** A `POST` (or other method) of JSON, as the control endpoints and the widget take it. */
export function sendJson(
  url: string,
  method: string,
  value: unknown,
  options: RequestOptions = {},
): Promise<Reply> {
  return send(url, {
    method,
    ...options,
    headers: {'Content-Type': 'application/json', ...options.headers},
    body: JSON.stringify(value),
  });
}

export function accessControlHeaders(reply: Reply): string[] {
  return Object.keys(reply.headers).filter((name) => name.startsWith('access-control-'));
}
