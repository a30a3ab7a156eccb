import {beforeAll, describe, expect, it} from 'vitest';
import {
  checkCodeSamples,
  findCodeSampleProblems,
  formatProblem,
  type CodeSampleProblem,
} from './checkCodeSamples';
import {partialReason, type CodeSample} from './extractCodeSamples';
import {languageCheckers} from './languageCheckers';
import {runTool} from './runTool';

/** A sample as if read from `file`, its fence on line 10 (so its code starts on line 11). */
function sample(file: string, language: string, code: string, meta = ''): CodeSample {
  return {file, line: 10, language, meta, partial: partialReason(meta), code, closed: true};
}

// It runs real toolchains (php, ruby, gofmt, nginx, python3): the run's hang guard is its limit.
it('every code sample of the site parses with its toolchain', async () => {
  const problems = await findCodeSampleProblems('.');
  expect(problems.map(formatProblem)).toEqual([]);
});

/** For each checker: a correct sample it must accept, a broken one it must reject. */
const plantedSamples: {language: string; good: string; broken: string}[] = [
  {language: 'json', good: '{"a": [1, 2]}', broken: '{\n  "a": 1,\n}'},
  {language: 'js', good: 'const a = await f();', broken: 'const a = ;'},
  {language: 'javascript', good: 'export default {a: 1};', broken: 'let x: number = 1;'},
  {language: 'jsx', good: 'const a = <div className="x">{b}</div>;', broken: 'const a = <div>;'},
  {language: 'ts', good: 'const a: number = 1;', broken: 'const a: = 1;'},
  {language: 'tsx', good: 'const a = <A<string> b={1} />;', broken: 'const a = <div></span>;'},
  {language: 'python', good: 'def f(x):\n    return x\n', broken: 'def f(x:\n    return x\n'},
  {language: 'php', good: '<?php\necho "hi";\n', broken: '<?php\nfunction f( {\n}\n'},
  {language: 'php', good: '<p><?= htmlspecialchars($name) ?></p>', broken: 'echo 1;'},
  {language: 'ruby', good: 'def f\n  1\nend\n', broken: 'def f\n  if x\nend\n'},
  {
    language: 'erb',
    good: '<%= form_with url: "/c" do |f| %>\n  <%= f.email_field :email %>\n<% end %>\n',
    broken: '<% if user %>\n  <%= user.name %>\n',
  },
  {language: 'bash', good: 'if true; then echo hi; fi', broken: 'if true; then\n  echo hi\n'},
  {
    language: 'go',
    good: 'package main\n\nfunc main() {}\n',
    broken: 'package main\n\nfunc main( {\n}\n',
  },
  {language: 'go', good: 'package main', broken: 'func main() {}'},
  {
    language: 'java',
    good: 'class A { void f() {} }',
    broken: 'class A {\n  void f() { int x = ; }\n}',
  },
  {language: 'csharp', good: 'class A { int F() => 1; }', broken: 'class A {\n  int F( => 1;\n}'},
  {
    language: 'kotlin',
    good: 'fun main() {\n    println("hi")\n}',
    broken: 'fun main() {\n    println("hi"\n}',
  },
  {
    language: 'swift',
    good: 'func f() -> Int {\n    return 1\n}',
    broken: 'func f() -> Int {\n    return (1\n}',
  },
  {
    language: 'dart',
    good: "void main() {\n  print('hi');\n}",
    broken: "void main() {\n  print('hi';\n}",
  },
  {
    language: 'nginx',
    good: 'server {\n    listen 8443 ssl;\n    location / { return 204; }\n}',
    broken: 'server {\n    listen 8080\n}',
  },
  {
    language: 'html',
    good: '<script src="/api.js" async defer></script>\n<div class="a"><p>Hi</div>',
    broken: '<div class="a">\n  <span>Hi\n</div>',
  },
  {
    language: 'html',
    good: '<script type="module">\n  await load();\n</script>',
    broken: '<script>\n  function f( {\n</script>',
  },
  {
    language: 'vue',
    good: '<template>\n  <p>{{ msg }}</p>\n</template>\n<script setup lang="ts">\nconst msg: string = "hi";\n</script>\n',
    broken: '<template>\n  <p>{{ msg + }}</p>\n</template>\n',
  },
  {
    language: 'vue',
    good: '<template><p>{{ msg }}</p></template>\n<script>\nexport default {data: () => ({msg: 1})};\n</script>\n',
    broken:
      '<template><p>{{ msg }}</p></template>\n<script setup lang="ts">\nconst msg: = 1;\n</script>\n',
  },
  {
    language: 'mermaid',
    good: 'flowchart LR\n  A[Start] --> B[End]',
    broken: 'flowchart LR\n  A[Start --> B[End]',
  },
  {
    language: 'mermaid',
    good: 'sequenceDiagram\n  A->>B: hi',
    broken: 'sequenceDiagram\n  A->>: hi',
  },
  {language: 'diff', good: ' a\n-b\n+c', broken: ' a\nb\n+c'},
];

