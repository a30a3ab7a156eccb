import {describe, expect, it} from 'vitest';
import {extractCodeSamples, partialReason} from './extractCodeSamples';

describe('extractCodeSamples', () => {
  it.each([
    {
      name: 'a backtick fence with a title',
      page: 'Intro\n\n```js title="server.js"\nconst a = 1;\n```\n',
      sample: {line: 3, language: 'js', meta: 'title="server.js"', code: 'const a = 1;'},
    },
    {
      name: 'a tilde fence',
      page: '~~~python\nprint(1)\n~~~\n',
      sample: {line: 1, language: 'python', meta: '', code: 'print(1)'},
    },
    {
      name: 'a longer fence holding a shorter one',
      page: '````md\n```js\nx\n```\n````\n',
      sample: {line: 1, language: 'md', code: '```js\nx\n```'},
    },
    {
      name: 'a fence without a language',
      page: '```\nplain\n```\n',
      sample: {line: 1, language: '', meta: '', code: 'plain'},
    },
    {
      name: 'highlighted lines and a title',
      page: '```html title="index.html" {3}\n<p></p>\n```\n',
      sample: {language: 'html', meta: 'title="index.html" {3}'},
    },
    {
      name: 'an indented fence inside JSX, without the fence indentation',
      page: '<TabItem value="php" label="PHP">\n  ```php\n  <?php\n  if (true) {\n      echo 1;\n  }\n  ```\n</TabItem>\n',
      sample: {line: 2, language: 'php', code: '<?php\nif (true) {\n    echo 1;\n}'},
    },
    {
      name: 'blank lines inside the code',
      page: '```py\na = 1\n\nb = 2\n```\n',
      sample: {code: 'a = 1\n\nb = 2'},
    },
    {
      name: 'Windows line ends',
      page: '```bash\r\necho hi\r\n```\r\n',
      sample: {language: 'bash', code: 'echo hi'},
    },
    {
      name: 'a fence after front matter, numbered by page line',
      page: '---\ntitle: "A"\n---\n\n```json\n{}\n```\n',
      sample: {line: 5, language: 'json', code: '{}'},
    },
    {
      name: 'a partial sample with its reason',
      page: '```java partial="a method of your controller class"\nvoid f() {}\n```\n',
      sample: {language: 'java', partial: 'a method of your controller class'},
    },
    {
      name: 'an unclosed fence, running to the end of the page',
      page: 'Text\n```go\npackage main\n',
      sample: {line: 2, code: 'package main\n', closed: false},
    },
  ])('reads $name', ({page, sample}) => {
    const samples = extractCodeSamples(page, 'docs/page.mdx');
    expect(samples).toHaveLength(1);
    expect(samples[0]).toMatchObject({file: 'docs/page.mdx', closed: true, ...sample});
  });

  it('finds every block of a page in order, and nothing in inline code', () => {
    const page = 'Use ```js inline``` here.\n\n```js\na()\n```\n\nText\n\n```text\nout\n```\n';
    const samples = extractCodeSamples(page, 'p.mdx');
    expect(samples.map((s) => [s.line, s.language])).toEqual([
      [3, 'js'],
      [9, 'text'],
    ]);
  });

  it('does not close a fence with a shorter or different marker', () => {
    const samples = extractCodeSamples('````js\n```\n~~~~\n````\n', 'p.mdx');
    expect(samples).toEqual([expect.objectContaining({code: '```\n~~~~', closed: true})]);
  });
});

describe('partialReason', () => {
  it.each([
    ['title="a.js"', undefined],
    ['partial="a method of a class"', 'a method of a class'],
    ['partial=\'statements of a handler\' title="x"', 'statements of a handler'],
    ['title="x" partial="  spaced  "', 'spaced'],
    ['partial', ''],
    ['partial=""', ''],
    ['title="a partial view"', undefined],
    ['partials="x"', undefined],
  ])('reads %j as %j', (meta, reason) => {
    expect(partialReason(meta)).toBe(reason);
  });
});
