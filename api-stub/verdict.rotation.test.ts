import {describe, expect, it} from 'vitest';
import {previousSecretGraceMs} from './secretRotation';
import {newState, realToken, solo, soloSite, t0, verify} from './verdict.fixtures';

describe('a rotated secret in siteverify', () => {
  function rotated() {
    const state = newState();
    const result = state.secrets.rotate(solo.secret, t0);
    if (!result.ok) throw new Error(result.error);
    return {state, newSecret: result.secret};
  }

  it('verifies with the new secret and, during 24 hours, with the previous one', () => {
    const {state, newSecret} = rotated();
    const now = t0 + previousSecretGraceMs;
    for (const secret of [newSecret, solo.secret]) {
      const token = realToken(state, soloSite!.sitekey, now);
      expect(
        verify(state, {secret, response: token, sitekey: soloSite!.sitekey}, now).json,
      ).toMatchObject({
        success: true,
      });
    }
  });

  it('answers invalid-input-secret to the previous secret after 24 hours', () => {
    const {state, newSecret} = rotated();
    const now = t0 + previousSecretGraceMs + 1;
    const token = realToken(state, soloSite!.sitekey, now);
    expect(verify(state, {secret: solo.secret, response: token}, now).json).toEqual({
      success: false,
      'error-codes': ['invalid-input-secret'],
    });
    expect(verify(state, {secret: newSecret, response: token}, now).json.success).toBe(true);
  });
});
