// What the MCP server must answer whatever the transport: the "Done when" list, run once
// over stdio (mcpStdio.test.ts) and once over HTTP (mcpHttp.test.ts).
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {clientErrorCodes} from '../../src/data/clientErrorCodes';
import {allTestKeys} from '../../src/data/testKeys';
import {verifyErrorCodes} from '../../src/data/verifyErrorCodes';
import {callTool, pagePaths} from './mcpServer';

const withoutLinkTargets = (markdown: string) => markdown.replace(/\]\([^)]*\)/g, ']');

export function mcpServerChecks(client: () => Client): void {
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
  });
}
