import {describe, expect, it} from 'vitest';
import type {Language} from '../../data/languages';
import {filterLanguages} from './filterLanguages';

const languages: Language[] = [
  {code: 'fr', name: {en: 'French', fr: 'français'}, native: 'français'},
  {
    code: 'fr-CA',
    name: {en: 'French (Canada)', fr: 'français (Canada)'},
    native: 'français (Canada)',
  },
  {code: 'el', name: {en: 'Greek', fr: 'grec'}, native: 'Ελληνικά'},
  {code: 'de', name: {en: 'German', fr: 'allemand'}, native: 'Deutsch'},
];
const codes = (query: string, locale = 'en'): string[] =>
  filterLanguages(languages, query, locale).map((l) => l.code);

describe('filterLanguages', () => {
  it('keeps every language for a blank query', () => {
    expect(codes('  ')).toEqual(['fr', 'fr-CA', 'el', 'de']);
  });

  it.each([
    {query: 'FR-ca', expected: ['fr-CA']},
    {query: 'francais', expected: ['fr', 'fr-CA']},
    {query: 'ελλ', expected: ['el']},
    {query: 'deutsch', expected: ['de']},
    {query: 'german', expected: ['de']},
    {query: 'klingon', expected: []},
  ])('finds $query by code, name or native name, without case or accents', ({query, expected}) => {
    expect(codes(query)).toEqual(expected);
  });

  it('also finds the name in the reader’s locale', () => {
    expect(codes('allemand', 'fr')).toEqual(['de']);
    expect(codes('allemand', 'en')).toEqual([]);
  });
});
