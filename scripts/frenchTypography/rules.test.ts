import {describe, expect, it} from 'vitest';
import {frenchTypographyProblems, maskNonProse, opaque} from './rules';

const nnbsp = '\u202F';
const nbsp = '\u00A0';

/** The rules a text breaks, each with the character it points at. */
const broken = (text: string): string[] =>
  frenchTypographyProblems(text).map(({rule, index}) => `${rule} @${index}`);

describe('French typography rules', () => {
  it.each([
    ['Vraiment ?', 'space before ? @8'],
    ['Vraiment?', 'space before ? @8'],
    [`Vraiment${nbsp}?`, 'space before ? @8'],
    ['Attention !', 'space before ! @9'],
    ['un point-virgule ; puis', 'space before ; @16'],
    [`Concrètement : voici`, 'space before : @12'],
    [`Concrètement: voici`, 'space before : @12'],
    [`Ceci :`, 'space before : @4'],
    [`${opaque} : une valeur`, 'space before : @1'],
    ['une case nommée « Je suis un humain »', 'space after « @17,space before » @35'],
    [`« Je${nnbsp}»`, 'space after « @1'],
    [`«${nnbsp}Je »`, 'space before » @4'],
    [`«Je${nnbsp}»`, 'space after « @1'],
    ['une limite de 2 048 caractères', 'thousands separator @15'],
    ['1 000 visites', 'thousands separator @1'],
    ['disponible à 99,9 %', 'space before % @17'],
    ['disponible à 50%', 'space before % @15'],
    ['valable 120 s, pas plus', 'space before unit @11'],
    ['une pause de 500ms', 'space before unit @16'],
    [`un zip de 12 ko`, 'space before unit @12'],
    ['390 px de large', 'space before unit @3'],
  ])('flags %j', (text, problem) => {
    expect(broken(text).join()).toEqual(problem);
  });

  it('flags every plain space of a long number, and the one before its unit', () => {
    expect(broken('1 000 000 Mo')).toEqual([
      'thousands separator @1',
      'thousands separator @5',
      'space before unit @9',
    ]);
  });

  it('says what is there and what is needed', () => {
    expect(frenchTypographyProblems(`Vraiment${nbsp}?`)[0]!.message).toBe(
      'a no-break space (U+00A0) before "?", needs a narrow no-break space (U+202F)',
    );
    expect(frenchTypographyProblems('Note:')[0]!.message).toBe(
      'no space before ":", needs a no-break space',
    );
  });

  it.each([
    `Vraiment${nnbsp}? Oui${nnbsp}! Puis${nnbsp}; enfin`,
    `Concrètement${nbsp}: voici, ou${nnbsp}: voilà`,
    `une case nommée «${nnbsp}Je suis un humain${nnbsp}»`,
    `2${nbsp}048 caractères, 1${nnbsp}000 visites, 99,9${nbsp}%, 120${nbsp}s, 2${nbsp}048${nbsp}ko`,
    'Ouvrez http://127.0.0.1:8000/ ou https://bramble.example/a?hl=fr&x=1 dans le navigateur.',
    'le lien https://a.example/?delay=120s&size=2%25 ou https://a.example/#!/page !'.replace(
      ' !',
      '\u202F!',
    ),
    'des noms comme app2 ko, v3 Mo, x86 h ou build-2 s ne sont pas des tailles',
    'à 12:30 précises, au format 16:9, un contraste de 4,5:1',
    'la méthode Foo::bar et le sélecteur a:hover',
    `${opaque}!important ne s'applique pas, ni ?hl=fr seul`,
    "l'image ![logo](/img/logo.png) reste",
    ': une définition en début de ligne',
    'première ligne\n: une définition',
    ':::note',
    `Quoi${nnbsp}?! Vraiment${nnbsp}?…`,
    'la version 3.10 de Docusaurus, puis 20.6 ou plus récent',
    'une disponibilité de 99,9 sur cent',
    'en 2026, au 10 novembre 2026, depuis 1999',
    'la clé 10000000-0000-4000-8000-000000000001 et 0x1000000000000000000000000000000000000001',
    'la couleur #1f7a4d, et 0x4000000000000000000000000000000000000004',
    'un émoji :tada: dans le texte',
    `Compte${nbsp}: {account}, {count} éléments`,
    'h1 et h2, un H264 s’affiche, mp3 et 2FA, 3D, le 1er, le 2e',
    "les 3 s'ajoutent, 2 ou 3, 10 minutes, 5 octets, 2 hommes",
  ])('passes %j', (text) => {
    expect(broken(text)).toEqual([]);
  });

  it('masks URLs, keys, colours, shortcodes and placeholders without moving anything', () => {
    const text = 'voir https://a.example/?x=1 : la clé 0xabc, #fff, :tada: et {name}.';
    const masked = maskNonProse(text);
    expect(masked).toHaveLength(text.length);
    expect(masked).not.toMatch(/https|0xabc|#fff|tada|name/);
    expect(masked.indexOf(' : ')).toBe(text.indexOf(' : '));
  });
});
