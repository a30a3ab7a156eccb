/**
 * The theme in the URL hash, so a link reproduces it: `#theme=1.<data>`, where
 * 1 is the format version and the data is the theme's JSON, deflated
 * (raw DEFLATE) and base64url-encoded. Decoding trusts nothing: lengths are
 * capped before and after inflating, and the result is checked like typed JSON.
 */
import {checkThemeValue} from './validate';
import {orderTheme} from './edit';
import type {Theme} from './model';

const prefix = 'theme=';
const version = '1';

/** Longer hashes are refused before any work (a theme with every key is about 2 KB encoded). */
export const maxHashLength = 8_000;
/** The inflated JSON may not exceed this. */
const maxJsonBytes = 32_000;

export type HashDecoding =
  /** The hash is not a theme (empty, or a heading anchor): nothing to say. */
  | {readonly status: 'none'}
  | {readonly status: 'ok'; readonly theme: Theme}
  /** It claims to be a theme but is not one we can read: fall back, with a notice. */
  | {readonly status: 'invalid'; readonly reason: 'version' | 'encoding' | 'json' | 'theme'};

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function pipe(bytes: Uint8Array, stream: GenericTransformStream): Promise<Uint8Array> {
  const piped = new Response(bytes as Uint8Array<ArrayBuffer>).body!.pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

/** The hash (without `#`) that carries a theme. */
export async function encodeThemeHash(theme: Theme): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(orderTheme(theme)));
  const deflated = await pipe(json, new CompressionStream('deflate-raw'));
  return `${prefix}${version}.${toBase64Url(deflated)}`;
}

/** Reads a location hash (with or without `#`); never throws. */
export async function decodeThemeHash(hash: string): Promise<HashDecoding> {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw.startsWith(prefix)) return {status: 'none'};
  if (raw.length > maxHashLength) return {status: 'invalid', reason: 'encoding'};
  const body = raw.slice(prefix.length);
  const dot = body.indexOf('.');
  if (dot < 0 || body.slice(0, dot) !== version) return {status: 'invalid', reason: 'version'};
  let json: string;
  try {
    const bytes = fromBase64Url(body.slice(dot + 1));
    if (!bytes || bytes.length === 0) return {status: 'invalid', reason: 'encoding'};
    // At most about 6 MB from a capped hash (DEFLATE's ratio is at most 1032:1).
    const inflated = await pipe(bytes, new DecompressionStream('deflate-raw'));
    if (inflated.length > maxJsonBytes) return {status: 'invalid', reason: 'encoding'};
    json = new TextDecoder('utf-8', {fatal: true}).decode(inflated);
  } catch {
    return {status: 'invalid', reason: 'encoding'};
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return {status: 'invalid', reason: 'json'};
  }
  const checked = checkThemeValue(value);
  return checked.ok ? {status: 'ok', theme: checked.theme} : {status: 'invalid', reason: 'theme'};
}
