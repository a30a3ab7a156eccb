import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {generate} from 'selfsigned';

/**
 * Makes a new self-signed certificate for 127.0.0.1 and localhost. It is its own trust anchor:
 * a client trusts exactly this certificate, never a CA that could sign others, and it dies with
 * the server. The extensions keep strict verifiers happy (OpenSSL's X509_STRICT, which Python 3.13
 * turns on): a leaf that is not a CA, with a non-empty subject, key usage for TLS servers only,
 * and the two names in subjectAltName, which is what clients check (not the CN).
 */
export async function makeThrowawayCertificate() {
  const now = Date.now();
  const pems = await generate([{name: 'commonName', value: 'Bramble API stand-in'}], {
    // EC keys take milliseconds to make; RSA keys can take a second on a busy machine.
    keyType: 'ec',
    algorithm: 'sha256',
    // An hour back, for a client whose clock is a little behind (a VM, a container).
    notBeforeDate: new Date(now - 60 * 60 * 1000),
    notAfterDate: new Date(now + 30 * 24 * 60 * 60 * 1000),
    extensions: [
      {name: 'basicConstraints', cA: false, critical: true},
      {name: 'keyUsage', digitalSignature: true, critical: true},
      {name: 'extKeyUsage', serverAuth: true},
      {
        name: 'subjectAltName',
        altNames: [
          {type: 7, ip: '127.0.0.1'},
          {type: 2, value: 'localhost'},
        ],
      },
    ],
  });
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'bramble-api-stub-'));
  const certFile = path.join(directory, 'bramble-api-stub-ca.pem');
  await fs.writeFile(certFile, pems.cert);
  return {
    keyPem: pems.private,
    certPem: pems.cert,
    /** The certificate as a PEM file, for NODE_EXTRA_CA_CERTS, curl --cacert and the like. */
    certFile,
    remove: () => fs.rm(directory, {recursive: true, force: true}),
  };
}
