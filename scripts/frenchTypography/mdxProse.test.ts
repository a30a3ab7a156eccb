import {describe, expect, it} from 'vitest';
import {mdxProse} from './mdxProse';
import {opaque} from './rules';

const texts = (source: string, mdx = true): string[] =>
  mdxProse(source, {mdx}).map((run) => run.text);

const page = [
  '---',
  'title: "Les clés : où les trouver"',
  'description: Une page ; sans guillemets',
  'slug: /a:b',
  '---',
  '',
  "import Tabs from '@theme/Tabs';",
  'export const x = {a: 1};',
  '',
  '## Vérifier le jeton {#verify}',
  '',
  'Envoyez `secret : x` à <DashboardLink href="/a?b=c : d">votre tableau de bord</DashboardLink> :',
  '',
  '- une valeur {props.value ? 1 : 2} ; voir [la page](https://a.example/?x=1 "titre : x")',
  '',
  ':::note[Attention : titre]',
  'Dans une note !',
  ':::',
  '',
  '<Tabs groupId="server-language">',
  '<TabItem value="node" label="Node : js">',
  '',
  '```js partial="le corps d\'une fonction ; rien de plus"',
  'const a = b ? c : d; // ok ; ok',
  '```',
  '',
  '</TabItem>',
  '</Tabs>',
  '',
  '![une image : x](/img/x.png)',
  '',
  'Appuyez sur <kbd>Échap</kbd> ; <code>a ; b</code>',
  '',
  '<pre>a ; b</pre>',
].join('\n');

describe('the prose of an MDX page', () => {
  it('is its text, front matter title and description included, in order', () => {
    expect(texts(page)).toEqual([
      'Les clés : où les trouver',
      'Une page ; sans guillemets',
      'Vérifier le jeton',
      `Envoyez ${opaque} à votre tableau de bord :`,
      `une valeur ${opaque} ; voir la page`,
      'Attention : titre',
      'Dans une note !',
      "le corps d'une fonction ; rien de plus",
      opaque,
      `Appuyez sur ${opaque} ; ${opaque}`,
      opaque,
    ]);
  });

  it("places each character at its offset in the file, a code block's caption included", () => {
    for (const run of mdxProse(page)) {
      [...run.text].forEach((char, i) => {
        if (char !== opaque) expect(page[run.offsets[i]!]).toBe(char);
      });
    }
  });

  it('keeps the places of a list item that runs over several indented lines', () => {
    const source = '- premier ;\n  second :\n  > cité';
    const [run] = mdxProse(source);
    expect(run!.text).toBe('premier ;\nsecond :');
    expect(source[run!.offsets[run!.text.indexOf(':')]!]).toBe(':');
  });

  it('reads a Markdown README without MDX: braces and tags are text, code is not', () => {
    expect(texts('# Titre : x\n\nUn {mot} ; `code : x`\n\n```bash\na ; b\n```', false)).toEqual([
      'Titre : x',
      `Un {mot} ; ${opaque}`,
    ]);
  });
});
