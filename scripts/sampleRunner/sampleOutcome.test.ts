import {describe, expect, it} from 'vitest';
import {crashIn} from './sampleOutcome';

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
