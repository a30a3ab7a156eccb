/**
 * The stand-in API as the runner uses it: the keys it substitutes, and
 * tokens made to order for the cases.
 */
import {enterpriseAccount} from '../../api-stub/accounts';
import type {ApiStub} from '../../api-stub/server';
import {demoAccounts} from '../../dashboard-stub/accounts';
import {testKeys, testSecretKeys} from '../../src/data/testKeys';
import type {SampleCase} from './verifierCases';

export interface Keys {
  sitekey: string;
  secret: string;
}

const solo = demoAccounts.find((account) => account.email === 'solo@bramble.example')!;

/** What the runner substitutes for YOUR_SITE_KEY and YOUR_SECRET_KEY: a demo site, as a logged-in reader sees. */
export const realKeys: Keys = {sitekey: solo.sites[0]!.sitekey, secret: solo.secret};

/** The same for the Enterprise samples: the stand-in's Enterprise account, whose answers carry scores. */
export const enterpriseKeys: Keys = {
  sitekey: enterpriseAccount.sites[0]!.sitekey,
  secret: enterpriseAccount.secret,
};

/** The test secret that always answers invalid-input-response (bramble-facts: "More test keys"). */
export const invalidResponseTestSecret = testSecretKeys.find(
  (key) => key.id === 'invalid-input-response',
)!.value;

/** The hostname tokens are issued for: one the demo sites list, and the one the app samples expect. */
const tokenHostname = 'www.example.com';

export async function tokenOfKind(
  stub: ApiStub,
  testCase: SampleCase,
  keys: Keys,
): Promise<string> {
  const issue = (issuedSecondsAgo?: number) =>
    stub.issueToken({
      sitekey: keys.sitekey,
      hostname: tokenHostname,
      issuedSecondsAgo,
      ...(testCase.score !== undefined && {
        risk:
          testCase.score === null
            ? null
            : {score: testCase.score, reasons: ['chosen by the sample runner']},
      }),
    }).token;
  switch (testCase.token) {
    case 'empty':
      return '';
    case 'garbage':
      return 'this-is-not-a-bramble-token';
    case 'test-token':
      return testKeys.token;
    case 'expired':
      return issue(121);
    case 'fresh':
      return issue();
    case 'spent': {
      const token = issue();
      const answer = await fetch(`${stub.httpUrl}/siteverify`, {
        method: 'POST',
        body: new URLSearchParams({secret: keys.secret, response: token, sitekey: keys.sitekey}),
      });
      if (((await answer.json()) as {success?: boolean}).success !== true) {
        throw new Error('the stand-in did not accept a fresh token it issued');
      }
      return token;
    }
  }
}
