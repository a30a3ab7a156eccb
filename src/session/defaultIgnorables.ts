/**
 * Characters that show nothing: Unicode's default-ignorable code points (the soft hyphen, the
 * zero-width characters, direction marks, variation selectors, tag characters, the Hangul
 * fillers…). In an untrusted name they make two names that look the same differ ("Shop" and
 * "Shop" with a soft hyphen), so a picker would show two identical options. They are dropped from
 * what the docs show, but where an emoji or a script needs one, and ignored, with case and
 * compatibility forms, whenever names are compared.
 */

// Default-ignorable code points that change what the reader sees, kept where they do:
const kept = [
  // a flag of a region: 🏴, tag letters, then CANCEL TAG (England's: 🏴 g b e n g);
  /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/u,
  // the emoji or text form of a character that has both (❤️ is U+2764 U+FE0F);
  /(?<=\p{Emoji})[\uFE0E\uFE0F]/u,
  // a ZWJ that makes one emoji of several (👨‍👩‍👧), after a skin tone or emoji form too;
  /(?<=\p{Extended_Pictographic}[\p{Emoji_Modifier}\uFE0F]?)\u200D(?=\p{Extended_Pictographic})/u,
  // a joiner where IDNA allows one in a domain name (RFC 5892, A.1 and A.2), as it shapes the
  // letters around it: after a mark such as a virama (Devanagari's half forms: क्‍ष), or after a
  // letter of a cursive script (Persian's می‌خواهم); always before a letter or mark.
  /(?<=[\p{M}\p{scx=Arabic}\p{scx=Syriac}\p{scx=Nko}\p{scx=Mongolian}\p{scx=Adlam}\p{scx=Mandaic}\p{scx=Hanifi_Rohingya}])[\u200C\u200D](?=[\p{L}\p{M}])/u,
];
const defaultIgnorable = /\p{Default_Ignorable_Code_Point}/gu;
// Tried at each position in this order: what is kept is matched first, and consumed whole.
const ignorableUnlessKept = new RegExp(
  `(${kept.map((pattern) => pattern.source).join('|')})|${defaultIgnorable.source}`,
  'gu',
);

/**
 * The text without its default-ignorable code points, but a flag's tags, an emoji's form
 * selector and joiners in emoji or in words of the scripts that need them. Elsewhere a variation
 * selector goes too: an ideograph or a Mongolian letter then shows its standard form.
 */
export function withoutIgnorables(text: string): string {
  return text.replace(ignorableUnlessKept, (_, keep: string | undefined) => keep ?? '');
}

/**
 * What a name looks like, for comparing names: Unicode's NFKC_Casefold, closely (compatibility
 * forms folded, so fullwidth "Ｓｈｏｐ" is "shop"; case folded, "ß" as "ss"; every default
 * ignorable removed). So a flag of a region compares as a black flag (🏴) and an emoji sequence
 * as its parts: some systems show them so, and two names that may look alike are told apart.
 */
export function lookalikeKey(text: string): string {
  return (
    text
      // Before normalising: a combining grapheme joiner (U+034F) would keep é from composing.
      .replace(defaultIgnorable, '')
      .normalize('NFKC')
      // Upper then lower case folds what lower case alone keeps apart (ß and SS, ς and σ).
      .toUpperCase()
      .toLowerCase()
  );
}
