import type {IncomingMessage} from 'node:http';

/**
 * Bodies beyond this are not read: a verification is a few hundred bytes (a token is at most
 * 2,048 characters), and a widget call less. Larger is generous room for tests of oversized tokens.
 */
export const maxBodyBytes = 1024 * 1024;

/** The body, or null when it could not be read in full (too large, or the client went away). */
export function readBody(
  req: IncomingMessage,
  limit: number = maxBodyBytes,
): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    function finish(result: Buffer | null): void {
      if (done) return;
      done = true;
      resolve(result);
    }
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        // Keep draining what the client still sends, so it reads the answer instead of a reset.
        finish(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => finish(Buffer.concat(chunks)));
    req.on('error', () => finish(null));
    req.on('close', () => finish(null));
  });
}
