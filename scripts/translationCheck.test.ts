import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {locales} from '../src/config/site';
import {copySite} from './regenerateTranslations';
import {findTranslationProblems} from './translationCheck';

const french = locales.find((l) => l.code === 'fr')!;

// The check itself, run on a copy of this site with two mistakes made on purpose.
describe('findTranslationProblems', () => {
  let site = '';
  let problems: string[] = [];

  beforeAll(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'bramble-i18n-check-'));
    copySite('.', site);
    // A new visible string that nobody translated.
    fs.mkdirSync(path.join(site, 'src/components/TranslationProbe'));
    fs.writeFileSync(
      path.join(site, 'src/components/TranslationProbe/index.tsx'),
      `import React from 'react';
import Translate from '@docusaurus/Translate';
export default function TranslationProbe() {
  return <Translate id="translationProbe.greeting">Hello</Translate>;
}
`,
    );
    // A French page that drops a component its English original uses.
    const page = path.join(site, french.docsDir, 'configuration.mdx');
    const text = fs.readFileSync(page, 'utf8');
    expect(text).toContain('<SecretKey />');
    fs.writeFileSync(page, text.replace('<SecretKey />', 'votre clé secrète'));
    // A French partial (a part of a page, imported by it) that lost a code block.
    const partial = path.join(site, french.docsDir, '_configuration/remove.mdx');
    const partialText = fs.readFileSync(partial, 'utf8');
    expect(partialText).toContain('```html');
    fs.writeFileSync(partial, partialText.replace(/```html[\s\S]*?\n```\n/, ''));
    // A French string with an ordinary space before its colon.
    const codeFile = path.join(site, 'i18n/fr/code.json');
    const messages = JSON.parse(fs.readFileSync(codeFile, 'utf8')) as Record<
      string,
      {message: string}
    >;
    messages['keysNotice.loggedIn']!.message = 'Vos clés : gardez la clé secrète privée.';
    fs.writeFileSync(codeFile, JSON.stringify(messages));
    problems = await findTranslationProblems(site);
  }, 120_000);

  afterAll(() => {
    if (site) fs.rmSync(site, {recursive: true, force: true});
  });

  it('names the id of a new string without a French value', () => {
    expect(problems).toContainEqual(
      expect.stringMatching(/i18n\/fr\/code\.json: "translationProbe\.greeting" has no fr value/),
    );
  });

  it('names the French page that dropped a component', () => {
    expect(problems).toContainEqual(
      expect.stringMatching(/current\/configuration\.mdx: components differ/),
    );
  });

  it('names the French partial that differs from its English original', () => {
    expect(problems).toContainEqual(
      expect.stringMatching(/current\/_configuration\/remove\.mdx: code blocks differ/),
    );
  });

  it('names the French string that breaks French typography', () => {
    expect(problems).toContainEqual(
      expect.stringMatching(/"keysNotice\.loggedIn" needs a no-break space/),
    );
  });

  it('reports nothing else: the rest of the site is translated', () => {
    expect(problems).toHaveLength(4);
  });
});
