import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {locales} from '../config/site';
import {goLiveItems} from './goLive';

// Each checklist item links to `#<id>` on /go-live: the page must explain it there, in both locales.
describe('the go-live checklist', () => {
  it.each(locales.map((locale) => ({locale: locale.code, dir: locale.docsDir})))(
    'has a section of /go-live for each item ($locale)',
    ({dir}) => {
      const source = fs.readFileSync(`${dir}/go-live.mdx`, 'utf8');
      const headingIds = [...source.matchAll(/^##+ .*\{#([\w-]+)\}\s*$/gm)].map((m) => m[1]);
      expect(goLiveItems.map((item) => item.id).filter((id) => !headingIds.includes(id))).toEqual(
        [],
      );
      expect(source).toContain('<GoLiveChecklist />');
    },
  );

  it('has one item per id', () => {
    const ids = goLiveItems.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
