/**
 * French typography rules for prose, on the text a reader sees, with anything that is not prose
 * (inline code, JSX, expressions) already replaced by `opaque`.
 */

/** Stands for a piece of non-prose inside prose (`code`, `<SiteKey />`, `{value}`): a word. */
export const opaque = '\uFFFC';

const narrowNoBreakSpace = '\u202F';
const noBreakSpace = '\u00A0';

/** The spaces each rule accepts; changing the house style is changing one line here. */
const narrowOnly = new Set([narrowNoBreakSpace]);
const anyNoBreak = new Set([noBreakSpace, narrowNoBreakSpace]);

/**
 * Units written after a number (`120 s`, `2 048 ko`, `390 px`). Only symbols, never words:
 * "2 048 caractères" takes an ordinary space.
 */
const units =
  'ms s min h px rem em o ko Ko Mo Go To kio Kio Mio Gio kB KB MB GB KiB MiB GiB Hz kHz MHz GHz dpi fps'.split(
    ' ',
  );

export interface TypographyProblem {
  rule: string;
  /** Index in the text of the wrong space, or of the mark a space must go before. */
  index: number;
  /** 1 when the character at `index` is a wrong space to replace, 0 when a space is missing. */
  replaces: 0 | 1;
  space: string;
  message: string;
}

/** `found` is the character where a space should be. */
function wrongSpace(
  rule: string,
  index: number,
  found: string | undefined,
  space: string,
  message: string,
): TypographyProblem {
  const isSpace = found !== undefined && /\s/.test(found);
  return {rule, index, replaces: isSpace ? 1 : 0, space, message};
}

const spaceName = (char: string | undefined): string => {
  if (char === undefined || char === '' || /[^\s]/.test(char)) return 'no space';
  if (char === noBreakSpace) return 'a no-break space (U+00A0)';
  if (char === narrowNoBreakSpace) return 'a narrow no-break space (U+202F)';
  return 'a plain space';
};

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/**
 * What is not prose even in a prose string: URLs (`http://`, `?a=b`), hex keys and colours, UUIDs,
 * `:emoji:` shortcodes and `{placeholders}` of UI strings. Each becomes opaque, so indices stay.
 */
