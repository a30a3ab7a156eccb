import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {docsRoutes, sidebarDocIds} from './docsRoutes';
import {specDocsRoutes, specRoutesOutsideSidebar} from './specRoutes.fixtures';

describe('sidebarDocIds', () => {
  it('collects ids from strings, doc items and nested categories', () => {
    expect(
      sidebarDocIds([
        'index',
        {type: 'category', label: 'A', items: ['api', {type: 'doc', id: 'faq'}]},
        {type: 'category', label: 'B', items: [{type: 'category', label: 'C', items: ['pro']}]},
        {type: 'link', href: 'https://x.example', label: 'X'},
        {type: 'category', label: 'D', link: {type: 'doc', id: 'd'}, items: ['d/one']},
        {type: 'category', label: 'E', link: {type: 'generated-index'}, items: ['e/one']},
      ]),
    ).toEqual(['index', 'api', 'faq', 'pro', 'd', 'd/one', 'e/one']);
  });
});

describe('docsRoutes', () => {
  const routes = docsRoutes();

  it('reads every published page with its slug, and none of the enterprise folder', () => {
    const byRoute = new Map(routes.map((r) => [r.route, r]));
    expect(byRoute.get('/')).toMatchObject({id: 'index', file: 'index.mdx', inSidebar: true});
    expect(byRoute.get('/api')).toMatchObject({id: 'api', inSidebar: true});
    expect(routes.some((r) => r.id.startsWith('enterprise'))).toBe(false);
    expect(new Set(routes.map((r) => r.route)).size).toBe(routes.length);
  });
});

describe("the specification's routes (section 2)", () => {
  const routes = docsRoutes();

  it.each(specDocsRoutes)('%s is published', (route) => {
    expect(routes.map((r) => r.route)).toContain(route);
  });

  it('are in the docs sidebar, all but the one the specification leaves out', () => {
    expect(routes.filter((r) => !r.inSidebar).map((r) => r.route)).toEqual(
      specRoutesOutsideSidebar,
    );
  });

  it("leave no page of sidebars.ts without its file, and no sidebar link to a page that isn't", () => {
    const ids = new Set(routes.map((r) => r.id));
    expect(sidebarDocIds(sidebars.docs as unknown[]).filter((id) => !ids.has(id))).toEqual([]);
    const links = JSON.stringify(sidebars.docs).match(/"href":"\/[^"]*"/g) ?? [];
    const published = new Set(routes.map((r) => `"href":"${r.route}"`));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !published.has(link))).toEqual([]);
  });
});
