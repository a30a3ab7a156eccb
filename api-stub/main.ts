// Runs the stand-in Bramble API by hand: `npm run start:api` (or `npx tsx api-stub/main.ts`).
import {apiAccounts} from './accounts';
import {readEnv} from './env';
import {passSecret, passSiteKey} from './keys';
import {formatLogLine} from './logLine';
import {startApiStub} from './server';

function fail(error: unknown): never {
  console.error(`api-stub: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

async function start(): Promise<void> {
  const stub = await startApiStub({
    ...readEnv(process.env),
    onRequest: (request, laneId) => console.log(formatLogLine(request, laneId)),
  });
  const accounts = apiAccounts.map((account) => `${account.email} (${account.sites.length})`);
  console.log(
    [
      'Bramble stand-in API: a test double with the product facts, not a captcha.',
      `  HTTP   ${stub.httpUrl}`,
      `  HTTPS  ${stub.httpsUrl}`,
      `  FRAMES ${stub.frameOrigin}  (the widget's own origin: api.js draws its checkbox and challenge`,
      `         in iframes from here; allow it in a page's frame-src, API_FRAME_PORT to move it)`,
      `  certificate to trust (new at each start): ${stub.caFile}`,
      `    e.g. NODE_EXTRA_CA_CERTS=${stub.caFile}  or  curl --cacert ${stub.caFile}`,
      `  POST /siteverify, GET /1/api.js, POST /1/challenge (also under /lanes/<id>/…)`,
      `  lanes: POST /__stub/lanes -> {id, prefix}; then <prefix>/siteverify and so on`,
      `  control: PUT <prefix>/__stub/faults, PUT <prefix>/__stub/script-delay,`,
      `           GET <prefix>/__stub/requests, POST /__stub/tokens`,
      `  test keys: site key ${passSiteKey} with secret ${passSecret}`,
      `  accounts: ${accounts.join(', ')}; see api-stub/README.md`,
    ].join('\n'),
  );

  let stopping = false;
  function stop(): void {
    if (stopping) return;
    stopping = true;
    stub.close().then(() => process.exit(0), fail);
  }
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

start().catch(fail);
