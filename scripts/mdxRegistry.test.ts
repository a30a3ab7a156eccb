import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {mdxRegistryFile, siteMdxComponentNames} from './mdxRegistry';

describe('siteMdxComponentNames', () => {
  it('reads the named entries, not the spread of the original registry', () => {
    const source = `import MDXComponents from '@theme-original/MDXComponents';
import A from './A';
export default {
  ...MDXComponents,
  SiteKey: A,
  KeysNotice,
} satisfies object;`;
    expect(siteMdxComponentNames(source)).toEqual(['SiteKey', 'KeysNotice']);
  });

  it('fails clearly when the registry is not an object literal', () => {
    expect(() => siteMdxComponentNames('export default makeRegistry();')).toThrow(/MDXComponents/);
  });

  it('finds the components this site registers', () => {
    const names = siteMdxComponentNames(fs.readFileSync(mdxRegistryFile, 'utf8'));
    expect(names).toEqual(expect.arrayContaining(['SiteKey', 'SecretKey', 'KeysNotice']));
  });
});
