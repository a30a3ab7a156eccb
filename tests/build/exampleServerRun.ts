import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import {exampleServerFile, localExampleServer} from './exampleServer';
import {onFreePorts, startNginxWith, type LocalNginx} from '../../deploy/nginx/localNginx';
import {renderedSiteConfigFile, renderedSiteHttpConfigFile} from '../../deploy/nginx/siteConfig';
import type {HeaderMap} from './siteHeaders';

/** Whether this machine can make the example's throwaway certificate. */
export const opensslAvailable = spawnSync('openssl', ['version']).error === undefined;

/** A self-signed certificate (EC P-256, one day) for a host name, and its key, in `dir`. */
function throwawayCertificate(dir: string, hostName: string): {file: string; keyFile: string} {
  const file = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  const subject = ['-subj', `/CN=${hostName}`, '-addext', `subjectAltName=DNS:${hostName}`];
  const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  const made = spawnSync(
    'openssl',
    ['req', '-x509', ...key, '-days', '1', ...subject, '-keyout', keyFile, '-out', file],
    {encoding: 'utf8'},
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return {file, keyFile};
}

/** A response's status and headers. */
interface Answer {
  status: number;
  headers: HeaderMap;
}

/** The example running on the test build: its two local ports and how to reach them. */
export interface ExampleServer {
  httpPort: () => number;
  httpsPort: () => number;
  /** The throwaway certificate, for clients to trust. */
  certificate: () => string;
  errorLog: () => string;
  /** A TLS connection to the https port, as a browser asking for the example's host name. */
  tlsConnect: (options?: tls.ConnectionOptions) => tls.TLSSocket;
  /** A request to the https or the http port, with the example's host name unless told another. */
  request: (
    scheme: 'http' | 'https',
    urlPath: string,
    headers?: Record<string, string>,
  ) => Promise<Answer>;
}

/**
 * deploy/nginx/example-server.conf on the test build for one test file, on
 * free local ports with a throwaway certificate for `hostName`: call in a
 * `describe`, use the functions in the tests.
 */
export function useExampleServer(hostName: string): ExampleServer {
  let dir = '';
  let certificate = '';
  let ports = {http: 0, https: 0};
  let nginx: LocalNginx | undefined;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'example-server-'));
    const {file, keyFile} = throwawayCertificate(dir, hostName);
    certificate = fs.readFileSync(file, 'utf8');
    const config = path.join(dir, 'example-server.conf');
    nginx = await onFreePorts(2, ([http, https]) => {
      ports = {http: http!, https: https!};
      const example = localExampleServer(fs.readFileSync(exampleServerFile, 'utf8'), {
        host: '127.0.0.1',
        httpPort: ports.http,
        httpsPort: ports.https,
        root: path.resolve('build'),
        siteConfig: renderedSiteConfigFile,
        siteHttpConfig: renderedSiteHttpConfigFile,
        certificate: file,
        certificateKey: keyFile,
      });
      fs.writeFileSync(config, example);
      return startNginxWith(`  include ${config};`, {url: `https://${hostName}:${ports.https}`});
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    fs.rmSync(dir, {recursive: true, force: true});
  });

  const request: ExampleServer['request'] = (scheme, urlPath, headers = {}) =>
    new Promise((resolve, reject) => {
      const client = scheme === 'https' ? https : http;
      client
        .request(
          {
            host: '127.0.0.1',
            port: ports[scheme],
            path: urlPath,
            agent: false,
            servername: hostName,
            ca: certificate,
            headers: {host: hostName, ...headers},
          },
          (response) => {
            response.resume();
            response.on('end', () =>
              resolve({status: response.statusCode!, headers: response.headers}),
            );
          },
        )
        .on('error', reject)
        .end();
    });

  return {
    httpPort: () => ports.http,
    httpsPort: () => ports.https,
    certificate: () => certificate,
    errorLog: () => nginx!.errorLog(),
    tlsConnect: (options = {}) =>
      tls.connect({
        host: '127.0.0.1',
        port: ports.https,
        servername: hostName,
        ca: certificate,
        ...options,
      }),
    request,
  };
}
