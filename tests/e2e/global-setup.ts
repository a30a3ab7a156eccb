import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {createStaticServer} from '../../scripts/static-server';

/**
 * Serves the production build on a free 127.0.0.1 port for the whole run and
 * hands its URL to the workers; the returned function stops it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = createStaticServer(path.resolve('build'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.DOCS_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return () => new Promise((resolve) => server.close(() => resolve()));
}
