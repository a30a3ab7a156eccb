import {describe, expect, it} from 'vitest';
import {readEnv} from './env';

describe('readEnv', () => {
  it.each([
    {
      name: 'defaults',
      input: {},
      expected: {
        port: 3001,
        host: '127.0.0.1',
        allowedOrigins: ['http://127.0.0.1:3000', 'http://localhost:3000'],
        control: false,
      },
    },
    {
      name: 'everything set',
      input: {
        DASHBOARD_PORT: '43101',
        DASHBOARD_HOST: 'localhost',
        DOCS_ORIGINS: ' http://localhost:3000 ,http://localhost:4000,',
        DASHBOARD_CONTROL: '1',
      },
      expected: {
        port: 43101,
        host: 'localhost',
        allowedOrigins: ['http://localhost:3000', 'http://localhost:4000'],
        control: true,
      },
    },
    {
      name: 'control only with 1',
      input: {DASHBOARD_CONTROL: 'true'},
      expected: expect.objectContaining({control: false}),
    },
  ])('$name', ({input, expected}) => {
    expect(readEnv(input)).toEqual(expected);
  });

  it.each(['abc', '-1', '70000', '3001.5'])('refuses the port %s', (port) => {
    expect(() => readEnv({DASHBOARD_PORT: port})).toThrow(/DASHBOARD_PORT/);
  });
});
