import {describe, expect, it} from 'vitest';
import {announcement, announcementId} from './announcement';

describe('announcement', () => {
  it.each([
    {name: 'English', input: 'en', expected: /every Bramble plan.*href="\/invisible"/},
    {name: 'French', input: 'fr', expected: /toutes les offres.*href="\/fr\/invisible"/},
    {name: 'unknown locale falls back to English', input: 'de', expected: /every Bramble plan/},
  ])('$name', ({input, expected}) => {
    const bar = announcement(input);
    expect(bar.content).toMatch(expected);
    expect(bar).toMatchObject({id: announcementId, isCloseable: true});
  });
});
