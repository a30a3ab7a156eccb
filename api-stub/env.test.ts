import {describe, expect, it} from 'vitest';
import {readEnv} from './env';

describe('readEnv', () => {
  it('defaults to 3002 and 3443', () => {
    expect(readEnv({})).toEqual({httpPort: 3002, httpsPort: 3443});
  });

  it('reads both ports, 0 included', () => {
    expect(readEnv({API_HTTP_PORT: ' 43102 ', API_HTTPS_PORT: '0'})).toEqual({
      httpPort: 43102,
      httpsPort: 0,
    });
  });

  it.each(['abc', '-1', '70000', '3002.5'])('refuses the port %s', (port) => {
    expect(() => readEnv({API_HTTP_PORT: port})).toThrow(/API_HTTP_PORT/);
    expect(() => readEnv({API_HTTPS_PORT: port})).toThrow(/API_HTTPS_PORT/);
  });
});
