import {describe, expect, it} from 'vitest';
import {readEnv} from './env';

describe('readEnv', () => {
  it('defaults to 3002, 3443 and 3003, clear of the docs and the dashboard', () => {
    expect(readEnv({})).toEqual({httpPort: 3002, httpsPort: 3443, framePort: 3003});
  });

  it('reads the three ports, 0 included', () => {
    expect(
      readEnv({API_HTTP_PORT: ' 43102 ', API_HTTPS_PORT: '0', API_FRAME_PORT: '4100'}),
    ).toEqual({httpPort: 43102, httpsPort: 0, framePort: 4100});
  });

  it.each(['abc', '-1', '70000', '3002.5'])('refuses the port %s', (port) => {
    expect(() => readEnv({API_HTTP_PORT: port})).toThrow(/API_HTTP_PORT/);
    expect(() => readEnv({API_HTTPS_PORT: port})).toThrow(/API_HTTPS_PORT/);
    expect(() => readEnv({API_FRAME_PORT: port})).toThrow(/API_FRAME_PORT/);
  });
});
