import http from 'node:http';
import zlib from 'node:zlib';
import {serveBuild, type LocalNginx} from '../../deploy/nginx/localNginx';

/**
 * The test build served by nginx with its rendered config, for one test file:
 * call in a `describe`, read `base()` (and nginx's `errorLog()`) in the tests.
 */
export function useServedBuild(): {base: () => string; errorLog: () => string} {
  let nginx: LocalNginx | undefined;
  beforeAll(async () => {
    nginx = await serveBuild();
  });
  afterAll(async () => {
    await nginx?.stop();
  });
  return {base: () => nginx!.url, errorLog: () => nginx!.errorLog()};
}

/** A response as it came over the wire (not decompressed), with its body decoded. */
export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body bytes as sent. */
  wire: Buffer;
  /** The body, decompressed per Content-Encoding. */
  text: string;
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  return body;
}

/** GET with exactly the headers given (fetch would add its own Accept-Encoding). */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, {headers}, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const wire = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            wire,
            text: decode(wire, encoding).toString('utf8'),
          });
        });
      })
      .on('error', reject);
  });
}
