import {compile} from '@mdx-js/mdx';
import {factComponentSources} from '../../components/FactTables/pageComponents';
import remarkFactComponentImports from './remarkFactComponentImports';

/** A page compiled as the docs plugin compiles it, with the imports added. */
async function compiled(mdx: string): Promise<string> {
  return String(await compile(mdx, {remarkPlugins: [remarkFactComponentImports]}));
}

describe('remarkFactComponentImports', () => {
  it('imports the tables a page uses from their definitions, and no other', async () => {
    const code = await compiled(
      '# Errors\n\n<VerifyErrorCodeTable />\n\nText with <TestKeyTable kind="site" /> inline.\n',
    );
    expect(code).toContain(
      'import {verifyErrorCodeTable as __verifyErrorCodeTable} from "@site/src/components/FactTables/definitions/VerifyErrorCodeTable";',
    );
    expect(code).toContain(
      'export const VerifyErrorCodeTable = __factTableComponent(__verifyErrorCodeTable);',
    );
    expect(code).toContain('export const TestKeyTable = __factTableComponent(__testKeyTable);');
    expect(
      code.match(/from "@site\/src\/components\/FactTables\/factTableComponent"/g),
    ).toHaveLength(1);
    expect(code).not.toContain('WidgetAttributeTable');
    // The tag is the page's own binding, not a lookup in the global MDX components.
    expect(code).not.toMatch(
      /_components\.VerifyErrorCodeTable|VerifyErrorCodeTable\s*\}\s*=\s*_components/,
    );
  });

  it('imports a component of its own by default, without the table drawer', async () => {
    const code = await compiled('<LanguageTable />\n');
    expect(code).toContain(
      'import LanguageTable from "@site/src/components/FactTables/LanguageTable";',
    );
    expect(code).not.toContain('factTableComponent');
  });

  it('adds nothing to a page without fact components', async () => {
    const code = await compiled('# Plain\n\n<SiteKey />\n');
    expect(code).not.toContain('@site/src/components/FactTables');
  });

  it('leaves a name the page imports itself to the page', async () => {
    const code = await compiled(
      "import VerifyErrorCodeTable from './mine';\n\n<VerifyErrorCodeTable />\n",
    );
    expect(code).not.toContain('definitions/VerifyErrorCodeTable');
  });
});

describe('factComponentSources', () => {
  it.each([...factComponentSources].filter(([, source]) => source.kind === 'table'))(
    '%s: its module exports the registered definition under the name given',
    async (tag, source) => {
      if (source.kind !== 'table') throw new Error('filtered to tables');
      const relative = source.module.replace('@site/src/', '../../');
      const module = (await import(/* @vite-ignore */ relative)) as Record<string, {name?: string}>;
      expect(module[source.exportName]?.name).toBe(tag);
    },
  );
});
