import {describe, expect, it} from 'vitest';
import {inventoryOfPage} from './runnableSamples';

const fence = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\`\n`;
const calls = "fetch('https://api.bramble.example/siteverify')";

describe('inventoryOfPage', () => {
  it.each([
    {
      name: 'a verifier with its entry is runnable',
      page: fence('js title="v.mjs" run="verifier" entry="verify"', calls),
      runnable: [{runtime: 'node', kind: 'verifier', entry: 'verify', title: 'v.mjs'}],
      skipped: 0,
      problems: 0,
    },
    {
      name: 'a program needs no entry',
      page: fence(
        'python run="program"',
        'requests.post("https://api.bramble.example/siteverify")',
      ),
      runnable: [{runtime: 'python', kind: 'program', entry: '', title: ''}],
      skipped: 0,
      problems: 0,
    },
    {
      name: 'a shell verifier takes its token as $1 or $TOKEN: no entry',
      page: fence('bash run="verifier"', 'curl https://api.bramble.example/siteverify'),
      runnable: [{runtime: 'shell', kind: 'verifier', entry: '', title: ''}],
      skipped: 0,
      problems: 0,
    },
    {
      name: 'a fragment is skipped with its reason',
      page: fence('js partial="inside a handler"', calls),
      runnable: [],
      skipped: 1,
      problems: 0,
    },
    {
      name: 'C# is parsed only',
      page: fence(
        'csharp',
        'await http.PostAsync("https://api.bramble.example/siteverify", form);',
      ),
      runnable: [],
      skipped: 1,
      problems: 0,
    },
    {
      name: 'a runnable language that calls siteverify without run= is a problem',
      page: fence('js', calls),
      runnable: [],
      skipped: 0,
      problems: 1,
    },
    {
      name: 'a verifier without its entry is a problem',
      page: fence(
        'go run="verifier"',
        'http.PostForm("https://api.bramble.example/siteverify", form)',
      ),
      runnable: [],
      skipped: 0,
      problems: 1,
    },
    {
      name: 'a block that does not call siteverify is not the runner’s',
      page: fence('js', 'bramble.reset(widgetId);'),
      runnable: [],
      skipped: 0,
      problems: 0,
    },
    {
      name: 'a secret check is runnable without calling siteverify',
      page: fence('bash run="secret-check"', 'grep -rlIE -e "0x[0-9a-f]{40}" -- "$@"'),
      runnable: [{runtime: 'shell', kind: 'secret-check', entry: ''}],
      skipped: 0,
      problems: 0,
    },
    {
      name: 'a deploy check is runnable without calling siteverify',
      page: fence('bash run="deploy-check"', 'grep -rlF "$KEY" -- "$@"'),
      runnable: [{runtime: 'shell', kind: 'deploy-check', entry: ''}],
      skipped: 0,
      problems: 0,
    },
    {
      name: 'a deploy check must be a shell script',
      page: fence('js run="deploy-check"', 'console.log(1);'),
      runnable: [],
      skipped: 0,
      problems: 1,
    },
    {
      name: 'a Playwright test is parsed only, with its reason',
      page: fence('ts', "import {test} from '@playwright/test';\ntest('x', async () => {});"),
      runnable: [],
      skipped: 1,
      problems: 0,
    },
    {
      name: 'a Playwright spec with run="playwright" is run in Chromium',
      page: fence(
        'ts title="signup.spec.ts" run="playwright"',
        "import {test} from '@playwright/test';",
      ),
      runnable: [{runtime: 'chromium', kind: 'playwright', title: 'signup.spec.ts'}],
      skipped: 0,
      problems: 0,
    },
    {
      name: 'a Cypress test is parsed only, with its reason',
      page: fence('js', "it('x', () => { cy.visit('/signup'); });"),
      runnable: [],
      skipped: 1,
      problems: 0,
    },
  ])('$name', ({page, runnable, skipped, problems}) => {
    const inventory = inventoryOfPage(page, 'page.mdx');
    expect(inventory.runnable).toMatchObject(runnable);
    expect(inventory.skipped).toHaveLength(skipped);
    expect(inventory.problems).toHaveLength(problems);
  });

  it('names where a sample is, for the summary and the failures', () => {
    const inventory = inventoryOfPage(`intro\n\n${fence('js run="program"', calls)}`, 'index.mdx');
    expect(inventory.runnable[0]?.where).toBe('index.mdx:3');
  });
});

describe('a diff with after=', () => {
  const diff = [
    ' import requests',
    '',
    '-URL = "https://old.example/siteverify"',
    '+URL = "https://api.bramble.example/siteverify"',
    ' requests.post(URL)',
  ].join('\n');

  it('runs the code the diff leaves, in the language it names', () => {
    const inventory = inventoryOfPage(
      fence('diff title="v.py" after="python" run="verifier" entry="verify"', diff),
      'switch.mdx',
    );
    expect(inventory.problems).toEqual([]);
    expect(inventory.runnable).toMatchObject([
      {
        runtime: 'python',
        kind: 'verifier',
        entry: 'verify',
        code: 'import requests\n\nURL = "https://api.bramble.example/siteverify"\nrequests.post(URL)',
      },
    ]);
  });

  it('is a problem when it calls siteverify without saying how to run it', () => {
    const inventory = inventoryOfPage(fence('diff after="python"', diff), 'switch.mdx');
    expect(inventory.runnable).toEqual([]);
    expect(inventory.problems).toHaveLength(1);
  });

  it('stays a picture of a change without after=', () => {
    const inventory = inventoryOfPage(fence('diff', diff), 'switch.mdx');
    expect(inventory).toEqual({runnable: [], skipped: [], problems: []});
  });
});
