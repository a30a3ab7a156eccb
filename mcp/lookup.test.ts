import {lookup, type LookupKind} from './lookup';
import {maxEcho} from './echo';

const site = 'https://docs.example.org';
/** The English words lookup puts around the facts. */
const englishLabels = [
  'Cause:',
  'Fix:',
  'More:',
  'Source:',
  'error code (',
  'Test site key',
  'Test secret key',
  'Token:',
  'Any test site key',
  'on the container',
  'Required.',
  'Default:',
  'Force it',
  'No error code',
  'No test key',
  'No widget',
  'Known values',
  'site key ',
  'languages exist',
];

const asked: [LookupKind, string][] = [
  ['error-code', 'invalid-input-response'],
  ['error-code', 'timeout-or-duplicate'],
  ['error-code', 'no-such-code'],
  ['test-key', 'pass'],
  ['test-key', 'always fails'],
  ['test-key', 'nothing like it'],
  ['attribute', 'data-theme'],
  ['attribute', 'sitekey'],
  ['attribute', 'data-nope'],
  ['language', 'ar'],
  ['language', 'klingon'],
];

describe('lookup', () => {
  it.each(asked)('answers %s %s in English with its English labels', (kind, value) => {
    const {text} = lookup(kind, value, 'en', site);
    expect(englishLabels.some((label) => text.includes(label))).toBe(true);
  });

  it.each(asked)('answers %s %s in French, labels included', (kind, value) => {
    const {text} = lookup(kind, value, 'fr', site);
    expect(englishLabels.filter((label) => text.includes(label))).toEqual([]);
    // French typography outside code: a no-break space before a colon, a narrow one before ;.
    const prose = text.replace(/`[^`]*`/g, '``').replace(/https?:\/\/\S+/g, 'URL');
    expect(prose).not.toMatch(/[^\u00a0]:|[^\u202f];/);
  });

  it.each(['error-code', 'test-key', 'attribute', 'language'] as const)(
    'repeats a long %s only in part when it finds nothing',
    (kind) => {
      const value = `${'z'.repeat(1_000_000)}`;
      const {found, text} = lookup(kind, value, 'en', site);
      expect(found).toBe(false);
      expect(text).toContain('z'.repeat(maxEcho - 1));
      expect(text).not.toContain('z'.repeat(maxEcho));
    },
  );
});
