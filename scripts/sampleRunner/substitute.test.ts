import {expect, it} from 'vitest';
import {substitute} from './substitute';

it('swaps only the hosts and the keys', () => {
  const code = [
    "const url = 'https://api.bramble.example/siteverify';",
    "const script = 'https://js.bramble.example/1/api.js';",
    "const keys = ['YOUR_SITE_KEY', 'YOUR_SECRET_KEY', '0x1000000000000000000000000000000000000001'];",
  ].join('\n');
  expect(
    substitute(code, {
      apiBase: 'https://127.0.0.1:4443/lanes/a',
      scriptBase: 'https://127.0.0.1:4443/lanes/a',
      sitekey: 'site',
      secret: 'secret',
      keys: {
        '0x1000000000000000000000000000000000000001': '0x2000000000000000000000000000000000000002',
      },
    }),
  ).toBe(
    [
      "const url = 'https://127.0.0.1:4443/lanes/a/siteverify';",
      "const script = 'https://127.0.0.1:4443/lanes/a/1/api.js';",
      "const keys = ['site', 'secret', '0x2000000000000000000000000000000000000002'];",
    ].join('\n'),
  );
});

it('leaves the script host alone when no script base is given', () => {
  expect(
    substitute('https://js.bramble.example/1/api.js', {apiBase: 'x', sitekey: 's', secret: 'k'}),
  ).toBe('https://js.bramble.example/1/api.js');
});