/** Fragments: rejected as complete samples, accepted when marked partial with a reason. */
const plantedFragments: {language: string; code: string}[] = [
  // Java 25 takes methods and fields at the top level (compact source files), not constructors.
  {language: 'java', code: 'public Controller() {\n  super();\n}'},
  {language: 'java', code: 'String name = request.getParameter("n");\nrespond(name);'},
  {language: 'go', code: 'func verify(token string) bool {\n\treturn token != ""\n}'},
  {language: 'go', code: 'ok := verify(token)\nif !ok {\n\treturn\n}'},
  {language: 'js', code: "sitekey: 'YOUR_SITE_KEY',\ntheme: 'dark',"},
  {language: 'ts', code: 'private readonly secret: string = "x";'},
  {language: 'php', code: 'echo verify($token) ? "ok" : "no";'},
  {language: 'php', code: 'public function verify(): bool\n{\n    return true;\n}'},
  {language: 'python', code: 'result = await verify(token)\nreturn result'},
  {language: 'json', code: '"sitekey": "YOUR_SITE_KEY",\n"theme": "dark"'},
  {
    language: 'nginx',
    code: 'add_header X-Frame-Options DENY always;\nlocation /api { return 204; }',
  },
  {language: 'nginx', code: 'proxy_pass http://127.0.0.1:8080;\nproxy_set_header Host $host;'},
  // The tree-sitter grammars do not check modifiers: `override fun` parses at the top level.
  {language: 'kotlin', code: 'constructor(id: Int) : this() {\n    println(id)\n}'},
  {language: 'dart', code: "final token = await verify();\nprint('$token');"},
  {language: 'csharp', code: 'public string Name { get; set; }\npublic Sample() { }'},
  {language: 'swift', code: 'subscript(i: Int) -> Int {\n    return 0\n}'},
  {language: 'html', code: '<html lang="de">\n  <head></head>\n</html>'},
];

describe('checkCodeSamples, on planted samples', () => {
  let problems: CodeSampleProblem[] = [];
  const problemsOf = (file: string): CodeSampleProblem[] => problems.filter((p) => p.file === file);

  beforeAll(async () => {
    problems = await checkCodeSamples([
      ...plantedSamples.flatMap(({language, good, broken}, i) => [
        sample(`good-${i}.mdx`, language, good),
        sample(`broken-${i}.mdx`, language, broken),
      ]),
      ...plantedFragments.flatMap(({language, code}, i) => [
        sample(`fragment-${i}.mdx`, language, code),
        sample(`partial-${i}.mdx`, language, code, 'title="x" partial="part of a larger file"'),
      ]),
      sample('partial-broken.mdx', 'java', 'void f( {}', 'partial="a method"'),
      sample('no-reason.mdx', 'js', 'a();', 'partial'),
      sample('empty-reason.mdx', 'js', 'a();', 'partial=""'),
      sample('no-language.mdx', '', 'some output'),
      sample('unknown-language.mdx', 'cobol', 'DISPLAY "HI".'),
      {...sample('unclosed.mdx', 'js', 'a();'), closed: false},
      sample('plain-text.mdx', 'text', 'anything { at all'),
      sample('http.mdx', 'http', 'POST /siteverify HTTP/1.1'),
    ]);
  });

  it('has a planted pair for every checker', () => {
    const checkersCovered = new Set(plantedSamples.map((s) => languageCheckers.get(s.language)));
    expect(checkersCovered.size).toBe(new Set(languageCheckers.values()).size);
  });

  it.each(plantedSamples.map((planted, i) => ({...planted, i})))(
    '$language: accepts a correct sample and rejects a broken one',
    ({i, broken}) => {
      expect(problemsOf(`good-${i}.mdx`).map(formatProblem)).toEqual([]);
      const found = problemsOf(`broken-${i}.mdx`);
      expect(found).toHaveLength(1);
      // The problem points into the sample (lines 11 to 10 + its line count).
      expect(found[0]!.line).toBeGreaterThanOrEqual(11);
      expect(found[0]!.line).toBeLessThanOrEqual(10 + broken.split('\n').length);
      expect(found[0]!.message).not.toBe('');
    },
  );

  it.each(plantedFragments.map((planted, i) => ({...planted, i})))(
    '$language: a fragment passes only when marked partial: $code',
    ({i}) => {
      expect(problemsOf(`fragment-${i}.mdx`)).toHaveLength(1);
      expect(problemsOf(`partial-${i}.mdx`).map(formatProblem)).toEqual([]);
    },
  );

  it('still rejects a broken partial sample, naming the forms it tried', () => {
    expect(problemsOf('partial-broken.mdx').map(formatProblem)).toEqual([
      expect.stringMatching(
        /^partial-broken\.mdx:11 \(java\): .*tried as written, class body, method body\)$/,
      ),
    ]);
  });

  it.each([
    ['no-reason.mdx', 'partial needs a reason'],
    ['empty-reason.mdx', 'partial needs a reason'],
    ['no-language.mdx', 'code block without a language'],
    ['unknown-language.mdx', 'no checker for language cobol'],
    ['unclosed.mdx', 'never closed'],
  ])('%s: %s', (file, message) => {
    expect(problemsOf(file).map(formatProblem)).toEqual([expect.stringContaining(message)]);
  });

  it('does not check plain text', () => {
    expect(problemsOf('plain-text.mdx')).toEqual([]);
    expect(problemsOf('http.mdx')).toEqual([]);
  });
});

it('names a toolchain that is not installed', async () => {
  await expect(runTool('bramble-no-such-tool', ['-v'])).rejects.toThrow(
    'bramble-no-such-tool is not installed',
  );
});
