import {describe, expect, it} from 'vitest';
import {defaultFramePort, readFramePort} from './framePort';

describe('readFramePort', () => {
  it('is 3003 by default, clear of the docs, the dashboard and the API', () => {
    expect(readFramePort({})).toBe(defaultFramePort);
    expect([3000, 3001, 3002, 3443]).not.toContain(defaultFramePort);
  });

  it('reads API_FRAME_PORT, 0 for any free port', () => {
    expect(readFramePort({API_FRAME_PORT: ' 4100 '})).toBe(4100);
    expect(readFramePort({API_FRAME_PORT: '0'})).toBe(0);
  });

  it('throws on anything else', () => {
    for (const bad of ['http', '-1', '70000', '3.5']) {
      expect(() => readFramePort({API_FRAME_PORT: bad})).toThrow(/API_FRAME_PORT must be a port/);
    }
  });
});
