import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docsRoutes} from '../src/config/docsRoutes';
import {extractCodeSamples, metaAttribute} from './codeSamples/extractCodeSamples';
import {locales, unpublishedDocsFolders} from '../src/config/site';
import {inlinePartials, isPartialFile, whereInSources} from '../src/lib/mdxPartials';
import {languages} from '../src/data/languages';
import {integrations} from '../src/data/integrations';
import {sdks} from '../src/data/sdks';
import {clientErrorCodes} from '../src/data/clientErrorCodes';
import {allTestKeys, testKeyValues} from '../src/data/testKeys';
import {verifyErrorCodes} from '../src/data/verifyErrorCodes';
import {serverLanguages as serverLanguageData} from '../src/data/serverLanguages';
import {
  cspSampleProblems,
  faqQuestions,
  handWrittenTables,
  headingIds,
  mermaidDiagrams,
  proseLines,
  sectionsById,
  serverLanguages,
  statedLanguageCounts,
  statedVersions,
  tabsProblems,
  testKeyLiteralsInCode,
  testKeyLiteralsInProse,
  verifiesInEveryLanguage,
} from './docsContent';

const page = `---
title: T
description: D
---
Intro.

| Code | Cause |
|---|---|

\`\`\`text
| not | a table |
\`\`\`

\`\`\`mermaid
flowchart LR
  A --> B
\`\`\`
`;

describe('proseLines', () => {
  it('leaves out front matter and code', () => {
    expect(proseLines(page).map((p) => p.line)).toEqual([5, 6, 7, 8, 9, 13, 18]);
  });
});

describe('handWrittenTables', () => {
  it('finds Markdown table rows outside code', () => {
    expect(handWrittenTables(page)).toEqual([7, 8]);
  });
});

describe('mermaidDiagrams', () => {
  it('finds mermaid blocks with their text alternative', () => {
    const described =
      '```mermaid\nflowchart LR\n  accTitle: Two steps\n  accDescr: A leads to B\n  A --> B\n```\n';
    expect(mermaidDiagrams(`${page}\n${described}`)).toEqual([
      {title: undefined, description: undefined},
      {title: 'Two steps', description: 'A leads to B'},
    ]);
  });

  it('leaves out what a diagram does not say', () => {
    expect(mermaidDiagrams('```mermaid\nflowchart LR\n  A --> B\n```\n')).toEqual([
      {title: undefined, description: undefined},
    ]);
  });
});

/** The label the site gives a tab value: the data's for server languages. */
const labelOf = (value: string): string =>
  serverLanguageData.find((language) => language.id === value)?.label ?? value;

const tabs = (group: string, values: string[], labels = values.map(labelOf)): string =>
  `<Tabs${group}>\n${values.map((v, i) => `<TabItem value="${v}" label="${labels[i]}">\n\nx\n\n</TabItem>`).join('\n')}\n</Tabs>\n`;

describe('tabsProblems', () => {
  it.each([
    {name: 'all server languages', source: tabs(' groupId="server-language"', serverLanguages)},
    {name: 'some client frameworks', source: tabs(' groupId="client-framework"', ['html', 'vue'])},
  ])('accepts $name', ({source}) => {
    expect(tabsProblems(source)).toEqual([]);
  });

  it.each([
    {name: 'no groupId', source: tabs('', ['html']), problem: /without a groupId/},
    {
      name: 'an unknown group',
      source: tabs(' groupId="lang"', ['go']),
      problem: /unknown tab group/,
    },
    {
      name: 'server languages out of order',
      source: tabs(' groupId="server-language"', ['python', 'node']),
      problem: /expected \[node,python\]/,
    },
    {
      name: 'a server language under another label',
      source: tabs(' groupId="server-language"', ['node', 'go'], ['Node', 'Go']),
      problem: /labels are \[Node,Go\], expected \[Node.js,Go\]/,
    },
    {
      name: 'a missing mobile platform',
      source: tabs(' groupId="mobile-platform"', ['android', 'ios']),
      problem: /expected \[android,ios,flutter,react-native\]/,
    },
    {
      name: 'frameworks out of order',
      source: tabs(' groupId="client-framework"', ['vue', 'html']),
      problem: /expected \[html,vue\]/,
    },
  ])('flags $name', ({source, problem}) => {
    expect(tabsProblems(source)).toEqual([expect.stringMatching(problem)]);
  });
});

