// The MCP server over stdio (`npm run mcp`), started once for the file by the SDK's client.
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {scoreQueries} from '../../scripts/searchRelevance/scoreQueries';
import {mcpServerChecks} from './mcpChecks';
import {callTool, connectStdio, pagePaths} from './mcpServer';
import {searchQueries} from './searchQueries';

let client: Client;
beforeAll(async () => {
  client = await connectStdio();
}, 30_000);
afterAll(() => client?.close());

mcpServerChecks(() => client);

// search_docs held to the site search's own goal on its query set (searchRelevance.test.ts).
it.each(['en', 'fr'] as const)(
  'search_docs meets the search goal on the %s query set',
  async (locale) => {
    const queries = searchQueries.filter((q) => q.locale === locale);
    const ranked: string[][] = [];
    for (const {query} of queries)
      ranked.push(
        pagePaths((await callTool(client, 'search_docs', {query, locale, limit: 3})).text),
      );
    const score = scoreQueries(queries, ranked);
    const misses = score.misses.map((m) => `"${m.query}": ${m.got.join(' ')}`).join('\n');
    expect(score.hitAt1, misses).toBeGreaterThanOrEqual(0.8);
    expect(score.hitAt3, misses).toBeGreaterThanOrEqual(0.95);
  },
);
