import type {IncomingMessage} from 'node:http';

/** Larger bodies get 413: a login form or a control command is a few dozen bytes. */
export const maxBodyBytes = 10 * 1024;

export type BodyResult = {ok: true; text: string} | {ok: false; reason: 'too-large' | 'aborted'};

/** Reads a small request body as UTF-8, giving up (without buffering more) past the limit. */
export function readBody(req: IncomingMessage, limit: number = maxBodyBytes): Promise<BodyResult> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    // Drain what the client still sends, so it can read the 413 instead of a reset connection.
    req.resume();
    return Promise.resolve({ok: false, reason: 'too-large'});
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    function finish(result: BodyResult): void {
      if (done) return;
      done = true;
      resolve(result);
    }
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        finish({ok: false, reason: 'too-large'});
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => finish({ok: true, text: Buffer.concat(chunks).toString('utf8')}));
    req.on('error', () => finish({ok: false, reason: 'aborted'}));
    req.on('close', () => finish({ok: false, reason: 'aborted'}));
  });
}
