import {allowedRequest} from './http';

describe('allowedRequest (DNS rebinding)', () => {
  it.each([
    {name: 'a client without Origin', headers: {host: '127.0.0.1:3333'}, expected: true},
    {name: 'localhost by name', headers: {host: 'localhost:3333'}, expected: true},
    {
      name: 'its own origin',
      headers: {host: '127.0.0.1:3333', origin: 'http://127.0.0.1:3333'},
      expected: true,
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
    {name: 'no Host', headers: {}, expected: false},
  ])('$name: $expected', ({headers, expected}) => {
    expect(allowedRequest(headers, '127.0.0.1', 3333)).toBe(expected);
  });
});
