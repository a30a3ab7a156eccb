import type http from 'node:http';
import type {AddressInfo} from 'node:net';
import {serveBuild} from '../../deploy/nginx/localNginx';
import {createDashboardServer} from '../../dashboard-stub/server';
import {testDashboardPort} from '../testEnv';

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
 * Serves the production build through nginx with the production config
 * (headers, CSP, compression) on a free 127.0.0.1 port, and the stand-in
 * dashboard on the port baked into the test build, for the whole run; hands
 * the docs URL to the workers. The returned function stops both.
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
  process.env.DOCS_URL = docsUrl;
  return async () => {
    await Promise.all([docs.stop(), close(dashboard)]);
  };
}
