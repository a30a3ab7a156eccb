import {describe, expect, it} from 'vitest';
import {cleanEmail, cleanSiteName, shorten, siteLabel, siteLabels} from './siteNames';

describe('cleanSiteName', () => {
  it.each<{name: string; input: unknown; expected: string | null}>([
    {name: 'a plain name', input: 'Analytical Engines shop', expected: 'Analytical Engines shop'},
    {
      name: 'markup stays literal text',
      input: '<img src=x onerror=alert(1)>',
      expected: '<img src=x onerror=alert(1)>',
    },
    {
      name: 'NUL, BEL, ESC and DEL removed',
      input: 'A\u0000B\u0007C\u001b[31mD\u007f',
      expected: 'ABC[31mD',
    },
    {name: 'C1 controls removed', input: 'A\u0085B\u0090C\u009fD', expected: 'A BCD'},
    {
      name: 'line breaks and tabs become one space',
      input: 'Shop\r\n\tfront\u2028page',
      expected: 'Shop front page',
    },
    {name: 'runs of spaces collapse, ends trimmed', input: '   my    shop  ', expected: 'my shop'},
    {
      name: 'bidirectional overrides and isolates removed',
      input: 'abc\u202Egnp.exe\u202C \u2066x\u2069\u200F',
      expected: 'abcgnp.exe x',
    },
    {name: 'zero-width space and BOM removed', input: '\uFEFFsh\u200Bop', expected: 'shop'},
    {name: 'emoji with joiners kept whole', input: 'Family 👨‍👩‍👧 shop', expected: 'Family 👨‍👩‍👧 shop'},
    {
      name: 'tag characters, soft hyphen, U+034F, U+FE0F and U+3164 removed',
      input: 'S\u{E0000}h\u00ADo\u034Fp\uFE0F\u3164 \u{E0041}\u{E007F}2',
      expected: 'Shop 2',
    },
    {
      name: 'England’s flag kept whole',
      input: 'Shop \u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}',
      expected: 'Shop \u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}',
    },
    {
      name: 'a name of invisible characters only: no name',
      input: '\u3164\u00AD\u{E0020}',
      expected: null,
    },
    {
      name: 'accents and other scripts kept',
      input: 'Boutique été — 東京',
      expected: 'Boutique été — 東京',
    },
    {name: 'a lone surrogate dropped', input: 'ab\uD800cd', expected: 'abcd'},
    {name: 'only controls and spaces: no name', input: ' \u0000\u202E\t ', expected: null},
    {name: 'empty: no name', input: '', expected: null},
    {name: 'a number: no name', input: 42, expected: null},
    {name: 'null: no name', input: null, expected: null},
    {name: 'an object: no name', input: {toString: () => 'x'}, expected: null},
    {
      name: '600 characters: cut to 200 with an ellipsis',
      input: 'x'.repeat(600),
      expected: 'x'.repeat(199) + '…',
    },
    {name: '200 characters: kept', input: 'y'.repeat(200), expected: 'y'.repeat(200)},
    {
      name: 'a megabyte: cut without trouble',
      input: 'z'.repeat(1_000_000),
      expected: 'z'.repeat(199) + '…',
    },
  ])('$name', ({input, expected}) => {
    expect(cleanSiteName(input)).toBe(expected);
  });
});

describe('cleanEmail', () => {
  it.each<{name: string; input: unknown; expected: string | null}>([
    {name: 'an address', input: 'ada@bramble.example', expected: 'ada@bramble.example'},
    {
      name: 'controls removed',
      input: '\u202Eada@bramble.example\n',
      expected: 'ada@bramble.example',
    },
    {name: 'missing', input: undefined, expected: null},
    {name: 'too long: cut', input: 'a'.repeat(300), expected: 'a'.repeat(253) + '…'},
  ])('$name', ({input, expected}) => {
    expect(cleanEmail(input)).toBe(expected);
  });
});

describe('shorten', () => {
  it.each([
    {name: 'short enough', input: 'Shop', max: 4, expected: 'Shop'},
    {name: 'one too many', input: 'Shops', max: 4, expected: 'Sho…'},
    {name: 'no space before the ellipsis', input: 'My big shop', max: 4, expected: 'My…'},
    {name: 'never splits an emoji', input: '👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧', max: 2, expected: '👨‍👩‍👧…'},
    {name: 'never splits an accent', input: 'e\u0301e\u0301e\u0301', max: 2, expected: 'e\u0301…'},
  ])('$name', ({input, max, expected}) => {
    expect(shorten(input, max)).toBe(expected);
  });
});

describe('siteLabel', () => {
  it.each([
    {name: 'a short name', input: {sitekey: 'k1', name: 'Blog'}, expected: 'Blog'},
    {
      name: 'a long name: 32 characters with the ellipsis',
      input: {sitekey: 'k1', name: 'A'.repeat(40)},
      expected: 'A'.repeat(31) + '…',
    },
    {
      name: 'no name: the key',
      input: {sitekey: 'c1f43851-3ef9', name: null},
      expected: 'c1f43851-3ef9',
    },
  ])('$name', ({input, expected}) => {
    expect(siteLabel(input)).toBe(expected);
  });
});

describe('siteLabels', () => {
  it('tells apart sites whose labels read the same by the start of their key', () => {
    expect(
      siteLabels([
        {sitekey: 'aaaaaaaa-1', name: 'Shop'},
        {sitekey: 'bbbbbbbb-2', name: 'Shop'},
        {sitekey: 'cccccccc-3', name: 'Blog'},
        {sitekey: 'dddddddd-4', name: null},
      ]),
    ).toEqual(['Shop · aaaaaaaa', 'Shop · bbbbbbbb', 'Blog', 'dddddddd-4']);
  });

  it('tells apart names that look alike: an invisible character, capitals, fullwidth letters', () => {
    expect(
      siteLabels([
        {sitekey: 'aaaaaaaa-1', name: 'Shop'},
        {sitekey: 'bbbbbbbb-2', name: 'Shop\u00AD'},
        {sitekey: 'cccccccc-3', name: 'SHOP'},
        {sitekey: 'dddddddd-4', name: 'Ｓｈｏｐ'},
      ]),
    ).toEqual([
      'Shop · aaaaaaaa',
      'Shop\u00AD · bbbbbbbb',
      'SHOP · cccccccc',
      'Ｓｈｏｐ · dddddddd',
    ]);
  });

  it('tells apart names that look alike once cleaned as the session cleans them', () => {
    const names = ['Shop', 'Shop\u{E0041}', 'Sh\u200Dop', 'Shop\uFE0F', 'Shop\u3164', 'Sh\u034Fop'];
    const labels = siteLabels(
      names.map((name, i) => ({sitekey: `${i}`.repeat(8), name: cleanSiteName(name)})),
    );
    expect(labels).toEqual(names.map((_, i) => `Shop · ${`${i}`.repeat(8)}`));
  });

  it('leaves names that differ as they are', () => {
    const names = ['Shop', 'Shops', 'Sh op', 'Shøp', 'Blog', '\u{1F6D2} Shop'];
    expect(siteLabels(names.map((name, i) => ({sitekey: `${i}`.repeat(8), name})))).toEqual(names);
  });
});
