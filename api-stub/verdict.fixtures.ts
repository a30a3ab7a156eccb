// Shared set-up of the verdict tests: a made-up clock, fresh state, and accounts by name.
import {expect} from 'vitest';
import {apiAccounts, enterpriseAccount} from './accounts';
import type {SiteverifyForm} from './form';
import {createRateLimiter} from './rateLimit';
import {createReplayStore} from './replays';
import {createSecretRotations} from './secretRotation';
import {createTokenStore} from './tokens';
import {siteverifyAnswer, type VerifyState} from './verdict';

// A made-up clock: every time in these tests is this instant plus some milliseconds.
export const t0 = Date.parse('2026-03-01T12:00:00.000Z');

function account(email: string) {
  return apiAccounts.find((candidate) => candidate.email === email)!;
}
export const ada = account('ada@bramble.example');
export const solo = account('solo@bramble.example');
export const [adaShop, adaBlog] = ada.sites;
export const [soloSite] = solo.sites;
export const [lowRisk, highRisk] = enterpriseAccount.sites;

export function newState(): VerifyState {
  return {
    tokens: createTokenStore(),
    replays: createReplayStore(),
    rateLimiter: createRateLimiter(),
    secrets: createSecretRotations(),
  };
}

/** A token of a real site, passed on `hostname` at `issuedAt`. */
export function realToken(
  state: VerifyState,
  sitekey: string,
  issuedAt = t0,
  hostname = 'example.com',
) {
  return state.tokens.issue(sitekey, hostname, issuedAt).token;
}

export function verify(state: VerifyState, form: SiteverifyForm, now = t0) {
  const answer = siteverifyAnswer({kind: 'form', form}, state, now);
  return {...answer, json: JSON.parse(answer.body) as Record<string, unknown>};
}

export function errorsOf(state: VerifyState, form: SiteverifyForm, now = t0): unknown {
  const answer = verify(state, form, now);
  expect(answer.status).toBe(200);
  return answer.json['error-codes'];
}
