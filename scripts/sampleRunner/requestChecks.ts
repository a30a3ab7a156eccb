/**
 * What every request a sample sends to siteverify must look like, whatever
 * the case: the facts' format, and no field sent empty or twice.
 */
export interface SentRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  fields: Record<string, string[]>;
}

export interface ExpectedFields {
  secret: string;
  sitekey: string;
  /** The token the case handed to the sample. */
  response: string;
  /** The visitor's IP the case handed over; null: the sample must leave `remoteip` out. */
  remoteip: string | null;
  /** A server that sees the visitor's address may send it or leave it out (behind a proxy it would). */
  remoteipOptional?: boolean;
}

export function requestProblems(request: SentRequest, expected: ExpectedFields): string[] {
  const problems: string[] = [];
  if (request.method !== 'POST') problems.push(`sent ${request.method}, not POST`);
  if (!request.path.endsWith('/siteverify')) problems.push(`called ${request.path}`);
  const type = (request.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    problems.push(`sent ${type || 'no content type'}, not application/x-www-form-urlencoded`);
  }
  for (const [name, values] of Object.entries(request.fields)) {
    if (values.length > 1) problems.push(`sent ${name} ${values.length} times`);
    if (values.some((value) => value === '')) problems.push(`sent ${name} empty`);
    if (values.includes('undefined') || values.includes('null') || values.includes('None')) {
      problems.push(`sent ${name}=${values.join(',')}`);
    }
  }
  const one = (name: string) => request.fields[name]?.[0];
  if (one('secret') !== expected.secret) problems.push('did not send the secret key it was given');
  if (one('response') !== expected.response)
    problems.push('did not send the token it was given as response');
  if (one('sitekey') !== expected.sitekey) problems.push('did not send the site key as sitekey');
  if (expected.remoteip === null && request.fields.remoteip)
    problems.push('sent remoteip while none was known');
  // A dual-stack server sees an IPv4 client as ::ffff:a.b.c.d: the same address.
  const remoteip = one('remoteip')?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const mayLeaveOut = expected.remoteipOptional && remoteip === undefined;
  if (expected.remoteip !== null && remoteip !== expected.remoteip && !mayLeaveOut) {
    problems.push(`sent remoteip ${remoteip ?? '(none)'}, not the visitor IP ${expected.remoteip}`);
  }
  return problems;
}

/**
 * Several requests for one token are retries: each must carry the same
 * token and the same `idempotency_key` (or none at all), and stop at three.
 */
export function retryProblems(requests: readonly SentRequest[]): string[] {
  if (requests.length <= 1) return [];
  const problems: string[] = [];
  if (requests.length > 3)
    problems.push(`sent ${requests.length} requests for one token (retry at most twice)`);
  const keys = new Set(requests.map((request) => request.fields.idempotency_key?.[0] ?? ''));
  if (keys.size > 1) problems.push('retried with a different idempotency_key');
  if (keys.has(''))
    problems.push(
      'retried without an idempotency_key, so an answered first attempt would make the retry already-seen-response',
    );
  return problems;
}
