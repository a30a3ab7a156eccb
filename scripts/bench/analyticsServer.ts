import https from 'node:https';
import type {AddressInfo} from 'node:net';
import {generate} from 'selfsigned';
import {analyticsStandIn} from '../../tests/analyticsStandIn';

export interface AnalyticsServer {
  chromiumFlags: string[];
  close(): Promise<void>;
}

/**
 * The test build loads analytics from a host that does not exist, and Chromium's report of that
 * failed request would cost the best-practices score: the bench maps that host here.
 */
export async function startAnalyticsServer(scriptUrl: string): Promise<AnalyticsServer> {
  const {hostname} = new URL(scriptUrl);
  const {private: key, cert} = await generate([{name: 'commonName', value: hostname}], {
    keyType: 'ec',
    notAfterDate: new Date(Date.now() + 24 * 3600 * 1000),
  });
  const server = https.createServer({key, cert}, (_request, response) => {
    response.writeHead(200, {'content-type': 'text/javascript; charset=utf-8'});
    response.end(analyticsStandIn);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    chromiumFlags: [
      `--host-resolver-rules=MAP ${hostname}:443 127.0.0.1:${port}`,
      '--ignore-certificate-errors',
    ],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
