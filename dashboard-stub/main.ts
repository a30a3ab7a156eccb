// Runs the stand-in dashboard for development: `npx tsx dashboard-stub/main.ts`.
import type {AddressInfo} from 'node:net';
import {demoAccounts} from './accounts';
import {readEnv} from './env';
import {createDashboardServer} from './server';

function fail(error: unknown): never {
  console.error(`dashboard-stub: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

function start(): void {
  const config = readEnv(process.env);
  const server = createDashboardServer(config);

  server.on('error', fail);
  server.listen(config.port, config.host, () => {
    const {port} = server.address() as AddressInfo;
    // IPv6 literals need brackets in a URL.
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    const accounts = demoAccounts.map(
      (account) =>
        `${account.email} (${account.sites.length} site${account.sites.length === 1 ? '' : 's'})`,
    );
    const control = config.control ? '; /__control enabled' : '';
    console.log(
      `Bramble stand-in dashboard on http://${host}:${port} for ${config.allowedOrigins.join(', ')}; accounts: ${accounts.join(', ')}${control}`,
    );
  });

  function stop(): void {
    server.close(() => process.exit(0));
    // A browser's keep-alive connections would otherwise hold the process open.
    server.closeAllConnections();
  }
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

try {
  start();
} catch (error) {
  fail(error);
}
