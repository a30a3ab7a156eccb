import {describe, expect, it} from 'vitest';
import {standInPolicy} from './pagePolicy';

const origins = {
  script: 'https://127.0.0.1:4443/lanes/abc',
  bramble: ['https://127.0.0.1:4443/lanes/abc', 'http://127.0.0.1:4003'],
};

describe('standInPolicy', () => {
  it("swaps Bramble's hosts for the stand-in's origins, paths left out (a CSP path is exact)", () => {
    expect(
      standInPolicy(
        origins,
        "script-src 'self' https://js.bramble.example; frame-src 'self' https://*.bramble.example",
      ),
    ).toBe(
      "script-src 'self' 'unsafe-inline' https://127.0.0.1:4443; " +
        "frame-src 'self' https://127.0.0.1:4443 http://127.0.0.1:4003",
    );
  });

  it('keeps a policy without frame-src as it is: the frames are then blocked', () => {
    expect(standInPolicy(origins, "connect-src 'self' https://*.bramble.example")).toBe(
      "connect-src 'self' https://127.0.0.1:4443 http://127.0.0.1:4003",
    );
  });

  it('starts from the policy the docs recommend, with each of its four directives', () => {
    const directives = standInPolicy(origins)
      .split('; ')
      .map((part) => part.split(' ')[0]);
    expect(directives.sort()).toEqual(['connect-src', 'frame-src', 'script-src', 'style-src']);
    expect(standInPolicy(origins)).toContain(
      "frame-src 'self' https://127.0.0.1:4443 http://127.0.0.1:4003",
    );
  });
});
