import {describe, expect, it} from 'vitest';
import {frenchDataProse, translationMessagesProse} from './stringProse';
import {opaque} from './rules';

describe('the French strings of a data module', () => {
  const source = [
    "export const a = {en: 'Yes: no', fr: 'Oui : non'};",
    'export const b = {fr: "L\'envoi ; voir `x : y` et [la page](/api#a:b)"};',
    "export const c = {fr: `Le ${'jeton'} : \\u00a0!`, label: 'Pas : ceci'};",
    "export const d = {fr: ['janvier', 'février']};",
  ].join('\n');
  const runs = frenchDataProse(source);

  it('are the `fr` values, their code and link marks opaque, `${…}` one word', () => {
    expect(runs.map((run) => run.text)).toEqual([
      'Oui : non',
      `L'envoi ; voir ${opaque.repeat(7)} et ${opaque}la page${opaque.repeat(11)}`,
      `Le ${opaque} : \u00a0!`,
      'janvier',
      'février',
    ]);
  });

  it('keep the place of each character in the file, escapes included', () => {
    const [first, , template] = runs;
    expect(source[first!.offsets[4]!]).toBe(':');
    const bang = template!.text.indexOf('!');
    expect(source[template!.offsets[bang]!]).toBe('!');
    expect(source.slice(template!.offsets[bang - 1]!, template!.offsets[bang - 1]! + 6)).toBe(
      '\\u00a0',
    );
  });
});

describe('the messages of a translation file', () => {
  it('are the `message` values, without descriptions, HTML tags opaque', () => {
    const json = JSON.stringify(
      {
        a: {message: 'Réessayer ?', description: 'Not: this'},
        b: {message: 'Lire <a href="/fr/x">le guide</a> : ici'},
      },
      null,
      2,
    );
    const runs = translationMessagesProse(json);
    expect(runs.map((run) => run.text)).toEqual([
      'Réessayer ?',
      `Lire ${opaque.repeat(16)}le guide${opaque.repeat(4)} : ici`,
    ]);
    expect(json[runs[0]!.offsets[10]!]).toBe('?');
  });
});
