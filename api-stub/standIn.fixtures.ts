// The stand-in one test file shares: started before its tests, stopped after them. Each test
// works in a lane of its own or with its own tokens.
import https from 'node:https';
import {afterAll, beforeAll} from 'vitest';
import type {Reply} from './contract/httpClient';
import {startApiStub, type ApiStub} from './server';

export interface StandIn {
  stub: ApiStub;
  /** An HTTPS agent that trusts the stand-in's throwaway certificate. */
  agent: https.Agent;
}

export function standInForFile(): StandIn {
  const standIn = {} as StandIn;
  beforeAll(async () => {
    standIn.stub = await startApiStub();
    standIn.agent = new https.Agent({ca: standIn.stub.caPem});
  });
  afterAll(async () => {
    standIn.agent?.destroy();
    await standIn.stub?.close();
  });
  return standIn;
}

/** Both schemes, for tests that must hold over HTTP and HTTPS alike. */
export function bothSchemes(standIn: StandIn) {
  return [
    {scheme: 'http', base: () => standIn.stub.httpUrl},
    {scheme: 'https', base: () => standIn.stub.httpsUrl},
  ] as const;
}

export function json(reply: Reply): Record<string, unknown> {
  return JSON.parse(reply.body) as Record<string, unknown>;
}
