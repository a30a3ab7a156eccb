import http from 'node:http';
import https from 'node:https';
import type {AddressInfo} from 'node:net';
import {requestUrl} from './body';
import {makeThrowawayCertificate} from './certificate';
import {maxScriptDelayMs, scriptDelay} from './control';
import {parseFaults, type Fault} from './faults';
import {issueTestToken} from './issuing';
import type {LaneState} from './lanes';
import type {LoggedRequest} from './requestLog';
import {createRequestHandler} from './requestHandler';
import {createStubState} from './stubState';
import {frameFileAnswer, widgetScripts} from './widget/serve';

export type {Fault} from './faults';
export type {LoggedRequest} from './requestLog';

export interface ApiStubOptions {
  /** 0 (the default) picks a free port. */
  httpPort?: number;
  httpsPort?: number;
  /** The widget's frame origin (HTTP), another origin than any page's and than the API's. */
  framePort?: number;
  /**
   * Called once per request (not for `/__stub` control calls) when it is over: answered, or its
   * connection gone without an answer (status 0). `main.ts` prints a line with it.
   */
  onRequest?: (request: LoggedRequest, laneId: string) => void;
}

export type ApiStub = Awaited<ReturnType<typeof startApiStub>>;
export type Lane = ReturnType<typeof laneApi>;

function listen(server: http.Server | https.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function shutDown(server: http.Server | https.Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    // close() alone waits for every connection to end: keep-alive ones and hanging requests never would.
    server.closeAllConnections();
  });
}

/** The widget's frame origin: its frame documents, nothing else (no lanes: api.js names the API). */
function answerFrameRequest(req: http.IncomingMessage, res: http.ServerResponse): void {
  const pathname = requestUrl(req)?.pathname ?? '/';
  frameFileAnswer(req.method ?? '', pathname).then(
    (answer) => {
      res.writeHead(answer.status, answer.headers);
      res.end(req.method === 'HEAD' ? undefined : answer.body);
    },
    () => {
      res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end('internal error\n');
    },
  );
}

/** A lane as tests drive it: its own faults, script delay and request log. */
function laneApi(lane: LaneState, httpUrl: string, httpsUrl: string) {
  return {
    id: lane.id,
    /** `/lanes/<id>` */
    prefix: lane.prefix,
    httpBase: httpUrl + lane.prefix,
    httpsBase: httpsUrl + lane.prefix,
    /** Replaces the lane's queue: the next `/siteverify` requests get these, one each, in order. */
    setFaults(faults: Fault[]): void {
      const parsed = parseFaults(faults);
      if (!parsed.ok) throw new Error(`setFaults: ${parsed.error}`);
      lane.faults = parsed.value;
    },
    /** api.js of this lane answers after `ms`. */
    setScriptDelay(ms: number): void {
      const error = `setScriptDelay: expected whole milliseconds from 0 to ${maxScriptDelayMs}`;
      if (!scriptDelay.safeParse(ms).success) throw new Error(error);
      lane.scriptDelayMs = ms;
    },
    /** What each request of this lane sent, in order, with what it was answered. */
    requests: (): LoggedRequest[] => lane.log.entries(),
  };
}

/**
 * Starts the stand-in Bramble API on 127.0.0.1 over HTTP and HTTPS, and the widget's frame origin
 * over HTTP. It is a test double with the facts' semantics (keys, tokens, verdicts, statuses), not
 * a captcha: it tells no human from a bot.
 */
export async function startApiStub(options: ApiStubOptions = {}) {
  // Loopback only: the stand-in has no business on a network.
  const host = '127.0.0.1';
  const certificate = await makeThrowawayCertificate();
  await widgetScripts(); // bundled once per process: a widget that does not build stops the start
  const state = createStubState(options.onRequest);
  const frameServer = http.createServer(answerFrameRequest);
  // The API's handlers read the frame origin when a request comes, once the frame listener has its port.
  const widget = {frameOrigin: ''};
  const httpServer = http.createServer(createRequestHandler(state, 'http', widget));
  const httpsServer = https.createServer(
    {key: certificate.keyPem, cert: certificate.certPem},
    createRequestHandler(state, 'https', widget),
  );

  async function stop(): Promise<void> {
    for (const timer of state.timers) clearTimeout(timer);
    state.timers.clear();
    for (const res of state.held) res.destroy();
    state.held.clear();
    await Promise.all([shutDown(httpServer), shutDown(httpsServer), shutDown(frameServer)]);
    await certificate.remove();
  }

  let httpPort: number;
  let httpsPort: number;
  try {
    widget.frameOrigin = `http://${host}:${await listen(frameServer, options.framePort ?? 0, host)}`;
    httpPort = await listen(httpServer, options.httpPort ?? 0, host);
    httpsPort = await listen(httpsServer, options.httpsPort ?? 0, host);
  } catch (error) {
    await stop();
    throw error;
  }
  const httpUrl = `http://${host}:${httpPort}`;
  const httpsUrl = `https://${host}:${httpsPort}`;

  let closing: Promise<void> | undefined;
  return {
    /** `http://127.0.0.1:PORT` */
    httpUrl,
    /** `https://127.0.0.1:PORT`, with a throwaway self-signed certificate made at start. */
    httpsUrl,
    /**
     * `http://127.0.0.1:PORT`: the widget's own origin, where api.js takes its frames from, as the
     * real widget's come from https://js.bramble.example. Only it may call `/1/challenge` from a browser.
     */
    frameOrigin: widget.frameOrigin,
    /** That certificate as a PEM file (SAN: IP 127.0.0.1 and DNS localhost), for clients to trust. */
    caFile: certificate.certFile,
    caPem: certificate.certPem,
    /** A new isolated lane: its own faults, script delay and request log. */
    lane: () => laneApi(state.lanes.create(), httpUrl, httpsUrl),
    /**
     * A token as if a visitor had passed on `hostname`; throws for keys and hostnames that give none.
     * `risk` sets the score an Enterprise site's token verifies with (null: none at all).
     */
    issueToken(request: Parameters<typeof issueTestToken>[1]): {token: string; respKey: string} {
      const result = issueTestToken(state.verify.tokens, request, Date.now());
      if (!result.ok) throw new Error(`issueToken: ${result.error}: ${result.reason}`);
      return {token: result.token, respKey: result.respKey};
    },
    /** Closes the three listeners and every open connection, hanging ones included; deletes `caFile`. */
    close(): Promise<void> {
      closing ??= stop();
      return closing;
    },
  };
}
