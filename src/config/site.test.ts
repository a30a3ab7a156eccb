import {describe, expect, it} from 'vitest';
import {docsActiveBaseRegex, localeOfPath, localizedPath, locales} from './site';

describe('docsActiveBaseRegex', () => {
  const docsActive = new RegExp(docsActiveBaseRegex);
  it.each([
    {name: 'home', input: '/', expected: true},
    {name: 'a docs page', input: '/api', expected: true},
    {name: 'a docs page with a slash', input: '/configuration/', expected: true},
    {name: 'FAQ', input: '/faq', expected: false},
    {name: 'FAQ with a slash', input: '/faq/', expected: false},
    {name: 'below FAQ', input: '/faq/billing', expected: false},
    {name: 'a page that only starts with faq', input: '/faqs', expected: true},
    {name: 'enterprise folder', input: '/enterprise/rqdata', expected: false},
    {name: 'enterprise itself', input: '/enterprise', expected: false},
    {name: 'the public enterprise overview', input: '/ent_overview', expected: true},
    {name: 'French home', input: '/fr/', expected: true},
    {name: 'French docs page', input: '/fr/api', expected: true},
    {name: 'French FAQ', input: '/fr/faq', expected: false},
    {name: 'French enterprise folder', input: '/fr/enterprise/rqdata', expected: false},
    {name: 'a French-looking section', input: '/frog/faq', expected: true},
    {name: 'search page', input: '/search', expected: true},
  ])('$name: $input → $expected', ({input, expected}) => {
    expect(docsActive.test(input)).toBe(expected);
  });
});

describe('localeOfPath', () => {
  it.each([
    {input: '/', expected: 'en'},
    {input: '/api', expected: 'en'},
    {input: '/fr', expected: 'fr'},
    {input: '/fr/', expected: 'fr'},
    {input: '/fr/api/nope', expected: 'fr'},
    {input: '/frog', expected: 'en'},
  ])('$input is $expected', ({input, expected}) => {
    expect(localeOfPath(input).code).toBe(expected);
  });
});

describe('localizedPath', () => {
  const [en, fr] = locales as [(typeof locales)[0], (typeof locales)[0]];
  it.each([
    {locale: en, route: '/', expected: '/'},
    {locale: en, route: '/api', expected: '/api'},
    {locale: fr, route: '/', expected: '/fr/'},
    {locale: fr, route: '/api', expected: '/fr/api'},
  ])('$route in $locale.code is $expected', ({locale, route, expected}) => {
    expect(localizedPath(locale, route)).toBe(expected);
  });
});
