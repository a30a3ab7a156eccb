import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {mdxToMarkdown, twinComponents} from './mdxToMarkdown';
import {docsDir, factTables, twinSite} from './twinSite.fixtures';
import {otherFactComponents} from './factComponents';
import {pageComponentNames, mdxRegistryFile} from '../../../scripts/mdxRegistry';
import {verifyErrorCodes} from '../../data/verifyErrorCodes';

/** The body of the twin of a page whose source is `body`, without the title and description. */
function convert(body: string, locale: 'en' | 'fr' = 'en', permalink = '/api'): string {
  const markdown = mdxToMarkdown(
    {
      title: 'T',
      description: 'D',
      permalink: locale === 'fr' ? `/fr${permalink}` : permalink,
      sourcePath: path.join(docsDir, 'api.mdx'),
      source: `---\ntitle: T\n---\n\n${body}`,
    },
    twinSite(locale),
  );
  return markdown.replace(/^# T\n\n> D\n\n/, '');
}

describe('mdxToMarkdown', () => {
  it('opens with the title and the description as a quote', () => {
    expect(
      mdxToMarkdown(
        {
          title: 'Verify API',
          description: 'Check tokens.',
          permalink: '/api',
          sourcePath: path.join(docsDir, 'api.mdx'),
          source: '---\ntitle: Verify API\n---\n\nText.\n',
        },
        twinSite('en'),
      ),
    ).toBe('# Verify API\n\n> Check tokens.\n\nText.\n');
  });

  it.each([
    {
      name: 'tabs become labelled sections, in order',
      input: [
        '<Tabs groupId="server-language">',
        '<TabItem value="node" label="Node.js">',
        '',
        '```js',
        'verify(token);',
        '```',
        '',
        '</TabItem>',
        '<TabItem value="python" label="Python">',
        '',
        '```python',
        'verify(token)',
        '```',
        '',
        '</TabItem>',
        '</Tabs>',
      ].join('\n'),
      expected:
        '**Node.js**\n\n```js\nverify(token);\n```\n\n**Python**\n\n```python\nverify(token)\n```\n',
    },
    {
      name: 'tabs that each have a heading further down go under those headings',
      input: [
        '<Tabs groupId="server-language">',
        '<TabItem value="node" label="Node.js">',
        '',
        '```js',
        'verify(token);',
        '```',
        '',
        '</TabItem>',
        '<TabItem value="csharp" label="C sharp">',
        '',
        '```csharp',
        'Verify(token);',
        '```',
        '',
        '</TabItem>',
        '</Tabs>',
        '',
        '### C# {#csharp}',
        '',
        'Notes on C#.',
        '',
        '### Node.js {#nodejs}',
        '',
        'Notes on Node.',
      ].join('\n'),
      expected:
        '### C\\#\n\n```csharp\nVerify(token);\n```\n\nNotes on C#.\n\n### Node.js\n\n```js\nverify(token);\n```\n\nNotes on Node.\n',
    },
    {
      name: 'an admonition becomes a quote with its translated type',
      input: ':::tip\n\nThey always pass.\n\n:::',
      expected: '> **Tip**\n>\n> They always pass.\n',
    },
    {
      name: 'an admonition keeps its own title',
      input: ':::warning[Keep it secret]\n\nNever ship `YOUR_SECRET_KEY`.\n\n:::',
      expected: '> **Keep it secret**\n>\n> Never ship `YOUR_SECRET_KEY`.\n',
    },
    {
      name: 'a legacy admonition title (mdx1) too',
      input: ':::note Before you start\n\nCreate a site.\n\n:::',
      expected: '> **Before you start**\n>\n> Create a site.\n',
    },
    {
      name: 'a diagram stays a mermaid block',
      input: '```mermaid\nflowchart LR\n  A --> B\n```',
      expected: '```mermaid\nflowchart LR\n  A --> B\n```\n',
    },
    {
      name: 'key components become the placeholders',
      input: 'Yours are <SiteKey /> and <SecretKey />.',
      expected: 'Yours are `YOUR_SITE_KEY` and `YOUR_SECRET_KEY`.\n',
    },
    {
      name: 'a test key component becomes its value from the data',
      input: 'Render it with <TestKey name="failSiteKey" />.',
      expected: 'Render it with `20000000-0000-4000-8000-000000000002`.\n',
    },
    {
      name: 'a fact component becomes its words from the data',
      input: 'The old secret keeps verifying for <Fact name="secretRotationOverlap" />.',
      expected: 'The old secret keeps verifying for 24 hours.\n',
    },
    {
      name: 'a key component alone on its line too',
      input: '<SecretKey />',
      expected: '`YOUR_SECRET_KEY`\n',
    },
    {
      name: 'a heading loses its explicit id',
      input: '## Verify the token {#verify-the-token}\n\n### The `secret` field {#secret}',
      expected: '## Verify the token\n\n### The `secret` field\n',
    },
    {
      name: 'links become absolute: site paths, file links, anchors; others stay',
      input:
        'See [palette](./custom_themes.mdx#palette), [errors](/api#error-codes), [below](#retries), [Pro](pro.mdx) and [jq](https://jqlang.org/).',
      expected:
        'See [palette](https://docs.example.org/custom_themes#palette), [errors](https://docs.example.org/api#error-codes), [below](https://docs.example.org/api#retries), [Pro](https://docs.example.org/pro) and [jq](https://jqlang.org/).\n',
    },
    {
      name: 'the dashboard link points at DASHBOARD_URL',
      input: 'Open the <DashboardLink>dashboard</DashboardLink>.',
      expected: 'Open the [dashboard](https://dashboard.example.org).\n',
    },
    {
      name: 'the keys notice says where the placeholders come from',
      input: '<KeysNotice />',
      expected:
        '> The examples use the placeholders `YOUR_SITE_KEY` and `YOUR_SECRET_KEY`: replace them with your site key and secret key from the [Bramble dashboard](https://dashboard.example.org). Keep the secret key on your server, never in a page, an app or a public repository.\n',
    },
    {
      name: 'a project download links the zip with the test keys',
      input: '<DownloadProject project="express" />',
      expected:
        '[Download this project](https://docs.example.org/downloads/express.zip) (zip): the code of this page as files, with a test and a README, and the test keys in place. Logged in on the web page, the download carries your keys.\n',
    },
    {
      name: 'a code block keeps its language and title, not the site-only hints',
      input: '```js title="server.js" showLineNumbers\nrun();\n```',
      expected: '```js title="server.js"\nrun();\n```\n',
    },
    {
      name: 'a fragment says why above its block, as the page does',
      input: '```js title="server.js" partial="a route handler" showLineNumbers\nrun();\n```',
      expected: '_Fragment: a route handler_\n\n```js title="server.js"\nrun();\n```\n',
    },
    {
      name: 'imports, comments and unknown components go; their text stays',
      input:
        "import Widget from '@site/src/components/Widget';\n\n{/* a note for writers */}\n\n<Widget mode=\"demo\" />\n\n<Callout>\n\nKept **text**.\n\n</Callout>\n\nInline <Badge>new</Badge>{' '}here.",
      expected: 'Kept **text**.\n\nInline new here.\n',
    },
    {
      name: 'the theme editor becomes a link to the page',
      input: '<ThemeEditor />',
      expected:
        'The interactive theme editor runs in the browser: open [this page on the web](https://docs.example.org/api) to use it.\n',
    },
    {
      name: 'a data-driven install command becomes a code block',
      input: '<SdkInstall sdk="flutter" />',
      expected: expect.stringMatching(/^```bash\nflutter pub add \S+\n```\n$/) as unknown as string,
    },
  ])('$name', ({input, expected}) => {
    expect(convert(input)).toEqual(expected);
  });

  it('links each glossary term at its first use as the page does, in the page locale', () => {
    expect(convert('Send the token, then the token again, with `remoteip`.', 'en', '/faq')).toBe(
      'Send the [token](https://docs.example.org/glossary#token), then the token again, with [`remoteip`](https://docs.example.org/glossary#remoteip).\n',
    );
    expect(convert('Envoyez le jeton.', 'fr', '/faq')).toBe(
      'Envoyez le [jeton](https://docs.example.org/fr/glossary#token).\n',
    );
    // The page a term's row sends the reader to does not link back to it.
    expect(convert('Send the token.', 'en', '/api')).toBe('Send the token.\n');
  });

  it('writes the French page with French labels and /fr/ links', () => {
    expect(convert(':::tip\n\nAstuce.\n\n:::\n\nVoir [les erreurs](/api#error-codes).', 'fr')).toBe(
      '> **Astuce**\n>\n> Astuce.\n\nVoir [les erreurs](https://docs.example.org/fr/api#error-codes).\n',
    );
  });

  it('says why a fragment is one in French', () => {
    expect(
      convert('```nginx partial="une directive de votre bloc server"\ngzip on;\n```', 'fr'),
    ).toBe('_Fragment\u00a0: une directive de votre bloc server_\n\n```nginx\ngzip on;\n```\n');
  });

  it.each([
    {locale: 'en' as const, header: '| Code | Cause | What to do | Source |'},
    {locale: 'fr' as const, header: '| Code | Cause | Que faire | Origine |'},
  ])(
    'turns a fact table into a Markdown table from the same data ($locale)',
    ({locale, header}) => {
      const lines = convert('<VerifyErrorCodeTable />', locale).trimEnd().split('\n');
      expect(lines[0]).toBe(header);
      expect(lines[1]).toBe('| - | - | - | - |');
      expect(lines.slice(2).map((line) => /^\| `([^`]+)` \|/.exec(line)?.[1])).toEqual(
        verifyErrorCodes.map((row) => row.code),
      );
    },
  );

  it.each([
    {locale: 'en' as const, origin: 'https://docs.example.org', label: 'Troubleshooting'},
    {locale: 'fr' as const, origin: 'https://docs.example.org/fr', label: 'Dépannage'},
  ])(
    "links each error code's row to its troubleshooting entry ($locale)",
    ({locale, origin, label}) => {
      const rows = convert('<VerifyErrorCodeTable />', locale).trimEnd().split('\n').slice(2);
      expect(rows).toHaveLength(verifyErrorCodes.length);
      rows.forEach((row, index) =>
        expect(row).toContain(
          ` — [${label}](${origin}/troubleshooting#${verifyErrorCodes[index]!.troubleshooting})`,
        ),
      );
    },
  );

  it('fills a header with code, as the component does ({render} option)', () => {
    expect(convert('<WidgetAttributeTable />').split('\n')[0]).toBe(
      '| Attribute | `render()` option | Default | Description |',
    );
  });

  it('has a Markdown form for every component pages use without importing it', () => {
    const registered = pageComponentNames(fs.readFileSync(mdxRegistryFile, 'utf8'));
    const known = new Set<string>([
      ...twinComponents,
      ...factTables.keys(),
      ...otherFactComponents,
    ]);
    expect(registered.filter((name) => !known.has(name))).toEqual([]);
  });

  it('has a definition for every registered table, and a registered tag for every definition', () => {
    const registered = pageComponentNames(fs.readFileSync(mdxRegistryFile, 'utf8'));
    const tables = registered.filter((name) => name.endsWith('Table'));
    // Not vacuous: the registry is read, and it lists the tables pages use.
    expect(tables).toContain('VerifyErrorCodeTable');
    expect(tables.filter((name) => !factTables.has(name))).toEqual([]);
    expect([...factTables.keys()].filter((name) => !registered.includes(name))).toEqual([]);
  });
});
