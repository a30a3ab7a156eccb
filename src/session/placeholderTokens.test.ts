// Keys are put into code per Prism token (src/theme/CodeBlock/Line/Token): that only works if
// every placeholder of every code sample lies inside one token, in both locales.
import {createRequire} from 'node:module';
import {Prism} from 'prism-react-renderer';
import {siteCodeSamples} from '../../scripts/codeSamples/checkCodeSamples';
import {additionalPrismLanguages} from '../config/codeThemes';
import {secretKeyPlaceholder, siteKeyPlaceholder} from './keys';

const require = createRequire(import.meta.url);

// Loads the site's extra languages into prism-react-renderer's Prism, as Docusaurus does.
const globals = globalThis as {Prism?: unknown};
globals.Prism = Prism;
for (const language of additionalPrismLanguages) {
  if (language === 'php') require('prismjs/components/prism-markup-templating.js');
  require(`prismjs/components/prism-${language}`);
}
delete globals.Prism;

type Token = string | Prism.Token;

/** The text of every leaf token, in order. */
function leafTexts(tokens: Token[]): string[] {
  return tokens.flatMap((token) => {
    if (typeof token === 'string') return [token];
    const content = token.content as Token | Token[];
    return Array.isArray(content) ? leafTexts(content) : leafTexts([content]);
  });
}

const samples = siteCodeSamples('.').filter(
  (s) => s.code.includes(siteKeyPlaceholder) || s.code.includes(secretKeyPlaceholder),
);

describe('placeholders in highlighted code', () => {
  it('are in enough samples to matter', () => {
    expect(samples.length).toBeGreaterThan(50);
  });

  it('each lie within a single token, whatever the language', () => {
    const split: string[] = [];
    for (const sample of samples) {
      const grammar = Prism.languages[sample.language];
      const texts = grammar ? leafTexts(Prism.tokenize(sample.code, grammar)) : [sample.code];
      for (const placeholder of [siteKeyPlaceholder, secretKeyPlaceholder]) {
        const inCode = sample.code.split(placeholder).length - 1;
        const inTokens = texts.reduce((n, t) => n + t.split(placeholder).length - 1, 0);
        if (inTokens !== inCode) split.push(`${sample.file}:${sample.line} (${sample.language})`);
      }
    }
    expect(split).toEqual([]);
  });
});
