import {joinedWeight, queryVariants, synonymMap, synonymWeight} from './queryVariants';

const synonyms = synonymMap([
  ['verify', 'siteverify'],
  ['key', 'clé'],
]);

test('maps each word of a group to the others', () => {
  expect(synonyms.get('verify')).toEqual(['siteverify']);
  expect(synonyms.get('clé')).toEqual(['key']);
  expect(synonyms.get('token')).toBeUndefined();
});

test('reads the words typed first, at full weight', () => {
  expect(queryVariants(['token'], synonyms)).toEqual([{tokens: ['token'], weight: 1}]);
});

test('joins two neighbouring words into the identifiers they may stand for', () => {
  expect(queryVariants(['idempotency', 'key', 'header'], new Map())).toEqual([
    {tokens: ['idempotency', 'key', 'header'], weight: 1},
    {tokens: ['idempotency_key', 'header'], weight: joinedWeight},
    {tokens: ['idempotencykey', 'header'], weight: joinedWeight},
    {tokens: ['idempotency', 'key_header'], weight: joinedWeight},
    {tokens: ['idempotency', 'keyheader'], weight: joinedWeight},
  ]);
});

test('swaps one word at a time for a synonym, at a lower weight, never twice the same reading', () => {
  const variants = queryVariants(['verify', 'key'], synonyms);
  expect(variants).toContainEqual({tokens: ['siteverify', 'key'], weight: synonymWeight});
  expect(variants).toContainEqual({tokens: ['verify', 'clé'], weight: synonymWeight});
  expect(variants).not.toContainEqual(expect.objectContaining({tokens: ['siteverify', 'clé']}));
  const readings = variants.map((v) => v.tokens.join(' '));
  expect(new Set(readings).size).toBe(readings.length);
});
