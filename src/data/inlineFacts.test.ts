import {describe, expect, it} from 'vitest';
import {inlineFactNames, inlineFactText} from './inlineFacts';
import {keyRules} from './keys';

describe('inlineFactText', () => {
  it('writes text in the locale asked for, and numbers and product messages as they are', () => {
    expect(inlineFactText('checkboxLabel', 'en')).toBe('I am human');
    expect(inlineFactText('checkboxLabel', 'fr')).toBe('Je suis un humain');
    expect(inlineFactText('secretRotationOverlap', 'fr')).toBe(
      `${keyRules.secretRotationOverlapHours}\u00A0heures`,
    );
    expect(inlineFactText('hostnamesPerSite', 'fr')).toBe(String(keyRules.hostnamesPerSite));
    expect(inlineFactText('hostnameLimitRefusal', 'fr')).toBe(
      `A site lists at most ${keyRules.hostnamesPerSite} hostnames`,
    );
  });

  it('refuses a name the data does not have, naming the ones it has', () => {
    expect(() => inlineFactText('checkbox', 'en')).toThrow(/must be one of secretRotationOverlap/);
    expect(() => inlineFactText('toString', 'en')).toThrow(/must be one of/);
  });

  it('has words for every name in both locales', () => {
    for (const name of inlineFactNames) {
      expect(inlineFactText(name, 'en')).not.toBe('');
      expect(inlineFactText(name, 'fr')).not.toBe('');
    }
  });
});
