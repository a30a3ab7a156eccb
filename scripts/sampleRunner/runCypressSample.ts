/**
 * Runs /testing's Cypress spec in the sample run's Chromium, with the Cypress stand-in of
 * ./cypressStandIn.ts, against the same stand-in signup application as the Playwright spec.
 */
import type {Browser} from 'playwright';
import type {ApiStub} from '../../api-stub/server';
import {testKeyValues} from '../../src/data/testKeys';
import {cypressStandIn, type CypressStandIn} from './cypressStandIn';
import type {RunnableSample} from './runnableSamples';
import {startApp} from './runPlaywrightSample';
import {errorText, startOutcome, type SampleOutcome} from './sampleOutcome';

export interface CypressTestOutcome {
  name: string;
  /** 'passed', or 'failed: <first line of the error>'. */
  result: string;
}

type Body = () => void;

/**
 * The spec's tests, each `it()` played on a page of its own with a Cypress stand-in; `describe`
 * and `it` are collected once (a spec is a script, not a module), with a `cy` that forwards to
 * the stand-in of the test being played.
 */
export async function runCypressSpec(
  browser: Browser,
  code: string,
  baseUrl: string,
): Promise<CypressTestOutcome[]> {
  const tests: {name: string; body: Body}[] = [];
  const prefix: string[] = [];
  const describe = (name: string, body: Body) => {
    prefix.push(name);
    body();
    prefix.pop();
  };
  const it = (name: string, body: Body) => tests.push({name: [...prefix, name].join(' > '), body});
  let current: CypressStandIn | undefined;
  const cy = new Proxy({}, {get: (_, command) => current!.cy[String(command)]});
  new Function('describe', 'it', 'cy', code)(describe, it, cy);
  const outcomes: CypressTestOutcome[] = [];
  for (const {name, body} of tests) {
    const context = await browser.newContext();
    current = cypressStandIn(await context.newPage(), baseUrl);
    try {
      body();
      await current.run();
      outcomes.push({name, result: 'passed'});
    } catch (error) {
      outcomes.push({name, result: `failed: ${errorText(error).split('\n')[0]}`});
    } finally {
      await context.close();
    }
  }
  return outcomes;
}

/**
 * A `run="cypress"` sample in the sample run: the spec's tests against the stand-in signup
 * application with the always-pass pair, the keys the page tells readers to start it with.
 */
export async function runCypressSample(
  browser: Browser,
  sample: RunnableSample,
  stub: ApiStub,
): Promise<SampleOutcome> {
  const outcome = startOutcome(sample, 'chromium');
  const app = await startApp(stub.lane(), testKeyValues.siteKey, testKeyValues.secretKey);
  try {
    const started = Date.now();
    const tests = await runCypressSpec(browser, sample.code, app.url);
    if (tests.length === 0) return {...outcome, failure: 'the spec has no it() test'};
    for (const {name, result} of tests) {
      const problems = result === 'passed' ? [] : [result];
      outcome.cases.push({name, problems, ms: Date.now() - started});
    }
  } catch (error) {
    return {...outcome, failure: errorText(error)};
  } finally {
    await app.close();
  }
  return outcome;
}
