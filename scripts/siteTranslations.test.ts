import {describe, expect, it} from 'vitest';
import {findTranslationProblems} from './translationCheck';

// The check on the site itself: `npm test` fails here, naming each id or page, when a string or
// a French page is missing (`npm run i18n:check` prints the same list).
describe('this site', () => {
  it('has every page twin in shape and every string translated', async () => {
    expect(await findTranslationProblems('.')).toEqual([]);
  }, 120_000);
});
