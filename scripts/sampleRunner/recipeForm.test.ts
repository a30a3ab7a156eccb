import {describe, expect, it} from 'vitest';
import type {LoggedRequest} from '../../api-stub/server';
import {formAnswerProblems, pageForm, type PageForm} from './recipeForm';

const page = (form: string) =>
  `<!doctype html><html><body><form action="/search"><input name="q" /></form>${form}</body></html>`;

describe('pageForm', () => {
  it.each([
    {
      name: 'the form that holds the widget, its absolute action',
      form: '<form action="/contact.php" method="POST"><div class="bramble" data-sitekey="k"></div></form>',
      expected: {url: 'http://127.0.0.1:8000/contact.php', method: 'POST', action: '/contact.php'},
    },
    {
      name: 'a relative action, against the page',
      form: '<form action="contact.php" method="post"><div class="x bramble"></div></form>',
      expected: {url: 'http://127.0.0.1:8000/contact.php', method: 'POST', action: 'contact.php'},
    },
    {
      name: 'no action: the page itself',
      form: '<form method="post"><div class="bramble"></div></form>',
      expected: {url: 'http://127.0.0.1:8000/', method: 'POST', action: ''},
    },
    {
      name: 'no method: GET, as a browser sends it',
      form: '<form action="/contact"><div class="bramble"></div></form>',
      expected: {url: 'http://127.0.0.1:8000/contact', method: 'GET', action: '/contact'},
    },
  ])('$name', ({form, expected}) => {
    expect(pageForm(page(form), 'http://127.0.0.1:8000/')).toEqual(expected);
  });

  it('takes the first form when none holds the widget', () => {
    expect(pageForm(page(''), 'http://127.0.0.1:8000/').url).toBe('http://127.0.0.1:8000/search');
  });

  it('throws for a page without a form', () => {
    expect(() => pageForm('<p>Hello</p>', 'http://127.0.0.1:8000/')).toThrow(/holds no form/);
  });
});

describe('formAnswerProblems', () => {
  const form: PageForm = {url: 'http://127.0.0.1:8000/contact', method: 'POST', action: '/contact'};
  const html = page('<form action="/contact" method="POST"><div class="bramble"></div></form>');
  const verification = (response: string, success: boolean): LoggedRequest => ({
    at: '2026-01-01T00:00:00Z',
    method: 'POST',
    path: '/siteverify',
    scheme: 'https',
    contentType: 'application/x-www-form-urlencoded',
    fields: {response: [response]},
    rawBody: '',
    status: 200,
    answer: {success},
  });

  it('accepts an accepted form whose token siteverify verified', () => {
    const answer = {accepted: true, status: 200, body: 'Thank you'};
    expect(formAnswerProblems(form, answer, html, 'tok', [verification('tok', true)])).toEqual([]);
  });

  it('accepts a refusal without any verification', () => {
    const answer = {accepted: false, status: 403, body: 'Refused'};
    expect(formAnswerProblems(form, answer, html, '', [])).toEqual([]);
  });

  it('names an accepted form that no verification of its token backs', () => {
    const answer = {accepted: true, status: 200, body: 'Thank you'};
    for (const requests of [[], [verification('other', true)], [verification('tok', false)]])
      expect(formAnswerProblems(form, answer, html, 'tok', requests)).toEqual([
        'accepted the form sent to "/contact" (HTTP 200) without siteverify verifying its token',
      ]);
  });

  it('names a form answered with the page itself', () => {
    const answer = {accepted: true, status: 200, body: `${html}\n`};
    expect(formAnswerProblems(form, answer, html, 'tok', [])).toEqual([
      'the form\'s action "/contact" answered HTTP 200 with the page itself: the form never reaches the server\'s script',
      'accepted the form sent to "/contact" (HTTP 200) without siteverify verifying its token',
    ]);
  });
});
