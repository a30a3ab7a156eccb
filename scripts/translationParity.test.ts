import {describe, expect, it} from 'vitest';
import {compareShapes, pageShape, untranslatedMessages} from './translationParity';

const components = ['SiteKey', 'SecretKey', 'KeysNotice', 'DashboardLink'];

const english = `---
title: Verify
slug: /api
---
Intro with <SiteKey />, from the <DashboardLink>dashboard</DashboardLink>.

## Request {#request}

\`\`\`bash
curl -d "secret=YOUR_SECRET_KEY"
## not a heading {#inside-code}
\`\`\`

### Fields {#fields}
`;

describe('pageShape', () => {
  it('reads headings, components and code languages, ignoring code content', () => {
    expect(pageShape(english, components)).toEqual({
      frontMatterKeys: ['slug', 'title'],
      slug: '/api',
      headings: ['h2#request', 'h3#fields'],
      components: ['SiteKey', 'DashboardLink'],
      codeLanguages: ['bash'],
    });
  });
});

describe('compareShapes', () => {
  const base = pageShape(english, components);
  it.each([
    {
      name: 'a faithful translation',
      french: english.replace('Intro with', 'Intro avec'),
      expected: [],
    },
    {
      name: 'a changed slug',
      french: english.replace('slug: /api', 'slug: /fr-api'),
      expected: [/slug differs/],
    },
    {
      name: 'a missing heading',
      french: english.replace('### Fields {#fields}', ''),
      expected: [/headings differ/],
    },
    {
      name: 'a renamed anchor',
      french: english.replace('{#fields}', '{#champs}'),
      expected: [/headings differ/],
    },
    {
      name: 'a dashboard link written by hand',
      french: english.replace(
        '<DashboardLink>dashboard</DashboardLink>',
        '[tableau de bord](https://x.example)',
      ),
      expected: [/components differ/],
    },
    {
      name: 'a dropped key component',
      french: english.replace('<SiteKey />', 'la clé'),
      expected: [/components differ/],
    },
    {
      name: 'a different code language',
      french: english.replace('```bash', '```sh'),
      expected: [/code blocks differ/],
    },
  ])('$name', ({french, expected}) => {
    const problems = compareShapes(base, pageShape(french, components));
    expect(problems).toHaveLength(expected.length);
    expected.forEach((pattern, i) => expect(problems[i]).toMatch(pattern));
  });

  it('flags headings without explicit ids', () => {
    const plain = pageShape('## Request\n', components);
    expect(compareShapes(plain, plain)).toEqual(['headings without an explicit {#id}: 1']);
  });
});

describe('untranslatedMessages', () => {
  const en = {
    a: {message: 'Login'},
    b: {message: 'FAQ'},
    c: {message: 'Search'},
    d: {message: 'Close'},
  };
  it('reports missing, empty and unchanged strings, but not words shared by both languages', () => {
    const fr = {a: {message: 'Login'}, b: {message: 'FAQ'}, c: {message: ' '}};
    expect(untranslatedMessages(en, fr, new Set(['FAQ']))).toEqual(['a', 'c', 'd']);
  });
});

describe('pageShape with the registry', () => {
  it('reads props, across lines, and leaves out the translated label', () => {
    const page =
      '<PlanSetupTable plan="pro" />\n<TabItem\n  value="node"\n  label="Node.js">\n</TabItem>\n';
    expect(pageShape(page, ['PlanSetupTable', 'TabItem']).components).toEqual([
      'PlanSetupTable plan="pro"',
      'TabItem value="node"',
    ]);
  });

  it('flags a twin that renders other data, but not a translated tab label', () => {
    const names = ['Tabs', 'TabItem', 'PlanSetupTable'];
    const page =
      '<PlanSetupTable plan="pro" />\n<Tabs groupId="server-language">\n<TabItem value="go" label="Go">\n</TabItem>\n</Tabs>\n';
    const shape = pageShape(page, names);
    const relabelled = pageShape(page.replace('label="Go"', 'label="Go (langage)"'), names);
    const otherPlan = pageShape(page.replace('plan="pro"', 'plan="enterprise"'), names);
    const otherGroup = pageShape(page.replace('server-language', 'server'), names);
    expect(compareShapes(shape, relabelled)).toEqual([]);
    expect(compareShapes(shape, otherPlan)).toEqual([expect.stringMatching(/components differ/)]);
    expect(compareShapes(shape, otherGroup)).toEqual([expect.stringMatching(/components differ/)]);
  });

  it('tracks only the components it is given, so a new registry entry is compared too', () => {
    const page = '<Tabs>\n<SiteKey />\n</Tabs>\n<Unregistered />\n';
    expect(pageShape(page, ['SiteKey']).components).toEqual(['SiteKey']);
    expect(pageShape(page, ['SiteKey', 'Tabs']).components).toEqual(['Tabs', 'SiteKey']);
  });

  it('compares the MDX partials a page imports and where it shows them', () => {
    const page =
      "import VerifyExamples from './_api/examples.mdx';\n\n## Examples {#examples}\n\n<VerifyExamples />\n";
    const shape = pageShape(page, ['SiteKey']);
    expect(shape.components).toEqual([
      'import VerifyExamples from ./_api/examples.mdx',
      'VerifyExamples',
    ]);
    const dropped = pageShape(page.replace('<VerifyExamples />', 'Exemples.'), ['SiteKey']);
    expect(compareShapes(shape, dropped)).toEqual([expect.stringMatching(/components differ/)]);
    const other = pageShape(page.replace('_api/examples', '_api/other'), ['SiteKey']);
    expect(compareShapes(shape, other)).toEqual([expect.stringMatching(/components differ/)]);
  });
});
