import {describe, expect, it} from 'vitest';
import {docsRoutes, sidebarDocIds} from './docsRoutes';

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

  it('leaves only the live theme editor out of the sidebar (spec)', () => {
    expect(routes.filter((r) => !r.inSidebar).map((r) => r.route)).toEqual(['/custom-themes-live']);
  });
});

describe("the specification's routes (section 2), and those issues 26 and 37 add", () => {
  it('are all published, and no other docs page is', () => {
    expect(
      docsRoutes()
        .map((r) => r.route)
        .sort(),
    ).toEqual([
      '/',
      '/accessibility',
      // Issue 39 adds the page on the MCP server.
      '/ai-assistants',
      '/api',
      '/browser-support',
      '/changelog',
      '/configuration',
      '/custom-themes-live',
      '/custom_themes',
      '/ent_overview',
      '/faq',
      '/glossary', // issue 37
      '/go-live', // issue 37
      '/integrations',
      '/integrations/angular',
      '/integrations/django',
      '/integrations/express',
      '/integrations/flask',
      '/integrations/html-php',
      '/integrations/laravel',
      '/integrations/nextjs',
      '/integrations/rails',
      '/integrations/react',
      '/integrations/vue',
      '/integrations/wordpress',
      '/invisible',
      '/keys', // issue 37
      '/languages',
      '/mobile_app_sdks',
      '/privacy',
      '/pro',
      '/switch',
      // Issue 26 adds these to the specification's routes.
      '/testing',
      '/troubleshooting',
      '/visitors', // issue 37
    ]);
  });
});
