import {isUuid} from './keys';

/** Why a request answers 400 `bad-request`; for tests and the log, never sent to the client. */
type BadRequestReason =
  | 'method'
  | 'content-type'
  | 'content-encoding'
  | 'unreadable-body'
  | 'repeated-field'
  | 'idempotency-key';

export type SiteverifyRequest =
  {kind: 'form'; form: SiteverifyForm} | {kind: 'bad-request'; reason: BadRequestReason};

/** The request as it came off the wire. */
export interface RawRequest {
  method: string;
  contentType: string | undefined;
  contentEncoding: string | undefined;
  /** The body, or null when it could not be read in full (too large, cut off). */
  body: Buffer | null;
}

export const formType = 'application/x-www-form-urlencoded';

/** The fields the verification reads; anything else in the body is ignored, as real APIs do. */
const knownFields = {
  secret: 'secret',
  response: 'response',
  remoteip: 'remoteip',
  sitekey: 'sitekey',
  idempotency_key: 'idempotencyKey',
} as const;

/** The fields of a well-formed verification; each one absent when the request did not send it. */
export type SiteverifyForm = {[K in (typeof knownFields)[keyof typeof knownFields]]?: string};

/** The media type without parameters (`; charset=UTF-8` is fine), lower-cased. */
export function mediaType(contentType: string | undefined): string | undefined {
  return contentType?.split(';')[0]?.trim().toLowerCase() || undefined;
}

/**
 * Decodes a url-encoded body strictly: the bytes must be UTF-8 and every `%` escape well formed.
 * `URLSearchParams` would quietly keep a broken escape as text; a real server says it cannot read it.
 */
function decodeFormStrict(body: Buffer): [string, string][] | null {
  const decode = (text: string) => decodeURIComponent(text.replaceAll('+', ' '));
  try {
    const text = new TextDecoder('utf-8', {fatal: true}).decode(body);
    return text
      .split('&')
      .filter((part) => part !== '')
      .map((part) => {
        const [name = '', ...value] = part.split('=');
        return [decode(name), decode(value.join('='))];
      });
  } catch {
    return null;
  }
}

/** Every value of every field, for the request log: repeated fields stay visible. */
export function collectFields(...sources: URLSearchParams[]): Record<string, string[]> {
  // A Map, then fromEntries: assigning `fields['__proto__']` would set the prototype instead.
  const fields = new Map<string, string[]>();
  for (const source of sources) {
    for (const [name, value] of source) fields.set(name, [...(fields.get(name) ?? []), value]);
  }
  return Object.fromEntries(fields);
}

/**
 * Reads a `POST /siteverify` the way the facts describe it: url-encoded body only. A GET, another
 * method, JSON or multipart, a compressed or unreadable body, a known field sent twice (which value
 * would count?) or an `idempotency_key` that is not a UUID make a bad request.
 */
export function parseSiteverifyRequest(raw: RawRequest): SiteverifyRequest {
  if (raw.method !== 'POST') return {kind: 'bad-request', reason: 'method'};
  if (mediaType(raw.contentType) !== formType) return {kind: 'bad-request', reason: 'content-type'};
  const encoding = raw.contentEncoding?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') {
    return {kind: 'bad-request', reason: 'content-encoding'};
  }
  const pairs = raw.body === null ? null : decodeFormStrict(raw.body);
  if (pairs === null) return {kind: 'bad-request', reason: 'unreadable-body'};

  const form: SiteverifyForm = {};
  for (const [name, value] of pairs) {
    if (!Object.hasOwn(knownFields, name)) continue;
    const key = knownFields[name as keyof typeof knownFields];
    if (form[key] !== undefined) return {kind: 'bad-request', reason: 'repeated-field'};
    form[key] = value;
  }
  if (form.idempotencyKey !== undefined && !isUuid(form.idempotencyKey)) {
    return {kind: 'bad-request', reason: 'idempotency-key'};
  }
  return {kind: 'form', form};
}
