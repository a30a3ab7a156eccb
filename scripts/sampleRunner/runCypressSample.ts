/**
 * Runs /testing's Cypress spec in the sample run's Chromium, with the Cypress stand-in of
 * ./cypressStandIn.ts, against the same stand-in signup application as the Playwright spec: each
 * `it()` on a page of its own, its commands played in order. Returns each test's outcome.
 */
import type {Browser} from 'playwright';
import type {ApiStub} from '../../api-stub/server';
import {testKeyValues} from '../../src/data/testKeys';
import {cypressStandIn} from './cypressStandIn';
import type {RunnableSample} from './runnableSamples';
import {startApp} from './runPlaywrightSample';
import {errorText, startOutcome, type SampleOutcome} from './sampleOutcome';

export interface CypressTestOutcome {
  name: string;
  /** 'passed', or 'failed: <first line of the error>'. */
  result: string;
}

type Body = () => void;

/** The spec's `describe` and `it` calls, collected (a spec is a script, not a module). */
function collectTests(code: string, cy: unknown): {name: string; body: Body}[] {
  const tests: {name: string; body: Body}[] = [];
  const prefix: string[] = [];
  const describe = (name: string, body: Body) => {
    prefix.push(name);
    body();
    prefix.pop();
  };
  const it = (name: string, body: Body) => tests.push({name: [...prefix, name].join(' > '), body});
  new Function('describe', 'it', 'cy', code)(describe, it, cy);
  return tests;
}

export async function runCypressSpec(
  browser: Browser,
  code: string,
  baseUrl: string,
): Promise<CypressTestOutcome[]> {
  // The names first, with a `cy` that only queues; each test then gets its own page and queue.
  const names = collectTests(code, new Proxy({}, {get: () => () => ({})})).map((test) => test.name);
  const outcomes: CypressTestOutcome[] = [];
  for (const [index, name] of names.entries()) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const standIn = cypressStandIn(page, baseUrl);
    try {
      collectTests(code, standIn.cy)[index]!.body();
      await standIn.run();
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
    for (const test of tests)
      outcome.cases.push({
        name: test.name,
        problems: test.result === 'passed' ? [] : [test.result],
        ms: Date.now() - started,
      });
  } catch (error) {
    return {...outcome, failure: errorText(error)};
  } finally {
    await app.close();
  }
  return outcome;
}