describe('verifiesInEveryLanguage', () => {
  it('needs one server-language group with all eight languages', () => {
    expect(verifiesInEveryLanguage(tabs(' groupId="server-language"', serverLanguages))).toBe(true);
    expect(verifiesInEveryLanguage(tabs(' groupId="server-language"', ['node', 'php']))).toBe(
      false,
    );
  });
});

describe('cspSampleProblems', () => {
  const sample = (policy: string): string =>
    `\`\`\`nginx\nadd_header Content-Security-Policy "${policy}";\n\`\`\`\n`;
  const full =
    "script-src 'self' https://js.bramble.example; frame-src 'self' https://*.bramble.example; style-src 'self' https://*.bramble.example; connect-src 'self' https://*.bramble.example";

  it('accepts a policy with every Bramble source, whatever it adds', () => {
    expect(cspSampleProblems(sample(`default-src 'self'; ${full}`))).toEqual([]);
    const withNonce = full.replace("'self' https://js", "'self' 'nonce-abc' https://js");
    expect(cspSampleProblems(sample(withNonce))).toEqual([]);
  });

  it('flags a directive that lost its Bramble source', () => {
    expect(
      cspSampleProblems(
        sample(full.replace("style-src 'self' https://*.bramble.example", "style-src 'self'")),
      ),
    ).toEqual([`line 1: "style-src 'self'" lacks https://*.bramble.example`]);
  });
});

describe('statedLanguageCounts and statedVersions', () => {
  it('read the numbers a page states', () => {
    const source =
      'In 134 languages, en 12 langues.\n\n```kotlin\nval v = "2.1.0" // 99 languages\n```\n';
    expect(statedLanguageCounts(source)).toEqual([134, 12]);
    expect(statedVersions(source)).toEqual(['2.1.0']);
  });
});

describe('sectionsById', () => {
  it('gathers the prose under each h2, h3 included, up to the next h2', () => {
    const source = '## A {#a}\n\nOne.\n\n### A1 {#a1}\n\nTwo.\n\n## B {#b}\n\nThree.\n';
    expect([...sectionsById(source)].map(([id, text]) => [id, text.trim().split(/\s+/)])).toEqual([
      ['a', ['One.', '###', 'A1', '{#a1}', 'Two.']],
      ['b', ['Three.']],
    ]);
  });
});

describe('faqQuestions', () => {
  it('reads each h3 question and the site links of its answer, up to the next heading', () => {
    const faq = `## Keys {#keys}\n\n### Which keys? {#which}\n\nSee [keys](/api#keys) and [x](https://x.example).\n\n### Lost? {#lost}\n\nNo link.\n\n## Next {#next}\n\n[orphan](/faq)\n`;
    expect(faqQuestions(faq)).toEqual([
      {line: 3, question: 'Which keys?', links: ['/api#keys']},
      {line: 7, question: 'Lost?', links: []},
    ]);
  });
});

describe('test key literals', () => {
  const source =
    'Use `10000000-0000-4000-8000-000000000001` here.\n\n```bash\nKEY=0x1000000000000000000000000000000000000001\nTYPO=0x10000000000000000000000000000000000000001\nUUID=8c2e51b4-7f3a-4d5e-9a61-0b7d2c4e9f13\n```\n';

  it('finds those of the code, mistyped ones included, with their lines', () => {
    expect(testKeyLiteralsInCode(source)).toEqual([
      {line: 4, value: '0x1000000000000000000000000000000000000001'},
      {line: 5, value: '0x10000000000000000000000000000000000000001'},
    ]);
  });

  it('finds those of the prose', () => {
    expect(testKeyLiteralsInProse(source)).toEqual([
      {line: 1, value: '10000000-0000-4000-8000-000000000001'},
    ]);
  });
});

