import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {locales} from '../src/config/site';
import {copySite} from './regenerateTranslations';
import {findTranslationProblems} from './translationCheck';

const english = locales.find((l) => l.code === 'en')!;
const french = locales.find((l) => l.code === 'fr')!;

// The check run once, on a copy of this site with four mistakes made on purpose: it must name
// each of them, and nothing else, which is the check of the site itself (`npm test` fails here,
// naming each id or page, when a string or a French page is missing; `npm run i18n:check` prints
// the same list for the site as it is). One run instead of two: regenerating the translation
// files runs Docusaurus's write-translations once per locale, the bulk of the content stage.
describe('findTranslationProblems', () => {
  let site = '';
  let problems: string[] = [];

  beforeAll(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'bramble-i18n-check-'));
    copySite('.', site);
    // Each mistake is made in a file of its own, so that none hides a real problem of the site
    // in the same place. Two new visible strings: one nobody translated, one translated with an
    // ordinary space before its colon.
    fs.mkdirSync(path.join(site, 'src/components/TranslationProbe'));
    fs.writeFileSync(
      path.join(site, 'src/components/TranslationProbe/index.tsx'),
      `import React from 'react';
import Translate from '@docusaurus/Translate';
export default function TranslationProbe() {
  return (
    <p>
      <Translate id="translationProbe.greeting">Hello</Translate>
      <Translate id="translationProbe.farewell">Goodbye: see you soon</Translate>
    </p>
  );
}
`,
    );
    const codeFile = path.join(site, 'i18n/fr/code.json');
    const messages = JSON.parse(fs.readFileSync(codeFile, 'utf8')) as Record<
      string,
      {message: string}
    >;
    messages['translationProbe.farewell'] = {message: 'Au revoir : à bientôt'};
    fs.writeFileSync(codeFile, JSON.stringify(messages));
    // A page with a partial (a part of a page, imported by it), whose French twin drops a
    // component and whose French partial lost a code block.
    const probePage = (body: string): string =>
      `---\ntitle: Probe\ndescription: A page made by the translation check's test.\nslug: /translation-probe\n---\n\nimport ProbePart from './_translation-probe/part.mdx';\n\n${body}\n\n<ProbePart />\n`;
    const probePartial = '```html\n<div class="bramble"></div>\n```\n';
    for (const [dir, body, partialText] of [
      [english.docsDir, 'Your secret key is <SecretKey />.', `Text.\n\n${probePartial}`],
      [french.docsDir, 'Votre clé secrète.', 'Texte.\n'],
    ] as const) {
      fs.mkdirSync(path.join(site, dir, '_translation-probe'));
      fs.writeFileSync(path.join(site, dir, 'translation-probe.mdx'), probePage(body));
      fs.writeFileSync(path.join(site, dir, '_translation-probe/part.mdx'), partialText);
    }
    problems = await findTranslationProblems(site);
  });

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
      expect.stringMatching(/current\/translation-probe\.mdx: components differ/),
    );
  });

  it('names the French partial that differs from its English original', () => {
    expect(problems).toContainEqual(
      expect.stringMatching(/current\/_translation-probe\/part\.mdx: code blocks differ/),
    );
  });

  it('names the French string that breaks French typography', () => {
    expect(problems).toContainEqual(
      expect.stringMatching(/"translationProbe\.farewell" needs a no-break space/),
    );
  });

  it('reports nothing else: the rest of the site is translated and every twin in shape', () => {
    const planted = [
      /"translationProbe\.greeting" has no fr value/,
      /current\/translation-probe\.mdx: components differ/,
      /current\/_translation-probe\/part\.mdx: code blocks differ/,
      /"translationProbe\.farewell" needs a no-break space/,
    ];
    expect(problems.filter((problem) => !planted.some((p) => p.test(problem)))).toEqual([]);
    expect(problems).toHaveLength(planted.length);
  });
});
