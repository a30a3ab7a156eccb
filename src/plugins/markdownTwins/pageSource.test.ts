import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {mdxToMarkdown} from './mdxToMarkdown';
import {twinSource} from './pageSource';
import {locales} from '../../config/site';
import {docsDir, twinSite} from './twinSite.fixtures';

function twinOf(sourcePath: string, source: string, files: Record<string, string> = {}): string {
  return mdxToMarkdown(
    {
      title: 'T',
      description: 'D',
      permalink: '/api',
      sourcePath,
      source: twinSource(sourcePath, source, (file) => {
        const text = files[file];
        if (text === undefined) throw new Error(`no ${file}`);
        return text;
      }),
    },
    twinSite('en'),
  );
}

describe('twinSource', () => {
  it('puts an imported partial where its tag stands, tabs and code included', () => {
    const page = path.join(docsDir, 'page.mdx');
    const partial = path.join(docsDir, '_page/examples.mdx');
    const twin = twinOf(
      page,
      "---\ntitle: T\n---\n\nimport Examples from './_page/examples.mdx';\n\n## Examples {#examples}\n\nBefore.\n\n<Examples />\n\nAfter.\n",
      {
        [partial]:
          '<Tabs groupId="server-language">\n<TabItem value="node" label="Node.js">\n\n```js\nconsole.log(1);\n```\n\n</TabItem>\n</Tabs>\n',
      },
    );
    expect(twin).toContain('Before.\n\n**Node.js**\n\n```js\nconsole.log(1);\n```\n\nAfter.');
    expect(twin).not.toContain('import');
    expect(twin).not.toContain('<Examples');
  });

  it('fails for a partial imported but not shown alone on a line', () => {
    const page = path.join(docsDir, 'page.mdx');
    expect(() =>
      twinOf(page, "import Examples from './_page/examples.mdx';\n\nText <Examples /> inline.\n", {
        [path.join(docsDir, '_page/examples.mdx')]: 'Body.\n',
      }),
    ).toThrow(/Examples \(\.\/_page\/examples\.mdx\) imported but not shown/);
  });

  it.each(locales.map((locale) => locale.docsDir))(
    'keeps the examples of %s/api.mdx, which live in a partial',
    (dir) => {
      const file = path.resolve(dir, 'api.mdx');
      const source = twinSource(file, fs.readFileSync(file, 'utf8'));
      expect(source).toContain('<Tabs groupId="server-language">');
      expect(source).toContain('export async function verifyBrambleToken');
      expect(source).not.toMatch(/^<VerifyExamples \/>$/m);
    },
  );

  it.each(locales.map((locale) => locale.docsDir))(
    'puts each language of %s/api.mdx under its own heading, code first',
    (dir) => {
      const file = path.resolve(dir, 'api.mdx');
      const twin = mdxToMarkdown(
        {
          title: 'T',
          description: 'D',
          permalink: '/api',
          sourcePath: file,
          source: twinSource(file, fs.readFileSync(file, 'utf8')),
        },
        twinSite('en'),
      );
      const section = (heading: string) => twin.split(`\n### ${heading}\n`)[1]!.split('\n## ')[0]!;
      for (const [heading, fence] of [
        ['curl', 'bash'],
        ['Node.js', 'js'],
        ['PHP', 'php'],
        ['Java', 'java'],
        ['C\\#', 'csharp'],
      ] as const)
        expect(section(heading).split('\n### ')[0], heading).toContain(`\n\`\`\`${fence} `);
      expect(twin).not.toMatch(/^\*\*Java\*\*$/m);
    },
  );
});