describe('headingIds', () => {
  it('reads the explicit ids of the headings, not of code', () => {
    expect(headingIds('## A {#a}\n\n### `code` {#b}\n\n```md\n## C {#c}\n```\n')).toEqual([
      'a',
      'b',
    ]);
  });
});

/** Every test key and token the docs may write: the values of `src/data/testKeys.ts`. */
const knownTestValues = new Set<string>([...allTestKeys, ...Object.values(testKeyValues)]);

/**
 * Pages that still write test keys in their prose by hand, owned by other work in progress (the
 * home page, the FAQ and the integrations split): convert them to `<TestKey name=… />`, then empty
 * this list.
 */
const proseWithHandWrittenKeys = new Set<string>();

describe.each(locales)('the $code docs', (locale) => {
  // Each page with its partials (`_api/examples.mdx`) inlined where their tags stand: the rules
  // hold for what the reader sees; `at` names a partial's own file and line.
  const read = (file: string): string => fs.readFileSync(path.join(locale.docsDir, file), 'utf8');
  const sources = docsRoutes().map(({file, route}) => {
    const inlined = inlinePartials(read(file), file, read);
    const at = (line: number): string => {
      const where = whereInSources(inlined, line);
      return where.startsWith(`${file}:`) ? `${route}:${line}` : `${route} (${where})`;
    };
    return {route, source: inlined.text, partials: inlined.partials, at};
  });
  const sourceFiles = fs
    .readdirSync(locale.docsDir, {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.mdx?$/.test(file))
    .sort();

  it('keep every docs source file, pages and partials, to 600 lines', () => {
    const long = sourceFiles
      .map((file) => ({file, lines: read(file).split('\n').length - 1}))
      .filter(({lines}) => lines > 600)
      .map(({file, lines}) => `${locale.docsDir}/${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('show every partial on a page, where its tag stands', () => {
    const shown = new Set(sources.flatMap(({partials}) => partials));
    const unpublished = (file: string) => unpublishedDocsFolders.includes(file.split('/')[0]!);
    const orphans = sourceFiles.filter(
      (file) => isPartialFile(file) && !unpublished(file) && !shown.has(file),
    );
    expect(orphans).toEqual([]);
  });

  it('hold no fact table written by hand', () => {
    const found = sources.flatMap(({source, at}) =>
      handWrittenTables(source).map((line) => at(line)),
    );
    expect(found).toEqual([]);
  });

  it('put every multi-language example in tabs that follow the reader', () => {
    const found = sources.flatMap(({route, source}) =>
      tabsProblems(source).map((problem) => `${route}: ${problem}`),
    );
    expect(found).toEqual([]);
  });

  it('verify tokens in every server language where a server is involved', () => {
    const verifying = ['/api', '/mobile_app_sdks', '/ent_overview'];
    const without = sources
      .filter(
        ({route, source}) =>
          verifying.includes(route) && !source.includes('groupId="server-language"'),
      )
      .map(({route}) => route);
    expect(without).toEqual([]);
  });

  it('write Content Security Policies that match the data', () => {
    const found = sources.flatMap(({route, source}) =>
      cspSampleProblems(source).map((problem) => `${route}: ${problem}`),
    );
    expect(found).toEqual([]);
  });

  it('state counts and versions as the data gives them', () => {
    // "More than 100" is the product's promise; any other count is the data's.
    const counts = sources.flatMap(({source}) => statedLanguageCounts(source));
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.filter((n) => n !== 100 && n !== languages.length)).toEqual([]);
    const mobile = sources.find(({route}) => route === '/mobile_app_sdks')!;
    const versions = new Set(sdks.map((sdk) => sdk.version));
    expect(statedVersions(mobile.source).filter((v) => !versions.has(v))).toEqual([]);
  });

  it('give each framework recipe a page that names the versions the data gives', () => {
    const missing = integrations.flatMap(({page, requires}) => {
      const recipe = sources.find(({route}) => route === page);
      if (!recipe) return [`${page}: no such page`];
      // Said where the reader installs, not only somewhere on the page.
      const install = sectionsById(recipe.source).get('install') ?? '';
      const intro = recipe.source.split(/^## /m)[0]!;
      return requires
        .filter((version) => !install.includes(version) && !intro.includes(version))
        .map((version) => `${page}: ${version}`);
    });
    expect(missing).toEqual([]);
  });

  it('keep the integration pages to about 600 lines, each recipe with the sections a reader looks for', () => {
    const recipes = sources.filter(({route}) => route.startsWith('/integrations/'));
    expect(recipes.length).toBeGreaterThanOrEqual(integrations.length);
    const long = sources
      .filter(({route}) => route === '/integrations' || route.startsWith('/integrations/'))
      .filter(({source}) => source.split('\n').length > 600)
      .map(({route}) => route);
    expect(long).toEqual([]);
    const incomplete = recipes.flatMap(({route, source}) => {
      const ids = [...sectionsById(source).keys()];
      return ['install', 'test-it']
        .filter((id) => !ids.includes(id))
        .map((id) => `${route}: no #${id}`);
    });
    expect(incomplete).toEqual([]);
  });

  it('repeat the TypeScript modules several recipes share (bramble.ts, BrambleWidget.tsx) word for word', () => {
    // Each framework page is complete on its own, so the React, Vue, Angular and Next.js pages
    // each show the module that loads the script: the copies must not drift apart.
    const copies = new Map<string, Set<string>>();
    for (const {route, source} of sources.filter((s) => s.route.startsWith('/integrations/'))) {
      for (const block of extractCodeSamples(source, route)) {
        const title = metaAttribute(block.meta, 'title');
        if (!title || !['ts', 'tsx'].includes(block.language)) continue;
        const name = path.posix.basename(title);
        copies.set(name, (copies.get(name) ?? new Set()).add(block.code));
      }
    }
    expect(copies.get('bramble.ts')?.size).toBe(1);
    expect(copies.get('BrambleWidget.tsx')?.size).toBe(1);
    expect([...copies].filter(([, versions]) => versions.size > 1).map(([name]) => name)).toEqual(
      [],
    );
  });

  it("describe every diagram in words (accTitle and accDescr): the image's text alternative", () => {
    const undescribed = sources.flatMap(({route, source}) =>
      mermaidDiagrams(source)
        .map((diagram, index) => ({route, index, ...diagram}))
        .filter(({title, description}) => !title || !description),
    );
    expect(undescribed).toEqual([]);
  });

  it('write only the test keys and tokens of src/data/testKeys.ts in code', () => {
    const unknown = sources.flatMap(({source, at}) =>
      testKeyLiteralsInCode(source)
        .filter(({value}) => !knownTestValues.has(value.toLowerCase()))
        .map(({line, value}) => `${at(line)}: ${value}`),
    );
    expect(unknown).toEqual([]);
  });

  it('show test keys in prose with <TestKey />, never by hand', () => {
    const byHand = sources
      .filter(({route}) => !proseWithHandWrittenKeys.has(route))
      .flatMap(({source, at}) =>
        testKeyLiteralsInProse(source).map(({line, value}) => `${at(line)}: ${value}`),
      );
    expect(byHand).toEqual([]);
  });

  it('have a troubleshooting entry for every error code the tables link to', () => {
    const page = sources.find(({route}) => route === '/troubleshooting')!;
    const ids = headingIds(page.source);
    const anchors = [...clientErrorCodes, ...verifyErrorCodes].map((row) => row.troubleshooting);
    expect(anchors.filter((anchor) => !ids.includes(anchor))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('draw at least six diagrams', () => {
    const diagrams = sources.reduce((sum, {source}) => sum + mermaidDiagrams(source).length, 0);
    expect(diagrams).toBeGreaterThanOrEqual(6);
  });

  it('answer at least 24 FAQ questions, each linking into the docs', () => {
    const faq = sources.find(({route}) => route === '/faq')!;
    const questions = faqQuestions(faq.source);
    expect(questions.length).toBeGreaterThanOrEqual(24);
    expect(questions.filter((q) => q.links.length === 0).map((q) => q.question)).toEqual([]);
  });
});
