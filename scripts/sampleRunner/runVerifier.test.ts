import {describe, expect, it} from 'vitest';
import {testKeyValues} from '../../src/data/testKeys';
import {byKeySet, judge, keysFor} from './runVerifier';
import type {RunnableSample} from './runnableSamples';
import {enterpriseKeys, realKeys} from './standIn';
import {assessorCases, type SampleCase} from './verifierCases';

const assessor = {kind: 'assessor'} as RunnableSample;
const verifier = {kind: 'verifier'} as RunnableSample;

describe('keysFor', () => {
  it.each([
    {sample: verifier, keySet: undefined, keys: realKeys},
    {sample: assessor, keySet: 'own' as const, keys: enterpriseKeys},
    {
      sample: assessor,
      keySet: 'test-pass' as const,
      keys: {sitekey: testKeyValues.siteKey, secret: testKeyValues.secretKey},
    },
    {
      sample: assessor,
      keySet: 'test-high-risk' as const,
      keys: {sitekey: testKeyValues.siteKey, secret: '0x4000000000000000000000000000000000000004'},
    },
  ])('$sample.kind with $keySet', ({sample, keySet, keys}) => {
    expect(keysFor(sample, keySet)).toEqual(keys);
  });
});

describe('byKeySet', () => {
  it('groups the assessor cases by keys, the own keys first, keeping their order', () => {
    const groups = byKeySet(assessorCases);
    expect([...groups.keys()]).toEqual(['test-pass', 'test-high-risk', 'own']);
    expect(groups.get('own')!.map((c) => c.name)).toEqual(
      assessorCases.filter((c) => c.keys === undefined).map((c) => c.name),
    );
  });
});

describe('judge: the log line a case asks for', () => {
  const testCase: SampleCase = {
    name: 'answer without a score',
    token: 'fresh',
    remoteip: null,
    faults: [],
    expected: 'block',
    logs: 'bramble: the real cause',
  };
  const lane = {requests: () => []} as unknown as Parameters<typeof judge>[4];
  const run = {verdict: 'block', output: '', ms: 1};

  it('passes a sample whose code writes it', () => {
    const code = "console.error('bramble: the real cause');";
    expect(judge(testCase, realKeys, 't', run, lane, 0, {code})).toEqual([]);
  });

  it('fails a sample that blames something else', () => {
    const code = "console.error('bramble: check the account');";
    expect(judge(testCase, realKeys, 't', run, lane, 0, {code})).toEqual([
      'does not log the cause: expected the line "bramble: the real cause"',
    ]);
  });
});
