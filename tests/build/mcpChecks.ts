// What the MCP server must answer whatever the transport: the "Done when" list, run once
// over stdio (mcpStdio.test.ts) and once over HTTP (mcpHttp.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {clientErrorCodes} from '../../src/data/clientErrorCodes';
import {allTestKeys} from '../../src/data/testKeys';
import {verifyErrorCodes} from '../../src/data/verifyErrorCodes';
import {buildDir, callTool, pagePaths} from './mcpServer';

/** The ids of a built page's elements: the anchors a section id must be one of. */
function builtAnchors(pagePath: string): Set<string> {
  const html = fs.readFileSync(path.join(buildDir, pagePath, 'index.html'), 'utf8');
  return new Set([...html.matchAll(/\sid="?([^"\s>]+)/g)].map((m) => m[1]!));
}
/** The section ids of a get_page outline, in order. */
const outlineIds = (answer: string) =>
  [...answer.matchAll(/\(section "([^"]+)"/g)].map((m) => m[1]!);
/** get_page's budget (5,000 tokens) in characters, at the server's 3.5 characters a token. */
const defaultPartChars = 5000 * 3.5;

const withoutLinkTargets = (markdown: string) => markdown.replace(/\]\([^)]*\)/g, ']');

/**
 * `bodyLimitBytes`: where a proxy refuses larger requests before any instance reads them (nginx's
 * `client_max_body_size` at `/mcp`): a huge input is answered 413 there, not by the tool.
 */
