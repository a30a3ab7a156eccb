import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {chromiumLaunchOptions, testChromiumLaunchOptions} from './chromium';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-sh-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

/** A browser that prints its arguments, one a line. */
const standIn = path.join(dir, 'browser');
fs.writeFileSync(standIn, '#!/bin/sh\nprintf \'%s\\n\' "$@"\n', {mode: 0o755});

/** What chromium.sh hands the browser. */
function argumentsPassedOn(args: string[]): string[] {
  const output = execFileSync(chromiumLaunchOptions.executablePath!, args, {
    env: {...process.env, BRAMBLE_CHROMIUM: standIn},
    encoding: 'utf8',
  });
  return output.split('\n').filter(Boolean);
}

describe('chromium.sh', () => {
  it('merges every --disable-features switch into one, Playwright’s list and ours', () => {
    expect(
      argumentsPassedOn([
        '--headless',
        '--disable-features=PaintHolding,MediaRouter',
        '--no-sandbox',
        '--disable-features=WebUIOmniboxPopup',
      ]),
    ).toEqual([
      '--disable-features=PaintHolding,MediaRouter,WebUIOmniboxPopup',
      '--headless',
      '--no-sandbox',
    ]);
  });

  it('passes arguments through untouched when none switches features off', () => {
    expect(argumentsPassedOn(['--user-data-dir=/tmp/a b', '--no-first-run'])).toEqual([
      '--user-data-dir=/tmp/a b',
      '--no-first-run',
    ]);
  });
});

describe('launch options', () => {
  it('leave TurboFan out of the test runs only: the bench measures pages as readers run them', () => {
    const jsFlags = (args: readonly string[] = []) =>
      args.filter((a) => a.startsWith('--js-flags'));
    expect(jsFlags(testChromiumLaunchOptions.args)).toEqual(['--js-flags=--max-opt=2']);
    expect(jsFlags(chromiumLaunchOptions.args)).toEqual([]);
    expect({...testChromiumLaunchOptions, args: []}).toEqual({...chromiumLaunchOptions, args: []});
  });
});
