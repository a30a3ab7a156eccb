import {scoreQueries} from './scoreQueries';

const queries = [
  {query: 'test keys', accept: ['/testing']},
  {query: 'verify', accept: ['/api']},
  {query: 'django', accept: ['/integrations/django', '/integrations']},
  {query: 'nothing', accept: ['/faq']},
];

test('counts a hit at 1 and at 3 by the first accepted page, whichever of them it is', () => {
  const score = scoreQueries(queries, [
    ['/testing', '/api'],
    ['/', '/faq', '/api'],
    ['/integrations', '/integrations/django'],
    [],
  ]);
  expect(score.hitAt1).toBe(2 / 4);
  expect(score.hitAt3).toBe(3 / 4);
  expect(score.misses).toEqual([
    {query: 'verify', accept: ['/api'], got: ['/', '/faq', '/api'], rank: 3},
    {query: 'nothing', accept: ['/faq'], got: [], rank: null},
  ]);
});

test('a page ranked fourth is a miss at 3', () => {
  const score = scoreQueries([queries[0]!], [['/', '/api', '/faq', '/testing']]);
  expect(score).toMatchObject({hitAt1: 0, hitAt3: 0, misses: [{rank: 4}]});
});

test('refuses an empty set or a ranking missing', () => {
  expect(() => scoreQueries([], [])).toThrow(/empty/);
  expect(() => scoreQueries(queries, [[]])).toThrow(/one ranking per query/);
});
