import {describe, expect, it} from 'vitest';
import {passSecret} from './keys';
import {createSecretRotations, previousSecretGraceMs} from './secretRotation';
import {solo, t0} from './verdict.fixtures';

const hour = 3_600_000;

describe('secret rotation', () => {
  it('opens each account with its fixed secret until it is rotated', () => {
    expect(createSecretRotations().accountOf(solo.secret, t0)).toBe(solo);
  });

  it('gives a new secret of the shape Bramble issues, which opens the account at once', () => {
    const rotations = createSecretRotations();
    const result = rotations.rotate(solo.secret, t0);
    if (!result.ok) throw new Error(result.error);
    expect(result.secret).toMatch(/^0x[0-9a-f]{40}$/);
    expect(result.secret).not.toBe(solo.secret);
    expect(rotations.accountOf(result.secret, t0)).toBe(solo);
  });

  // Facts: "the previous one keeps verifying for 24 hours, then answers `invalid-input-secret`".
  it.each([
    {after: 0, opens: true},
    {after: 23 * hour, opens: true},
    {after: previousSecretGraceMs, opens: true},
    {after: previousSecretGraceMs + 1, opens: false},
  ])('lets the previous secret open the account $after ms after: $opens', ({after, opens}) => {
    const rotations = createSecretRotations();
    rotations.rotate(solo.secret, t0);
    expect(rotations.accountOf(solo.secret, t0 + after)).toBe(opens ? solo : undefined);
  });

  it('rotates again from the new secret; each previous secret has its own 24 hours', () => {
    const rotations = createSecretRotations();
    const first = rotations.rotate(solo.secret, t0);
    if (!first.ok) throw new Error(first.error);
    const second = rotations.rotate(first.secret, t0 + 10 * hour);
    if (!second.ok) throw new Error(second.error);
    const later = t0 + previousSecretGraceMs + 5 * hour;
    expect(rotations.accountOf(solo.secret, later)).toBeUndefined();
    expect(rotations.accountOf(first.secret, later)).toBe(solo);
    expect(rotations.accountOf(second.secret, later)).toBe(solo);
  });

  it.each([
    {name: 'a test secret', secret: passSecret, error: 'test secrets never rotate'},
    {name: 'an unknown secret', secret: `0x${'ab'.repeat(20)}`, error: 'not the current secret'},
  ])('refuses to rotate $name', ({secret, error}) => {
    expect(createSecretRotations().rotate(secret, t0)).toMatchObject({
      ok: false,
      error: expect.stringContaining(error),
    });
  });

  it('refuses to rotate from a previous secret', () => {
    const rotations = createSecretRotations();
    rotations.rotate(solo.secret, t0);
    expect(rotations.rotate(solo.secret, t0 + 1).ok).toBe(false);
  });
});