export function mcpServerChecks(
  client: () => Client,
  {bodyLimitBytes = Infinity}: {bodyLimitBytes?: number} = {},
): void {
  it('initializes with its name and the tools, resources and prompts capabilities', () => {
    expect(client().getServerVersion()?.name).toBe('bramble-docs');
    const capabilities = client().getServerCapabilities();
    expect(capabilities?.tools).toBeDefined();
    expect(capabilities?.resources).toBeDefined();
    expect(capabilities?.prompts).toBeDefined();
  });

  it('lists its four tools, each with a description and an object input schema', async () => {
    const {tools} = await client().listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'get_page',
      'list_pages',
      'lookup',
      'search_docs',
    ]);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    }
    const schema = (name: string) => tools.find((t) => t.name === name)!.inputSchema;
    expect(schema('search_docs').required).toEqual(['query']);
    expect(schema('get_page').required).toEqual(['path']);
    expect(schema('lookup').required).toEqual(expect.arrayContaining(['kind', 'value']));
    expect((schema('lookup').properties!.kind as {enum: string[]}).enum).toEqual([
      'error-code',
      'test-key',
      'attribute',
      'language',
    ]);
  });

  it.each([
    {query: 'idempotency', locale: 'en', first: '/api'},
    {query: 'clé de test', locale: 'fr', first: '/fr/testing'},
    // The built-in themes every plan has rank above the Pro-only custom themes.
    {query: 'dark theme', locale: 'en', first: '/configuration'},
    {query: 'thème sombre', locale: 'fr', first: '/fr/configuration'},
  ])('search_docs ranks $first first for "$query"', async ({query, locale, first}) => {
    const {text, isError} = await callTool(client(), 'search_docs', {query, locale});
    expect(isError).toBe(false);
    expect(pagePaths(text)[0], text).toBe(first);
  });

  it('get_page /testing holds every test key, with its canonical URL', async () => {
    const {text, isError} = await callTool(client(), 'get_page', {path: '/testing'});
    expect(isError).toBe(false);
    expect(text).toMatch(/^Source: https?:\/\/\S+\/testing\n/);
    for (const key of allTestKeys) expect(text).toContain(key);
  });

  it('get_page cuts a section by its heading id, in French too', async () => {
    const {text, isError} = await callTool(client(), 'get_page', {
      path: '/fr/api',
      section: 'error-codes',
    });
    expect(isError).toBe(false);
    expect(text).toMatch(/^Source: \S+\/fr\/api#error-codes\n\n## Codes d'erreur\n/);
    expect(text).not.toMatch(/\n## (?!Codes d'erreur)/);
  });

  it('get_page reads /api’s Java and C# examples under their own headings, ids as the page’s', async () => {
    for (const [section, fence] of [
      ['java', '```java'],
      ['csharp', '```csharp'],
    ]) {
      const {text, isError} = await callTool(client(), 'get_page', {path: '/api', section});
      expect(isError, section).toBe(false);
      expect(text, section).toContain(fence);
    }
  });

  it.each(['/api', '/fr/api', '/configuration', '/fr/troubleshooting'])(
    'get_page’s outline of %s lists the built page’s own anchors',
    async (pagePath) => {
      const {text} = await callTool(client(), 'get_page', {path: pagePath, outline: true});
      const ids = outlineIds(text);
      expect(ids.length).toBeGreaterThan(5);
      const anchors = builtAnchors(pagePath);
      expect(ids.filter((id) => !anchors.has(id))).toEqual([]);
    },
  );

  it('get_page answers the longest page in parts of about 5,000 tokens, the first with its outline', async () => {
    const first = await callTool(client(), 'get_page', {path: '/api'});
    expect(first.text.length).toBeLessThanOrEqual(defaultPartChars);
    expect(outlineIds(first.text)).toContain('csharp');
    let answer = first.text;
    let parts = 1;
    for (;;) {
      const next = /get_page (\{"path":"\/api","offset":\d+\})/.exec(answer);
      if (!next) break;
      answer = (await callTool(client(), 'get_page', JSON.parse(next[1]!))).text;
      expect(answer.length).toBeLessThanOrEqual(defaultPartChars);
      parts += 1;
    }
    expect(parts).toBeGreaterThan(2);
    expect(answer).toMatch(/\[End of the page: /);
    expect(answer).toContain('## Best practices');
  });

  it.each([
    {name: 'search_docs', args: {query: 'x'.repeat(1_000_000)}},
    {name: 'search_docs', args: {query: '*'}, answers: true},
    {name: 'search_docs', args: {query: 'y'.repeat(2_500)}},
    {name: 'search_docs', args: {query: 'y'.repeat(500)}, answers: true},
    {name: 'get_page', args: {path: '/'.repeat(1_000_000)}},
    {name: 'get_page', args: {path: '/api', section: 's'.repeat(1_000_000)}},
    {name: 'get_page', args: {path: `/${'p'.repeat(250)}`}},
    {name: 'get_page', args: {path: '/api', section: 's'.repeat(250)}},
    {name: 'lookup', args: {kind: 'error-code', value: 'v'.repeat(1_000_000)}},
    {name: 'lookup', args: {kind: 'language', value: 'v'.repeat(250)}},
  ])('$name with a huge or odd input answers a short error', async ({name, args, answers}) => {
    if (JSON.stringify(args).length > bodyLimitBytes) {
      await expect(callTool(client(), name, args)).rejects.toThrow(/413 Request Entity Too Large/);
      return;
    }
    const {text, isError} = await callTool(client(), name, args);
    expect(isError).toBe(!answers);
    expect(text.length).toBeLessThan(2_000);
    expect(text).not.toMatch(/(.)\1{100}/);
  });

  it('lookup answers in French with French labels', async () => {
    const {text} = await callTool(client(), 'lookup', {
      kind: 'error-code',
      value: 'invalid-input-secret',
      locale: 'fr',
    });
    expect(text).toContain('Correction\u00a0:');
    expect(text).not.toMatch(/Fix:|More:|Cause:/);
  });

  it('lookup answers every error code of the data, with its fix', async () => {
    for (const code of [...verifyErrorCodes, ...clientErrorCodes]) {
      const {text, isError} = await callTool(client(), 'lookup', {
        kind: 'error-code',
        value: code.code,
      });
      expect(isError, code.code).toBe(false);
      // Links in the fix are made absolute: compare the text without their targets.
      expect(withoutLinkTargets(text)).toContain(withoutLinkTargets(code.fix.en));
      expect(text).toContain(`/troubleshooting#${code.troubleshooting}`);
    }
  });

  it.each([
    {name: 'get_page', args: {path: '/no-such-page'}, says: 'list_pages'},
    {name: 'get_page', args: {path: '/api', section: 'no-such-section'}, says: 'error-codes'},
    {
      name: 'lookup',
      args: {kind: 'error-code', value: 'no-such-code'},
      says: 'invalid-input-response',
    },
    {name: 'lookup', args: {kind: 'language', value: 'klingon'}, says: 'BCP 47'},
  ])('$name $args is a tool error that says what to do', async ({name, args, says}) => {
    const {text, isError} = await callTool(client(), name, args);
    expect(isError).toBe(true);
    expect(text).toContain(says);
  });

  it('refuses arguments outside the schema as a tool error, and keeps serving', async () => {
    const {isError} = await callTool(client(), 'lookup', {kind: 'password', value: 'x'});
    expect(isError).toBe(true);
    expect((await callTool(client(), 'list_pages', {})).isError).toBe(false);
  });

  it('serves each page as a resource, and the integrate-bramble prompt', async () => {
    const {resources} = await client().listResources();
    expect(resources.map((r) => r.uri)).toEqual(
      expect.arrayContaining(['bramble-docs://en/api', 'bramble-docs://fr/testing']),
    );
    const {contents} = await client().readResource({uri: 'bramble-docs://en/api'});
    expect(contents[0]).toMatchObject({mimeType: 'text/markdown'});
    const prompt = await client().getPrompt({
      name: 'integrate-bramble',
      arguments: {framework: 'express'},
    });
    const first = prompt.messages[0]!.content;
    const text = first.type === 'text' ? first.text : '';
    for (const key of allTestKeys) expect(text).toContain(key);
    expect(text).toMatch(/## Go-live checklist \(\S+\)\n- /);
    const {completion} = await client().complete({
      ref: {type: 'ref/prompt', name: 'integrate-bramble'},
      argument: {name: 'framework', value: 'ne'},
    });
    expect(completion.values).toEqual(['nextjs']);
  });
}
