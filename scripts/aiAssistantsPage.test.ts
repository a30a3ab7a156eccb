// /ai-assistants in both locales: the hosted endpoint first, every client's one-line setup and
// install link pointing at it, and the figures it states held to where they are set.
import fs from 'node:fs';
import {siteEnvDefaults} from '../src/config/siteEnv';

const pages = {
  en: fs.readFileSync('docs/ai-assistants.mdx', 'utf8'),
  fr: fs.readFileSync('i18n/fr/docusaurus-plugin-content-docs/current/ai-assistants.mdx', 'utf8'),
};
const endpoint = `${siteEnvDefaults.siteUrl}/mcp`;
const locales = Object.entries(pages);

/** The part of a page under a heading id, to the next heading of its level or above. */
function section(page: string, id: string): string {
  const start = page.search(new RegExp(`^(#+) .*\\{#${id}\\}$`, 'm'));
  expect(start, id).toBeGreaterThanOrEqual(0);
  const level = /^#+/.exec(page.slice(start))![0].length;
  const rest = page.slice(page.indexOf('\n', start) + 1);
  const end = rest.search(new RegExp(`^#{1,${level}} `, 'm'));
  return end < 0 ? rest : rest.slice(0, end);
}

describe.each(locales)('/ai-assistants (%s)', (_locale, page) => {
  it('gives the hosted server before the local one', () => {
    expect(page.indexOf('{#hosted-server}')).toBeGreaterThan(0);
    expect(page.indexOf('{#hosted-server}')).toBeLessThan(page.indexOf('{#run-it-locally}'));
    expect(page.indexOf('{#hosted-server}')).toBeLessThan(page.indexOf('{#what-it-offers}'));
    expect(section(page, 'hosted-server')).toContain(`\`\`\`text\n${endpoint}\n\`\`\``);
  });

  it.each([
    ['claude-code', `claude mcp add --transport http bramble-docs ${endpoint}`],
    ['codex', `codex mcp add bramble-docs --url ${endpoint}`],
    ['windsurf', `"serverUrl": "${endpoint}"`],
    ['cursor', `"url": "${endpoint}"`],
    ['claude-desktop', `\`${endpoint}\``],
  ])('sets %s up on the hosted endpoint', (id, setup) => {
    expect(section(page, id)).toContain(setup);
  });

  it('has a Cursor install link whose configuration is the endpoint', () => {
    const link = /^(cursor:\/\/anysphere\.cursor-deeplink\/mcp\/install\?\S+)$/m.exec(
      section(page, 'cursor'),
    );
    const params = new URL(link![1]!).searchParams;
    expect(params.get('name')).toBe('bramble-docs');
    expect(JSON.parse(Buffer.from(params.get('config')!, 'base64').toString('utf8'))).toEqual({
      url: endpoint,
    });
  });

  it('has a VS Code install link and command that add the same server', () => {
    const vsCode = section(page, 'vs-code');
    const expected = {name: 'bramble-docs', type: 'http', url: endpoint};
    const link = /^vscode:mcp\/install\?(\S+)$/m.exec(vsCode);
    expect(JSON.parse(decodeURIComponent(link![1]!))).toEqual(expected);
    const command = /^code --add-mcp '(.+)'$/m.exec(vsCode);
    expect(JSON.parse(command![1]!)).toEqual(expected);
  });

  it('states the rate limit nginx sets', () => {
    const httpConfig = fs.readFileSync('deploy/nginx/bramble-docs-http.conf.template', 'utf8');
    const siteConfig = fs.readFileSync('deploy/nginx/bramble-docs.conf.template', 'utf8');
    const rate = /zone=bramble_docs_mcp:\S+ rate=(\d+)r\/s;/.exec(httpConfig)![1]!;
    const burst = /limit_req zone=bramble_docs_mcp burst=(\d+) nodelay;/.exec(siteConfig)![1]!;
    const hosted = section(page, 'hosted-server');
    expect(hosted).toMatch(new RegExp(`\\b${rate} (requests|requêtes)`));
    expect(hosted).toMatch(new RegExp(`\\b${burst}\\b`));
  });

  it('names the Node versions of package.json for the local server', () => {
    const {engines} = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
      engines: {node: string};
    };
    const minimums = engines.node.split('||').map((range) => {
      const [, major, minor] = /(\d+)(?:\.(\d+))?/.exec(range)!;
      return minor && minor !== '0' ? `${major}.${minor}` : major!;
    });
    expect(minimums.length).toBeGreaterThan(1);
    const local = section(page, 'run-it-locally');
    for (const version of minimums)
      expect(local).toMatch(new RegExp(`Node\\.js.*\\b${version.replace('.', '\\.')}\\b`));
  });
});
