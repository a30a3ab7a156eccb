import {allowedPeers, allowedRequest} from './http';

describe('allowedRequest (DNS rebinding)', () => {
  const peers = allowedPeers({host: '127.0.0.1', port: 3333}, [
    'https://docs.bramble.example',
    'http://127.0.0.1:8080',
  ]);
  it.each([
    {name: 'a client without Origin', headers: {host: '127.0.0.1:3333'}, expected: true},
    {name: 'localhost by name', headers: {host: 'localhost:3333'}, expected: true},
    {
      name: 'its own origin',
      headers: {host: '127.0.0.1:3333', origin: 'http://127.0.0.1:3333'},
      expected: true,
    },
    {
      name: "the site's host and origin, as nginx passes them on",
      headers: {host: 'docs.bramble.example', origin: 'https://docs.bramble.example'},
      expected: true,
    },
    {name: "the site's host in capitals", headers: {host: 'DOCS.bramble.example'}, expected: true},
    {
      name: 'the address it is served at',
      headers: {host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080'},
      expected: true,
    },
    {
      name: "the site's host over plain http",
      headers: {host: 'docs.bramble.example', origin: 'http://docs.bramble.example'},
      expected: false,
    },
    {
      name: 'a foreign origin',
      headers: {host: '127.0.0.1:3333', origin: 'https://evil.example'},
      expected: false,
    },
    {
      name: 'another port of localhost',
      headers: {host: '127.0.0.1:3333', origin: 'http://localhost:8080'},
      expected: false,
    },
    {name: 'the null origin', headers: {host: '127.0.0.1:3333', origin: 'null'}, expected: false},
    {name: 'a rebound host name', headers: {host: 'evil.example:3333'}, expected: false},
    {
      name: "a subdomain of the site's host",
      headers: {host: 'x.docs.bramble.example'},
      expected: false,
    },
    {name: 'no Host', headers: {}, expected: false},
  ])('$name: $expected', ({headers, expected}) => {
    expect(allowedRequest(headers, peers)).toBe(expected);
  });
});