const notProse = [
  /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>"'«»]*[^\s<>"'«».,;:!?)]/gi,
  /\b(?:localhost|\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?(?:\/[^\s<>"'«»]*)?/g,
  /\b0x[0-9a-f]+\b/gi,
  /#[0-9a-f]{3,8}\b/gi,
  uuid,
  /(?<![\p{L}\d]):[a-z0-9_+-]+:(?![\p{L}\d])/gu,
  /\{[\w.]+\}/g,
];

export function maskNonProse(text: string): string {
  let masked = text;
  for (const pattern of notProse) {
    masked = masked.replace(pattern, (match) => opaque.repeat(match.length));
  }
  return masked;
}

/** After a punctuation mark that ends a clause: a space, the end, or more closing marks. */
const endsClause = (next: string | undefined): boolean =>
  next === undefined || /[\s»"”’')\]!?.…,;:]/.test(next);

function spaceBefore(
  text: string,
  index: number,
  rule: string,
  accepted: ReadonlySet<string>,
): TypographyProblem[] {
  const before = text[index - 1];
  // A mark at the start of a line (`: définition`) or after another mark (`?!`) has no space to fix.
  if (before === undefined || before === '\n' || /[;:!?([{«]/.test(before)) return [];
  if (accepted.has(before)) return [];
  const narrow = accepted.size === 1;
  const needed = narrow ? 'a narrow no-break space (U+202F)' : 'a no-break space';
  const at = /\s/.test(before) ? index - 1 : index;
  const message = `${spaceName(before)} before "${text[index]}", needs ${needed}`;
  return [wrongSpace(rule, at, before, narrow ? narrowNoBreakSpace : noBreakSpace, message)];
}

function punctuation(text: string): TypographyProblem[] {
  const problems: TypographyProblem[] = [];
  for (const match of text.matchAll(/[;!?:]/g)) {
    const index = match.index;
    const mark = match[0];
    const next = text[index + 1];
    if (mark === ':') {
      // `12:30`, `16:9`, `http://`, `::`, `a:b`: a French colon is followed by a space or the end.
      if (next !== undefined && !/[\s»)]/.test(next)) continue;
      if (text[index - 1] === ':') continue;
      problems.push(...spaceBefore(text, index, 'space before :', anyNoBreak));
      continue;
    }
    // `!important`, `?a=b`, `a;b`: only a mark that ends a clause takes a space.
    if (!endsClause(next)) continue;
    problems.push(...spaceBefore(text, index, `space before ${mark}`, narrowOnly));
  }
  return problems;
}

function quotes(text: string): TypographyProblem[] {
  const problems: TypographyProblem[] = [];
  for (const match of text.matchAll(/[«»]/g)) {
    const index = match.index;
    if (match[0] === '«') {
      const after = text[index + 1];
      if (after === undefined || narrowOnly.has(after) || after === '\n') continue;
      const message = `${spaceName(after)} after "«", needs a narrow no-break space (U+202F)`;
      problems.push(wrongSpace('space after «', index + 1, after, narrowNoBreakSpace, message));
    } else {
      const before = text[index - 1];
      if (before === undefined || narrowOnly.has(before) || before === '\n') continue;
      const at = /\s/.test(before) ? index - 1 : index;
      const message = `${spaceName(before)} before "»", needs a narrow no-break space (U+202F)`;
      problems.push(wrongSpace('space before »', at, before, narrowNoBreakSpace, message));
    }
  }
  return problems;
}

/** A number as prose writes it, not part of a word, a version or a key. */
const numberStart = String.raw`(?<![\p{L}\d_.,\-/${opaque}])`;
const groupedNumber = String.raw`\d{1,3}(?:[\u00A0\u202F]\d{3})+|\d+(?:[.,]\d+)*`;
const unitPattern = [...units].sort((a, b) => b.length - a.length).join('|');

function numbers(text: string): TypographyProblem[] {
  const problems: TypographyProblem[] = [];
  // `2 048`: a plain space between groups of three (a year, `2026`, has no group).
  const plainGroups = new RegExp(String.raw`${numberStart}\d{1,3}(?: \d{3})+(?![\d])`, 'gu');
  for (const match of text.matchAll(plainGroups)) {
    for (const space of match[0].matchAll(/ /g)) {
      problems.push({
        rule: 'thousands separator',
        index: match.index + space.index,
        replaces: 1,
        space: narrowNoBreakSpace,
        message: 'a plain space between groups of thousands, needs a no-break space',
      });
    }
  }
  const signs: [RegExp, string, string][] = [
    [/%/, 'space before %', '"%"'],
    [
      new RegExp(String.raw`(?:${unitPattern})(?![\p{L}\d_'’\-])`, 'u'),
      'space before unit',
      'its unit',
    ],
  ];
  for (const [sign, rule, what] of signs) {
    const pattern = new RegExp(
      String.raw`${numberStart}(?:${groupedNumber})( ?)(?=${sign.source})`,
      'gu',
    );
    for (const match of text.matchAll(pattern)) {
      const gap = match[1]!;
      const index = match.index + match[0].length - gap.length;
      const message = `${gap === '' ? 'no space' : 'a plain space'} between a number and ${what}, needs a no-break space`;
      problems.push(wrongSpace(rule, index, text[index], noBreakSpace, message));
    }
  }
  return problems;
}

export function frenchTypographyProblems(text: string): TypographyProblem[] {
  const masked = maskNonProse(text);
  return [...punctuation(masked), ...quotes(masked), ...numbers(masked)].sort(
    (a, b) => a.index - b.index,
  );
}
