import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {McpError, ErrorCode} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {testSecretKeys, testSiteKeys} from '../src/data/testKeys';
import type {Docs} from './docs';

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** `integrate-bramble`: "next", "Next.js" and "nextjs" all find the Next.js recipe. */
export function registerIntegratePrompt(server: McpServer, docs: Docs): void {
  const recipes = docs.pages.filter(
    (p) => p.locale === 'en' && p.path.startsWith('/integrations/'),
  );
  const names = recipes.map((p) => p.path.slice('/integrations/'.length));
  server.registerPrompt(
    'integrate-bramble',
    {
      title: 'Integrate Bramble',
      description: `Walks through adding Bramble to an app: the framework's recipe, the test keys and the go-live checks. Frameworks: ${names.join(', ')}.`,
      argsSchema: {framework: z.string().describe(`One of: ${names.join(', ')}`)},
    },
    async ({framework}) => {
      const wanted = key(framework);
      const recipe = recipes.find(
        (p) =>
          key(p.path).endsWith(wanted) ||
          key(p.title).startsWith(wanted) ||
          (wanted.length > 2 && key(p.title).includes(wanted)),
      );
      if (!recipe)
        throw new McpError(
          ErrorCode.InvalidParams,
          `No recipe for "${framework}". Frameworks with a recipe: ${names.join(', ')}. For another one, start from html-php and /api.`,
        );
      const page = await docs.page(recipe.path);
      const checklist = await goLiveChecklist(docs);
      const keys = [
        ...testSiteKeys.map((k) => `- site key \`${k.value}\` (${k.id}): ${k.widget.en}`),
        ...testSecretKeys.map((k) => `- secret key \`${k.value}\` (${k.id}): ${k.verification.en}`),
      ].join('\n');
      const steps = [
        `Add the Bramble captcha to this ${recipe.title} project, following the official recipe below (${recipe.url}).`,
        '1. Render the widget in the form and send its token with the form, as the recipe does.',
        '2. Verify the token on the server with siteverify before trusting the form; read /api (get_page) for fields, error codes and retries. Keep the secret key in server configuration, never in client code.',
        "3. Write the recipe's test with the test keys below, and a failing case (the failing site key, or a failing secret key).",
        '4. Go through the go-live checklist below, and keep test keys out of production.',
        'Keep YOUR_SITE_KEY and YOUR_SECRET_KEY as placeholders, read from configuration: never ask for or write real keys. Use the bramble-docs tools (search_docs, get_page, lookup) for anything else.',
        `\n## Test keys\n${keys}`,
        checklist ? `\n## Go-live checklist (${checklist.url})\n${checklist.markdown}` : '',
      ].join('\n');
      return {
        description: `Integrate Bramble with ${recipe.title}`,
        messages: [
          {role: 'user', content: {type: 'text', text: steps}},
          {
            role: 'user',
            content: {
              type: 'resource',
              resource: {
                uri: `bramble-docs://en${recipe.path}`,
                mimeType: 'text/markdown',
                text: page.ok ? page.markdown : `Read ${recipe.twinUrl}`,
              },
            },
          },
        ],
      };
    },
  );
}

/** The task list of /go-live; the integrations page's own checklist on a site without it. */
async function goLiveChecklist(docs: Docs): Promise<{url: string; markdown: string} | undefined> {
  const goLive = await docs.page('/go-live');
  if (goLive.ok) {
    const items = goLive.markdown.split('\n').filter((line) => line.startsWith('- [ ] '));
    if (items.length) return {url: goLive.url, markdown: items.join('\n')};
  }
  const fallback = await docs.page('/integrations', 'checklist');
  return fallback.ok ? fallback : undefined;
}
