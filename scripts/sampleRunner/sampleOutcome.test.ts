import {describe, expect, it} from 'vitest';
import {
  afterRetry,
  crashIn,
  failed,
  missingRuntime,
  skippedRuntimes,
  type SampleOutcome,
} from './sampleOutcome';

const outcome = (problems: string[]): SampleOutcome => ({
  where: 'api.mdx:12',
  runtime: 'php',
  kind: 'verifier',
  cases: [{name: 'valid', problems, ms: 5}],
});
const passed = outcome([]);
const timedOut = outcome(['timed out']);
const wrongVerdict = outcome(['accepted a refused token']);

describe('afterRetry: a sample that needs a second run to pass fails as flaky', () => {
  it.each([
    {
      name: 'failed, then passed',
      second: passed,
      flaky: ['failed, then passed when run again: the first time, valid: timed out'],
    },
    {name: 'failed twice', second: wrongVerdict, flaky: undefined},
  ])('$name', ({second, flaky}) => {
    const verdict = afterRetry(timedOut, second);
    expect(failed(verdict)).toBe(true);
    expect(verdict.where).toBe('api.mdx:12');
    expect(verdict.cases.find((testCase) => testCase.name === 'flaky')?.problems).toEqual(flaky);
  });
});

describe('skippedRuntimes: BRAMBLE_SKIP_RUNTIMES', () => {
  it.each([
    {variable: undefined, skipped: []},
    {variable: '', skipped: []},
    {variable: 'dotnet', skipped: ['dotnet']},
    {variable: 'dotnet, php ,', skipped: ['dotnet', 'php']},
  ])('$variable skips $skipped', ({variable, skipped}) => {
    expect([...skippedRuntimes(variable)]).toEqual(skipped);
  });
});

describe('missingRuntime: a missing runtime fails, unless BRAMBLE_SKIP_RUNTIMES names it', () => {
  const why = 'no php (apt-get install php-cli)';
  it.each([
    {skip: [], failure: /^php is missing: no php \(apt-get install php-cli\)/},
    {skip: ['dotnet'], failure: /^php is missing/},
    {skip: ['php'], failure: undefined},
  ])('skipping $skip', ({skip, failure}) => {
    const verdict = missingRuntime('php', why, new Set(skip));
    if (failure === undefined) expect(verdict).toBe('skipped');
    else
      expect(verdict).toMatchObject({
        runtime: 'php',
        cases: [],
        failure: expect.stringMatching(failure),
      });
  });
});

describe('crashIn', () => {
  it.each([
    {
      name: 'a jq parse error',
      output: 'parse error: Invalid numeric literal at line 1, column 10',
      driven: false,
      found: true,
    },
    {
      name: 'a PHP warning',
      output: 'PHP Warning:  Undefined array key "success" in x.php on line 3',
      driven: true,
      found: true,
    },
    {
      name: 'a Python traceback of a program',
      output: 'Traceback (most recent call last):\n  File "x.py"',
      driven: false,
      found: true,
    },
    {
      name: 'a traceback a driven sample logged on purpose',
      output: 'bramble: failed\nTraceback (most recent call last):',
      driven: true,
      found: false,
    },
    {
      name: 'an uncaught Java exception',
      output: 'Exception in thread "main" java.net.http.HttpTimeoutException',
      driven: false,
      found: true,
    },
    {
      name: 'a Ruby exception nobody rescued',
      output: "x.rb:9:in `rbuf_fill': Net::ReadTimeout (Net::ReadTimeout)",
      driven: false,
      found: true,
    },
    {
      name: 'a Node.js error and its stack',
      output: 'TimeoutError: The operation was aborted\n    at node:internal/x',
      driven: false,
      found: true,
    },
    {
      name: 'a sample logging its own failure',
      output: 'bramble: siteverify answered HTTP 503',
      driven: false,
      found: false,
    },
    {
      name: 'curl reporting a timeout',
      output: 'curl: (28) Operation timed out after 5001 milliseconds',
      driven: false,
      found: false,
    },
  ])('$name', ({output, driven, found}) => {
    expect(crashIn(output, {driven}) !== undefined).toBe(found);
  });
});
