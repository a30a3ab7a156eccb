import {describe, expect, it} from 'vitest';
import {mdxProse} from './mdxProse';
import {typographyReport} from './report';

describe('the typography report of a file', () => {
  it('names the file, line and column, what is wrong, and the text around it', () => {
    const source =
      '---\ntitle: "Titre"\n---\n\nUne phrase assez longue pour être coupée : oui\u00a0;\n';
    expect(typographyReport('page.mdx', source, mdxProse(source))).toEqual([
      'page.mdx:5:41 a plain space before ":", needs a no-break space: "… longue pour être coupée : oui[nbsp];"',
      'page.mdx:5:47 a no-break space (U+00A0) before ";", needs a narrow no-break space (U+202F): "…e pour être coupée : oui[nbsp];"',
    ]);
  });

  it('is empty for a file that follows the rules', () => {
    const source = 'Très bien\u00a0: oui\u202f!\n';
    expect(typographyReport('page.mdx', source, mdxProse(source))).toEqual([]);
  });
});
