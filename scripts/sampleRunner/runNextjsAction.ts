/**
 * The Next.js recipe's server action (`app/actions.ts`), run without Next.js, which this project
 * does not install (`recipesNotRun`): transpiled, its one Next.js import (`headers` from
 * `next/headers`) given each case's request headers, and called as the form calls it, against a
 * lane of the stand-in API. What it holds the action to is the `remoteip` it sends: a client can
 * write `X-Forwarded-For` itself, so only what the declared proxies appended may be sent (`/api`,
 * request fields).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ApiStub} from '../../api-stub/server';
import type {ProjectSample} from './projectSamples';
import {realKeys} from './standIn';
import {importTranspiled} from './importTranspiled';
import {substitute} from './substitute';

interface ActionCase {
  name: string;
  /** The request's X-Forwarded-For, as the server receives it. */
  forwardedFor?: string;
  /** TRUSTED_PROXY_COUNT, when the deploy declares its proxies. */
  trustedProxies?: string;
  /** The remoteip siteverify must get; undefined: none. */
  remoteip?: string;
}

/** 203.0.113.66 is the address a client wrote itself; 198.51.100.7 the one a proxy appended. */
export const actionCases: readonly ActionCase[] = [
  {name: 'a client-set X-Forwarded-For, no proxy declared', forwardedFor: '203.0.113.66'},
  {
    name: 'a client-set entry before the one the declared proxy appended',
    forwardedFor: '203.0.113.66, 198.51.100.7',
    trustedProxies: '1',
    remoteip: '198.51.100.7',
  },
  {name: 'a proxy declared, no X-Forwarded-For', trustedProxies: '1'},
];

interface ActionGlobals {
  headers: () => Promise<Headers>;
}

/** The action's `next/headers` import, read from `globalThis` instead. */
const headersImport = {
  line: /import\s*\{\s*headers\s*\}\s*from\s*'next\/headers';/,
  replacement: 'const headers = () => globalThis.__nextHeaders.headers();',
  what: "app/actions.ts does not import headers from 'next/headers'",
};

type SendContact = (
  previous: {status: string; message: string},
  formData: FormData,
) => Promise<{status: string; message: string}>;

/** Each case's problems (none when the action sent what it should), by case name. */
export async function runNextjsAction(
  project: ProjectSample,
  stub: ApiStub,
  workDir: string,
): Promise<{name: string; problems: string[]}[]> {
  const actions = project.files.find((file) => file.path === 'app/actions.ts');
  if (!actions) throw new Error('the Next.js recipe has no app/actions.ts block');
  const lane = stub.lane();
  const code = substitute(actions.code, {apiBase: lane.httpBase, ...realKeys});
  fs.mkdirSync(workDir, {recursive: true});
  const {sendContact} = await importTranspiled<{sendContact: SendContact}>(
    code,
    path.join(workDir, 'actions.mjs'),
    headersImport,
  );
  const saved = {...process.env};
  const globals = globalThis as {__nextHeaders?: ActionGlobals};
  const results: {name: string; problems: string[]}[] = [];
  try {
    for (const testCase of actionCases) {
      process.env.BRAMBLE_SECRET_KEY = realKeys.secret;
      process.env.NEXT_PUBLIC_BRAMBLE_SITE_KEY = realKeys.sitekey;
      if (testCase.trustedProxies === undefined) delete process.env.TRUSTED_PROXY_COUNT;
      else process.env.TRUSTED_PROXY_COUNT = testCase.trustedProxies;
      const headers = new Headers(
        testCase.forwardedFor === undefined ? {} : {'x-forwarded-for': testCase.forwardedFor},
      );
      globals.__nextHeaders = {headers: async () => headers};
      const token = stub.issueToken({sitekey: realKeys.sitekey, hostname: 'www.example.com'}).token;
      const form = new FormData();
      form.set('email', 'ada@example.com');
      form.set('message', 'Hello from the sample runner');
      form.set('bramble-response', token);
      const before = lane.requests().length;
      const problems: string[] = [];
      const state = await sendContact({status: 'idle', message: ''}, form);
      if (state.status !== 'sent') problems.push(`refused a verified token: ${state.message}`);
      const sent = lane
        .requests()
        .slice(before)
        .filter((request) => request.path.endsWith('/siteverify'))
        .map((request) => request.fields.remoteip);
      if (sent.length !== 1) problems.push(`sent ${sent.length} siteverify requests, not 1`);
      const remoteip = sent[0];
      const expected = testCase.remoteip === undefined ? undefined : [testCase.remoteip];
      if (JSON.stringify(remoteip) !== JSON.stringify(expected))
        problems.push(
          `sent remoteip ${remoteip ? JSON.stringify(remoteip) : 'none'}, expected ${testCase.remoteip ?? 'none'}`,
        );
      results.push({name: testCase.name, problems});
    }
  } finally {
    delete globals.__nextHeaders;
    for (const key of ['BRAMBLE_SECRET_KEY', 'NEXT_PUBLIC_BRAMBLE_SITE_KEY', 'TRUSTED_PROXY_COUNT'])
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
  }
  return results;
}
