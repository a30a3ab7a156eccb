import https from 'node:https';
import type {AddressInfo} from 'node:net';
import {generate} from 'selfsigned';
import {analyticsStandIn} from '../../tests/analyticsStandIn';

/** The stand-in analytics script served over HTTPS, and the Chromium flags that send its host here. */
export interface AnalyticsServer {
  chromiumFlags: string[];
  close(): Promise<void>;
}

/**
 * The test build loads analytics from a host that does not exist, and Chromium's report of that
 * failed request would cost the site its best-practices score. The bench maps that host to this
 * local server instead (with a throwaway certificate), so pages load as in production.
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
