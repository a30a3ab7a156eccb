import {describe, expect, it} from 'vitest';
import {lookalikeKey, withoutIgnorables} from './defaultIgnorables';

const england = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}';

describe('withoutIgnorables', () => {
  it.each([
    {name: 'the soft hyphen', input: 'Sh\u00ADop'},
    {name: 'the combining grapheme joiner', input: 'Sh\u034Fop'},
    {name: 'an emoji form selector after a letter', input: 'Shop\uFE0F'},
    {name: 'a text form selector after a letter', input: 'Shop\uFE0E'},
    {name: 'another variation selector', input: 'Sh\uFE00op'},
    {name: 'the Hangul filler', input: '\u3164Shop'},
    {name: 'the halfwidth Hangul filler', input: 'Shop\uFFA0'},
    {name: 'the Hangul choseong filler', input: 'Sh\u115Fop'},
    {name: 'the language tag', input: '\u{E0001}Shop'},
    {name: 'tag characters', input: 'Shop\u{E0000}\u{E0020}\u{E0041}\u{E007E}'},
    {name: 'a lone CANCEL TAG', input: 'Shop\u{E007F}'},
    {name: 'the zero-width space', input: 'Sh\u200Bop'},
    {name: 'the word joiner', input: 'Sh\u2060op'},
    {name: 'a Mongolian vowel separator', input: 'Sh\u180Eop'},
    {name: 'a ZWJ between Latin letters', input: 'Sh\u200Dop'},
    {name: 'a ZWNJ between Latin letters', input: 'Sh\u200Cop'},
    {name: 'a joiner at the end', input: 'Shop\u200D'},
    {name: 'a direction mark', input: 'Sh\u200Fop'},
  ])('drops $name', ({input}) => {
    expect(withoutIgnorables(input)).toBe('Shop');
  });

  it('drops a ZWJ between an emoji and a letter', () => {
    expect(withoutIgnorables('\u{1F6D2}\u200DShop')).toBe('\u{1F6D2}Shop');
  });

  it.each([
    {name: 'a family emoji (ZWJ sequence)', input: '👨‍👩‍👧 shop'},
    {name: 'a skin tone in a ZWJ sequence', input: '\u{1F469}\u{1F3FD}\u200D\u{1F4BB} shop'},
    {name: 'the rainbow flag (emoji form, then ZWJ)', input: '\u{1F3F3}\uFE0F\u200D\u{1F308}'},
    {name: 'an emoji form selector (red heart)', input: 'I \u2764\uFE0F shops'},
    {name: 'a keycap', input: '#\uFE0F\u20E3 shop'},
    {name: 'England’s flag (tag sequence)', input: `${england} shop`},
    {name: 'a ZWNJ in a Persian word', input: 'می\u200Cخواهم'},
    {name: 'a ZWJ after a Devanagari virama', input: 'क्\u200Dष'},
    {name: 'visible text', input: 'Boutique été — 東京'},
  ])('keeps $name', ({input}) => {
    expect(withoutIgnorables(input)).toBe(input);
  });

  it('drops the tags of a flag without its CANCEL TAG, keeping the black flag', () => {
    expect(withoutIgnorables('\u{1F3F4}\u{E0067}\u{E0062} shop')).toBe('\u{1F3F4} shop');
  });
});

describe('lookalikeKey', () => {
  it.each([
    {name: 'capitals', input: 'SHOP'},
    {name: 'fullwidth letters', input: 'Ｓｈｏｐ'},
    {name: 'a soft hyphen', input: 'Sh\u00ADop'},
    {name: 'a joiner', input: 'Sh\u200Dop'},
    {name: 'a variation selector', input: 'Shop\uFE0F'},
    {name: 'a Hangul filler', input: 'Shop\u3164'},
    {name: 'a tag character', input: 'Shop\u{E0041}'},
  ])('reads "Shop" with $name as "shop"', ({input}) => {
    expect(lookalikeKey(input)).toBe('shop');
  });

  it('folds what lower case alone keeps apart', () => {
    expect(lookalikeKey('STRASSE')).toBe(lookalikeKey('straße'));
    expect(lookalikeKey('ΟΔΟΣ')).toBe(lookalikeKey('οδος'));
  });

  it('reads an accent the same, written in one character or two, with a joiner between', () => {
    expect(lookalikeKey('caf\u00e9')).toBe(lookalikeKey('cafe\u034F\u0301'));
  });

  it('reads a flag of a region as a black flag, and an emoji sequence as its parts', () => {
    expect(lookalikeKey(england)).toBe('\u{1F3F4}');
    expect(lookalikeKey('👨‍👩‍👧')).toBe('👨👩👧');
  });

  it('keeps names that differ apart', () => {
    const keys = ['Shop', 'Shops', 'Sh op', 'Shøp', 'Blog'].map(lookalikeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
