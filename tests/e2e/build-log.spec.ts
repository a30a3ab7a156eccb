import fs from 'node:fs';
import {test, expect} from '@playwright/test';
import {buildLogFile} from '../testEnv';

// The config only warns on broken links (as the spec asks), so the log is the place to catch them.
test('the production build reports no broken link, anchor or duplicate route', () => {
  const log = fs.readFileSync(buildLogFile, 'utf8');
  expect(log).toMatch(/\[SUCCESS\] Generated static files in "build"/);
  expect(log).toMatch(/\[SUCCESS\] Generated static files in "build\/fr"/);
  const problems = log
    .split('\n')
    .filter((line) =>
      /broken link|broken anchor|broken markdown|duplicate route|\[WARNING\]|\[ERROR\]/i.test(line),
    );
  expect(problems).toEqual([]);
});
