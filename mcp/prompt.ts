import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {McpError, ErrorCode} from '@modelcontextprotocol/sdk/types.js';
import {completable} from '@modelcontextprotocol/sdk/server/completable.js';
import {z} from 'zod';
import {recipes, type Integration} from '../src/data/integrations';
import {testSecretKeys, testSiteKeys} from '../src/data/testKeys';
import type {Docs} from './docs';
import {echo} from './echo';

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A recipe's short name, as the prompt's argument takes it: `html-php`, `nextjs`. */
const recipeName = (recipe: Integration) => recipe.page.slice('/integrations/'.length);
export const recipeNames = recipes.map(recipeName);

/** The recipe an argument names: "next", "Next.js" and "nextjs" all find the Next.js recipe. */
export function recipeFor(framework: string): Integration | undefined {
  const wanted = key(framework);
  if (!wanted) return undefined;
  return recipes.find(
    (r) =>
      key(recipeName(r)) === wanted ||
      key(r.name).startsWith(wanted) ||
      key(recipeName(r)).startsWith(wanted) ||
      (wanted.length > 2 && key(r.name).includes(wanted)),
  );
}

/** The completions of a framework being typed: the recipes whose name or short name it starts. */
export function completeFramework(typed: string): string[] {
  const wanted = key(typed);
  return recipes
    .filter((r) => key(recipeName(r)).startsWith(wanted) || key(r.name).startsWith(wanted))
    .map(recipeName);
}

/** `integrate-bramble`: the recipes of src/data/integrations.ts, offered as completions. */
export function registerIntegratePrompt(server: McpServer, docs: Docs): void {
  server.registerPrompt(
    'integrate-bramble',
    {
      title: 'Integrate Bramble',
      description: `Walks through adding Bramble to an app: the framework's recipe, the test keys and the go-live checks. Frameworks: ${recipeNames.join(', ')}.`,
      argsSchema: {
        framework: completable(
          z
            .string()
            .max(100)
            .describe(`One of: ${recipeNames.join(', ')}`),
          completeFramework,
        ),
      },
    },
    async ({framework}) => {
      const found = recipeFor(framework);
      const recipe = found && docs.pages.find((p) => p.locale === 'en' && p.path === found.page);
      if (!recipe)
        throw new McpError(
          ErrorCode.InvalidParams,
          `No recipe for "${echo(framework)}". Frameworks with a recipe: ${recipeNames.join(', ')}. For another one, start from html-php and /api.`,
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
