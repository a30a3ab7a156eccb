import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {maxQueryLength} from '../src/plugins/searchRanking/siteSearch';
import type {Docs} from './docs';
import {echo} from './echo';
import {pageAnswer} from './pageAnswer';
import {defaultMaxTokens} from './pageParts';
import {lookup, lookupKinds} from './lookup';
import type {Locale} from './pages';
import {registerIntegratePrompt} from './prompt';

const locale = z.enum(['en', 'fr']);
/** Longer than any path, heading id or fact of the docs. */
const maxPathLength = 300;

function text(body: string, isError = false): CallToolResult {
  return {content: [{type: 'text', text: body}], ...(isError ? {isError: true} : {})};
}

// Nothing here writes, fetches anything but the docs, or handles a visitor's keys.
export function createServer(docs: Docs, version: string): McpServer {
  const server = new McpServer(
    {name: 'bramble-docs', title: 'Bramble docs', version},
    {
      instructions:
        'The Bramble captcha developer docs (English and French). Search with search_docs, read a page or one section with get_page, and get exact error codes, test keys, widget attributes and language codes with lookup rather than guessing.',
    },
  );
  const readOnly = {readOnlyHint: true, openWorldHint: false} as const;

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Bramble docs',
      description:
        'Search the Bramble docs as their own search box does. Returns the best pages, in order, each with its URL, path (for get_page) and its best sections with an excerpt. Query with the words of the task or the error ("verify token in express", "invalid-input-response").',
      inputSchema: {
        query: z
          .string()
          .min(1)
          .max(maxQueryLength)
          .describe('What to look for, in English or French'),
        locale: locale.default('en').describe('The docs language: en or fr'),
        limit: z.number().int().min(1).max(20).default(5).describe('How many pages to return'),
      },
      annotations: readOnly,
    },
    async ({query, locale: wanted, limit}) => {
      const search = docs.search[wanted];
      if (!search)
        return text(
          "Search needs the site's search index, which this server's build has not got. Call list_pages and get_page instead, or rebuild the site (npm run build).",
          true,
        );
      const hits = search.search(query).slice(0, limit);
      if (hits.length === 0)
        return text(
          `Nothing found for "${echo(query)}". Try fewer or other words, or call list_pages.`,
        );
      const lines = hits.map((hit, i) => {
        const url = `${docs.source.siteUrl}${hit.path}`;
        const sections = hit.sections.map(
          (s) =>
            `   - ${s.heading || 'Section'}: ${url}${s.anchor} (get_page section "${s.anchor.slice(1)}")${s.excerpt ? `\n     ${s.excerpt}` : ''}`,
        );
        return [`${i + 1}. ${hit.title}: ${url} (path ${hit.path})`, ...sections].join('\n');
      });
      return text(lines.join('\n'));
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a Bramble docs page',
      description:
        "The Markdown of one docs page, or of one section with its subsections, with its canonical URL. A long page comes in parts of about max_tokens (5,000 by default), the first with the page's outline; each part ends with the offset to read on. outline: true lists the sections with their ids and sizes. Samples show YOUR_SITE_KEY and YOUR_SECRET_KEY where the developer's keys go.",
      inputSchema: {
        path: z
          .string()
          .min(1)
          .max(maxPathLength)
          .describe('The page path, such as /api, /integrations/react or /fr/testing'),
        section: z
          .string()
          .max(maxPathLength)
          .optional()
          .describe("A heading id on that page, as in the page's URL: error-codes, java, csharp"),
        outline: z
          .boolean()
          .default(false)
          .describe("Only the page's (or section's) outline: each section's id and size"),
        offset: z
          .number()
          .int()
          .min(0)
          .default(0)
          .describe('Where to read on, in characters: the offset the previous part ended with'),
        max_tokens: z
          .number()
          .int()
          .min(500)
          .max(20_000)
          .default(defaultMaxTokens)
          .describe('About how many tokens to answer at most'),
      },
      annotations: readOnly,
    },
    async ({path, section, outline, offset, max_tokens: maxTokens}) => {
      const page = await docs.page(path, section);
      if (!page.ok) return text(page.message, true);
      return text(
        pageAnswer(page, {section, outline, offset, maxTokens}),
        offset > page.markdown.length,
      );
    },
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the Bramble docs pages',
      description:
        'Every docs page of a language, grouped as the site groups them, with its path, URL and what it covers.',
      inputSchema: {locale: locale.default('en').describe('The docs language: en or fr')},
      annotations: readOnly,
    },
    async ({locale: wanted}) => {
      const lines: string[] = [];
      let group = '';
      for (const page of docs.pages.filter((p) => p.locale === wanted)) {
        if (page.group !== group)
          lines.push(`${lines.length ? '\n' : ''}## ${(group = page.group)}`);
        lines.push(`- ${page.title} (${page.path}): ${page.url}\n  ${page.description}`);
      }
      return text(lines.join('\n'));
    },
  );

  server.registerTool(
    'lookup',
    {
      title: 'Look up a Bramble fact',
      description:
        'An exact product fact from the data the docs render: an error code (siteverify or widget: cause, fix, where to read more), a test key (by value, by id such as pass, fail, challenge, high-risk, or by words such as "always fails"), a widget attribute (data-theme or theme) or a widget language (code or name).',
      inputSchema: {
        kind: z.enum(lookupKinds).describe('What to look up'),
        value: z
          .string()
          .min(1)
          .max(maxPathLength)
          .describe('The code, key, attribute or language'),
        locale: locale.default('en').describe('The language of the answer: en or fr'),
      },
      annotations: readOnly,
    },
    async ({kind, value, locale: wanted}) => {
      const answer = lookup(kind, value, wanted as Locale, docs.source.siteUrl);
      return text(answer.text, !answer.found);
    },
  );

  for (const page of docs.pages) {
    const uri = `bramble-docs://${page.locale}${page.path === '/' || page.path === '/fr/' ? '/index' : page.path.replace(/^\/fr/, '')}`;
    server.registerResource(
      `${page.locale}${page.path}`,
      uri,
      {title: page.title, description: page.description, mimeType: 'text/markdown'},
      async (resourceUri) => {
        const read = await docs.page(page.path);
        if (!read.ok) throw new Error(read.message);
        return {
          contents: [{uri: resourceUri.href, mimeType: 'text/markdown', text: read.markdown}],
        };
      },
    );
  }

  registerIntegratePrompt(server, docs);
  return server;
}
