import type {IncomingMessage} from 'node:http';

// Both stand-ins read requests here (dashboard-stub imports it, as api-stub imports its accounts).

/**
 * api-stub's limit: a verification is a few hundred bytes (a token at most 2,048 characters);
 * the rest is room for tests of oversized tokens.
 */
const maxBodyBytes = 1024 * 1024;

type BodyResult = {ok: true; bytes: Buffer} | {ok: false; reason: 'too-large' | 'aborted'};

/** Reads a request body, giving up (without buffering more) past the limit. */
export function readBody(req: IncomingMessage, limit = maxBodyBytes): Promise<BodyResult> {
  const tooLarge = {ok: false, reason: 'too-large'} as const;
  // Larger bodies are drained, not read, so the client reads the answer instead of a reset.
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.resolve(tooLarge);
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (result: BodyResult): void => {
      if (!done) resolve(result);
      done = true;
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish(tooLarge);
      else if (!done) chunks.push(chunk);
    });
    req.on('end', () => finish({ok: true, bytes: Buffer.concat(chunks)}));
    req.on('error', () => finish({ok: false, reason: 'aborted'}));
    req.on('close', () => finish({ok: false, reason: 'aborted'}));
  });
}

/** The request's address; undefined when it cannot be read. */
export function requestUrl(req: IncomingMessage): URL | undefined {
  const target = req.url ?? '/';
  try {
    // Prefixed rather than resolved against a base, so `//evil/x` stays a path; the host is
    // irrelevant (and the Host header is the client's to invent).
    return new URL(target.startsWith('/') ? `http://stand-in.invalid${target}` : target);
  } catch {
    return undefined;
  }
}

/** The JSON in a body's text; undefined for text that is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
