import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {locales} from '../config/site';
import {keyMistakes} from './keys';

// Each key mistake's row links to its entry on /troubleshooting: the entry must be there, in both locales.
describe('the key mistakes', () => {
  it.each(locales.map((locale) => ({locale: locale.code, dir: locale.docsDir})))(
    'link to headings of /troubleshooting ($locale)',
    ({dir}) => {
      const source = fs.readFileSync(`${dir}/troubleshooting.mdx`, 'utf8');
      const headingIds = new Set([...source.matchAll(/\{#([\w-]+)\}\s*$/gm)].map((m) => m[1]));
      expect(keyMistakes.map((m) => m.troubleshooting).filter((id) => !headingIds.has(id))).toEqual(
        [],
      );
    },
  );
});
