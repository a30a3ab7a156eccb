/**
 * Strict JSON with the place of each value, so an error can name its line, on
 * momoa's parser. What momoa leaves to us: duplicate keys and raw control
 * characters in strings (it accepts both), a reason a reader can act on for
 * each error, and bounds for hostile input (its parser recurses).
 */
import {parse, type StringNode, type ValueNode} from '@humanwhocodes/momoa';

/** Offsets in the text (end exclusive) of a value, and of its key for object members. */
interface Located {
  readonly value: Span;
  readonly key?: Span;
}
type Span = {readonly from: number; readonly to: number};

export type JsonSyntaxReason =
  | 'unexpected-end'
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

const maxJsonLength = 50_000;
const maxDepth = 32;

const span = (node: {range?: [number, number]}): Span => ({
  from: node.range![0],
  to: node.range![1],
});
const join = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);

/**
 * Strings, punctuation and the runs between them: enough to say where an
 * offset is. momoa's errors name what was found, not what was expected, and
 * its tokenizer stops at the first bad character, before the token around it.
 */
function* lex(text: string): Generator<{kind: string; from: number; to: number}> {
  const token = /\s*(?:("(?:[^"\\]|\\.)*("?))|([{}[\]:,])|[^\s{}[\]:,"]+)/y;
  for (let m; token.lastIndex < text.length && (m = token.exec(text));) {
    const kind = m[1] === undefined ? (m[3] ?? 'value') : m[2] ? 'string' : 'open string';
    yield {kind, from: m.index + m[0].length - m[0].trimStart().length, to: token.lastIndex};
  }
}

/**
 * The reason for momoa's error at an offset (what was expected there, or the
 * string or number it was reading) and the path of the value being read.
 */
function syntaxError(text: string, offset: number, found: string): JsonSyntaxError {
  const open: {path: string; array: boolean; items: number}[] = [];
  let path = '';
  let expected: JsonSyntaxReason = 'expected-value';
  for (const {kind, from, to} of lex(text)) {
    const number = found === 'character' && kind === 'value' && /[-\d]/.test(text[from]!);
    if (to > offset || kind === 'open string' || (number && to === offset)) {
      if (number) expected = 'bad-number';
      else if (from < offset && kind.endsWith('string')) expected = 'bad-string';
      break;
    }
    const top = open[open.length - 1];
    if (kind === '{' || kind === '[') {
      open.push({path, array: kind === '[', items: 0});
      [path, expected] = kind === '[' ? [`${path}[0]`, 'expected-value'] : [path, 'expected-key'];
    } else if (kind === ',' && top) {
      top.items++;
      path = top.array ? `${top.path}[${top.items}]` : top.path;
      expected = top.array ? 'expected-value' : 'expected-key';
    } else if (kind === ':') {
      expected = 'expected-value';
    } else if (kind === 'string' && expected === 'expected-key') {
      [path, expected] = [join(top!.path, text.slice(from + 1, to - 1)), 'expected-colon'];
    } else {
      if (kind === '}' || kind === ']') open.pop();
      path = open[open.length - 1]?.path ?? '';
      expected = open.length > 0 ? 'expected-comma' : 'trailing-content';
    }
  }
  return found === 'end'
    ? new JsonSyntaxError('unexpected-end', text.length, path)
    : new JsonSyntaxError(expected, offset, path);
}

/** Parses JSON text; throws JsonSyntaxError with the offset of the problem. */
export function parseJsonWithPositions(text: string): {
  value: unknown;
  /** Spans by path: `''` is the root, `palette.grey.100` a nested member. */
  spans: ReadonlyMap<string, Located>;
} {
  if (text.length > maxJsonLength) throw new JsonSyntaxError('too-long', maxJsonLength);
  // momoa's parser recurses: refuse deep nesting before it does.
  let depth = 0;
  for (const {kind, from} of lex(text)) {
    depth += kind === '{' || kind === '[' ? 1 : kind === '}' || kind === ']' ? -1 : 0;
    if (depth > maxDepth) throw new JsonSyntaxError('too-deep', from);
  }
  let body: ValueNode;
  try {
    body = parse(text, {mode: 'json', ranges: true}).body;
  } catch (error) {
    if (!(error instanceof Error && 'offset' in error)) throw error;
    throw syntaxError(text, error.offset as number, error.message.split(' ')[1]!);
  }

  const spans = new Map<string, Located>();
  // momoa lets raw control characters through in strings; JSON does not.
  const string = (node: StringNode, path: string): string => {
    // eslint-disable-next-line no-control-regex -- the characters JSON forbids raw
    const bad = text.slice(...node.range!).search(/[\u0000-\u001f]/);
    if (bad >= 0) throw new JsonSyntaxError('bad-string', node.range![0] + bad, path);
    return node.value;
  };
  const read = (node: ValueNode, path: string, key?: Span): unknown => {
    spans.set(path, {value: span(node), key});
    if (node.type === 'Object') {
      // A null-prototype object: keys like __proto__ stay plain data.
      const out = Object.create(null) as Record<string, unknown>;
      for (const member of node.members) {
        const name = string(member.name as StringNode, path);
        const at = join(path, name);
        if (Object.hasOwn(out, name)) {
          throw new JsonSyntaxError('duplicate-key', member.name.range![0], at);
        }
        out[name] = read(member.value, at, span(member.name));
      }
      return out;
    }
    if (node.type === 'Array') return node.elements.map((e, i) => read(e.value, `${path}[${i}]`));
    if (node.type === 'String') return string(node, path);
    return node.type === 'Null' ? null : (node as {value: unknown}).value;
  };
  return {value: read(body, ''), spans};
}
