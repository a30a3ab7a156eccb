import fs from 'node:fs';
import type http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {request} from '@playwright/test';
import {serveBuild} from '../../deploy/nginx/localNginx';
import {demoAccounts} from '../../dashboard-stub/accounts';
import {createDashboardServer} from '../../dashboard-stub/server';
import {testDashboardPort, testDashboardUrl} from '../testEnv';
import {storageStateFile} from './session';

function listen(server: http.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Logs each demo account in once, for the tests that start logged in (`storageState`): the
 * dashboard's login form posted as its buttons post it, and the session cookie it sets kept.
 * Logging in through the browser is what the session specs test; this only prepares the state.
 */
async function logInDemoAccounts(docsUrl: string): Promise<void> {
  for (const account of demoAccounts) {
    const api = await request.newContext();
    try {
      const response = await api.post(`${testDashboardUrl}/login`, {
        form: {account: account.email, backurl: `${docsUrl}/`},
        maxRedirects: 0,
      });
      const location = response.headers().location;
      if (response.status() !== 303 || location !== `${docsUrl}/`)
        throw new Error(
          `Logging in ${account.email}: ${response.status()} to ${location ?? 'nowhere'}`,
        );
      const file = storageStateFile(account);
      fs.mkdirSync(path.dirname(file), {recursive: true});
      await api.storageState({path: file});
    } finally {
      await api.dispose();
    }
  }
}

/**
 * Serves the production build through nginx with the production config
 * (headers, CSP, compression) on a free 127.0.0.1 port, and the stand-in
 * dashboard on the port baked into the test build, for the whole run; logs the
 * demo accounts in; hands the docs URL to the workers. The returned function
 * stops both.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const docs = await serveBuild();
  const docsUrl = docs.url;
  const dashboard = createDashboardServer({allowedOrigins: [docsUrl]});
  try {
    await listen(dashboard, testDashboardPort);
  } catch (error) {
    await docs.stop();
    throw new Error(
      `The stand-in dashboard cannot listen on ${testDashboardPort}: ${String(error)}`,
    );
  }
  try {
    await logInDemoAccounts(docsUrl);
  } catch (error) {
    await Promise.all([docs.stop(), close(dashboard)]);
    throw error;
  }
  process.env.DOCS_URL = docsUrl;
  return async () => {
    await Promise.all([docs.stop(), close(dashboard)]);
  };
}
