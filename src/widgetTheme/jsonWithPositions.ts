/**
 * A strict JSON parser (RFC 8259) that also says where each value is, so an
 * error can name its line. `JSON.parse` gives neither positions of values nor
 * engine-independent messages. Bounded: depth and length limits keep hostile
 * input from exhausting the stack.
 */

/** Where a value and its key are in the text (offsets, end exclusive). */
export interface Span {
  readonly from: number;
  readonly to: number;
}

export interface Located {
  /** The value's span. */
  readonly value: Span;
  /** The key's span, for object members. */
  readonly key?: Span;
}

export type JsonSyntaxReason =
  | 'unexpected-end'
  | 'unexpected-character'
  | 'expected-value'
  | 'expected-key'
  | 'expected-colon'
  | 'expected-comma'
  | 'bad-string'
  | 'bad-number'
  | 'duplicate-key'
  | 'trailing-content'
  | 'too-deep'
  | 'too-long';

export class JsonSyntaxError extends Error {
  constructor(
    readonly reason: JsonSyntaxReason,
    readonly offset: number,
    /** The path of the value being read when it failed (`''`: the root). */
    readonly path = '',
  ) {
    super(`${reason} at ${offset}`);
  }
}

export interface ParsedJson {
  readonly value: unknown;
  /** Spans by path: `''` is the root, `palette.grey.100` a nested member. */
  readonly spans: ReadonlyMap<string, Located>;
}

export const maxJsonLength = 50_000;
const maxDepth = 32;

/** Parses JSON text; throws JsonSyntaxError with the offset of the problem. */
export function parseJsonWithPositions(text: string): ParsedJson {
  if (text.length > maxJsonLength) throw new JsonSyntaxError('too-long', maxJsonLength);
  const spans = new Map<string, Located>();
  let i = 0;
  let at = '';

  const fail = (reason: JsonSyntaxReason, offset = i): never => {
    const end = i >= text.length && reason !== 'duplicate-key';
    throw new JsonSyntaxError(end ? 'unexpected-end' : reason, offset, at);
  };
  const skipSpace = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };

  function parseString(): string {
    // text[i] is the opening quote.
    const start = i;
    i++;
    let out = '';
    while (i < text.length) {
      const c = text[i]!;
      if (c === '"') {
        i++;
        return out;
      }
      if (c === '\\') {
        const e = text[i + 1];
        const simple: Record<string, string> = {
          '"': '"',
          '\\': '\\',
          '/': '/',
          b: '\b',
          f: '\f',
          n: '\n',
          r: '\r',
          t: '\t',
        };
        if (e !== undefined && e in simple) {
          out += simple[e];
          i += 2;
        } else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
          out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
          i += 6;
        } else {
          fail('bad-string');
        }
      } else if (c < ' ') {
        fail('bad-string');
      } else {
        out += c;
        i++;
      }
    }
    i = text.length;
    return fail('unexpected-end', start);
  }

  function parseValue(path: string, depth: number, key?: Span): unknown {
    skipSpace();
    at = path;
    if (depth > maxDepth) fail('too-deep');
    const from = i;
    const c = text[i];
    let value: unknown;
    if (c === undefined) return fail('unexpected-end');
    if (c === '{') value = parseObject(path, depth);
    else if (c === '[') value = parseArray(path, depth);
    else if (c === '"') value = parseString();
    else if (c === '-' || (c >= '0' && c <= '9')) {
      const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
      if (!match) fail('bad-number');
      i += match![0].length;
      if (/[0-9.eE+-]/.test(text[i] ?? '')) fail('bad-number');
      value = Number(match![0]);
    } else {
      const word = /^(true|false|null)/.exec(text.slice(i, i + 5))?.[1];
      if (!word) fail('expected-value');
      i += word!.length;
      value = word === 'true' ? true : word === 'false' ? false : null;
    }
    spans.set(path, {value: {from, to: i}, key});
    return value;
  }

  function parseObject(path: string, depth: number): Record<string, unknown> {
    i++;
    // A null-prototype object: keys like __proto__ stay plain data.
    const out = Object.create(null) as Record<string, unknown>;
    skipSpace();
    if (text[i] === '}') {
      i++;
      return out;
    }
    for (;;) {
      skipSpace();
      if (text[i] !== '"') fail('expected-key');
      const keyFrom = i;
      const name = parseString();
      const key = {from: keyFrom, to: i};
      at = path === '' ? name : `${path}.${name}`;
      if (Object.prototype.hasOwnProperty.call(out, name)) fail('duplicate-key', keyFrom);
      skipSpace();
      if (text[i] !== ':') fail('expected-colon');
      i++;
      out[name] = parseValue(at, depth + 1, key);
      at = path;
      skipSpace();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '}') {
        i++;
        return out;
      }
      fail('expected-comma');
    }
  }

  function parseArray(path: string, depth: number): unknown[] {
    i++;
    const out: unknown[] = [];
    skipSpace();
    if (text[i] === ']') {
      i++;
      return out;
    }
    for (;;) {
      out.push(parseValue(`${path}[${out.length}]`, depth + 1));
      at = path;
      skipSpace();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === ']') {
        i++;
        return out;
      }
      fail('expected-comma');
    }
  }

  const value = parseValue('', 0);
  skipSpace();
  if (i < text.length) fail('trailing-content');
  return {value, spans};
}

/** The 1-based line and column of an offset. */
export function lineAndColumn(text: string, offset: number): {line: number; column: number} {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return {line: lines.length, column: lines[lines.length - 1]!.length + 1};
}
