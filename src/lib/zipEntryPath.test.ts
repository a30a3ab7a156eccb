import {describe, expect, it} from 'vitest';
import {
  zipEntryPathClashes,
  zipEntryPathMaxLength,
  zipEntryPathProblem,
  zipEntryPathsProblems,
} from './zipEntryPath';

describe('zipEntryPathProblem', () => {
  it.each([
    '.env',
    'server.js',
    'public/contact.html',
    'contact/templates/contact/contact.html',
    'test/verify.test.mjs',
    'été/café.txt',
    'a'.repeat(zipEntryPathMaxLength),
  ])('accepts %j', (path) => {
    expect(zipEntryPathProblem(path)).toBeNull();
  });

  it.each([
    {name: 'empty', path: '', problem: 'is empty'},
    {name: 'absolute', path: '/etc/passwd', problem: /^is absolute/},
    {name: 'absolute, with \\', path: '\\x', problem: /^is absolute/},
    {name: 'a drive, with \\', path: 'C:\\x', problem: /^is absolute/},
    {name: 'a drive, with /', path: 'C:/x', problem: /^is absolute/},
    {name: 'a drive-relative path', path: 'c:x', problem: /^is absolute/},
    {name: '.. with /', path: '../../evil.sh', problem: 'climbs out of its folder with ..'},
    {name: '.. with \\', path: '..\\..\\evil.bat', problem: 'climbs out of its folder with ..'},
    {name: '.. inside', path: 'a/../../b', problem: 'climbs out of its folder with ..'},
    {name: '.. at the end', path: 'a/..', problem: 'climbs out of its folder with ..'},
    {name: 'a backslash', path: 'a\\b', problem: /^holds \\, but zip paths separate/},
    {name: 'NUL', path: 'evil.sh\u0000.txt', problem: /^holds U\+0000, a control/},
    {name: 'a line break', path: 'a\nb', problem: /^holds U\+000A/},
    {name: 'DEL', path: 'a\u007f', problem: /^holds U\+007F/},
    {name: 'a C1 control', path: 'a\u0085', problem: /^holds U\+0085/},
    {name: 'a right-to-left override', path: 'a\u202Egnp.exe', problem: /^holds U\+202E/},
    {name: 'a zero-width space', path: '.e\u200Bnv', problem: /^holds U\+200B/},
    {name: 'a soft hyphen', path: '.e\u00ADnv', problem: /^holds U\+00AD/},
    {name: 'a Hangul filler', path: '\u3164.env', problem: /^holds U\+3164/},
    {name: 'a tag character', path: '.env\u{E0041}', problem: /^holds U\+E0041/},
    {name: 'a line separator', path: 'a\u2028b', problem: /^holds U\+2028/},
    {name: 'a lone surrogate', path: 'a\uD800', problem: /^holds U\+D800/},
    {name: 'a trailing slash', path: 'src/', problem: /^ends with \//},
    {name: 'an empty segment', path: 'a//b', problem: 'has an empty folder name (//)'},
    {name: 'a . segment', path: './a', problem: 'has a . folder'},
    {name: 'a . segment inside', path: 'a/./b', problem: 'has a . folder'},
    {name: 'only .', path: '.', problem: 'has a . folder'},
    {name: 'a colon (NTFS stream)', path: 'a.txt:hidden', problem: /^holds :, which Windows/},
    {name: 'a pipe', path: 'a|b', problem: /^holds \|/},
    {name: 'a trailing dot', path: 'a./b', problem: /^has "a\.", whose trailing dot/},
    {name: 'a trailing space', path: 'a ', problem: /^has "a ", whose trailing/},
    {name: 'a device name', path: 'CON', problem: /^has "CON", a name Windows keeps/},
    {name: 'a device name with an extension', path: 'x/nul.txt', problem: /^has "nul\.txt"/},
    {name: 'a numbered device', path: 'com1.js', problem: /^has "com1\.js"/},
    {
      name: 'over-long',
      path: 'a'.repeat(zipEntryPathMaxLength + 1),
      problem: `is longer than ${zipEntryPathMaxLength} characters`,
    },
  ])('refuses $name', ({path, problem}) => {
    if (typeof problem === 'string') expect(zipEntryPathProblem(path)).toBe(problem);
    else expect(zipEntryPathProblem(path)).toMatch(problem);
  });

  it('keeps names that only look like device names or dots', () => {
    expect(zipEntryPathProblem('console.js')).toBeNull();
    expect(zipEntryPathProblem('.gitignore')).toBeNull();
    expect(zipEntryPathProblem('a..b')).toBeNull();
  });

  // Files git, an editor or a package manager acts on by itself, at any depth and in any case.
  it.each([
    {path: '.git/hooks/pre-commit', name: '.git'},
    {path: 'p/.git/config', name: '.git'},
    {path: 'p/.GIT/hooks/post-checkout', name: '.git'},
    {path: 'p/.g\u0131t/hooks/pre-commit', name: '.git'},
    {path: 'p/.git', name: '.git'},
    {path: 'p/.vscode/tasks.json', name: '.vscode/tasks.json'},
    {path: 'p/.vscode/launch.json', name: '.vscode/launch.json'},
    {path: 'p/.VSCode/Tasks.json', name: '.vscode/tasks.json'},
    {path: 'p/.idea/workspace.xml', name: '.idea'},
    {path: 'p/.npmrc', name: '.npmrc'},
    {path: 'p/sub/.npmrc', name: '.npmrc'},
    {path: 'p/.yarnrc', name: '.yarnrc'},
    {path: 'p/.yarnrc.yml', name: '.yarnrc.yml'},
    {path: 'p/.pypirc', name: '.pypirc'},
  ])('refuses $path, which a tool acts on by itself', ({path, name}) => {
    expect(zipEntryPathProblem(path)).toBe(`has "${name}", which a tool acts on by itself`);
  });

  it.each(['CONIN$', 'conin$', 'x/CONOUT$.txt', 'Clock$', 'clock$.js'])(
    'refuses the device name %j',
    (path) => {
      expect(zipEntryPathProblem(path)).toBe(
        `has "${path.split('/').pop()}", a name Windows keeps for a device`,
      );
    },
  );

  it.each([
    'p/.github/workflows/x.yml',
    'p/.gitignore',
    'p/gitignore',
    'p/.gitattributes',
    'p/git/hooks/pre-commit',
    'p/tasks.json',
    'p/.vscode/settings.json',
    'p/vscode/tasks.json',
    'p/idea/x.xml',
    'p/npmrc',
    'p/.npmrc.example',
    'p/yarnrc',
    'p/conin',
    'p/conin$x',
    'p/clock.js',
  ])('accepts %j, close to those', (path) => {
    expect(zipEntryPathProblem(path)).toBeNull();
  });
});

describe('zipEntryPathClashes', () => {
  it('finds none among distinct paths', () => {
    expect(zipEntryPathClashes(['.env', '.env.example', 'src/a.js', 'src/b.js', 'srcs'])).toEqual(
      [],
    );
  });

  it('finds a path given twice', () => {
    expect(zipEntryPathClashes(['.env', 'a.js', '.env'])).toEqual([
      {index: 2, earlier: 0, reason: 'is given twice'},
    ]);
  });

  it.each([
    {name: 'case', first: '.env', second: '.ENV'},
    {name: 'case in a folder', first: 'Public/index.html', second: 'public/INDEX.html'},
    {name: 'Unicode normalisation', first: 'caf\u00e9.txt', second: 'cafe\u0301.txt'},
    // Windows folds the dotless ı to I, and the dotted İ to i.
    {name: 'a dotless i', first: 'FILE.txt', second: 'f\u0131le.txt'},
    {name: 'a dotless i in a folder', first: 'lib/I.js', second: 'l\u0131b/\u0131.js'},
    {name: 'a dotted capital I', first: 'file.txt', second: 'f\u0130le.txt'},
    {name: 'a decomposed dotted capital I', first: 'file.txt', second: 'fI\u0307le.txt'},
  ])('finds paths the same but for $name', ({first, second}) => {
    expect(zipEntryPathClashes([first, second])).toEqual([
      {
        index: 1,
        earlier: 0,
        reason: `names the same file as "${first}" on Windows or macOS`,
      },
    ]);
  });

  it.each([
    {name: 'after', paths: ['src', 'src/a.js']},
    {name: 'before', paths: ['src/a.js', 'src']},
    {name: 'in other case', paths: ['SRC/lib/a.js', 'src/lib']},
    {name: 'with a dotless i', paths: ['l\u0131b/a.js', 'LIB']},
  ])('finds a file that is another path’s folder, $name it', ({paths}) => {
    expect(zipEntryPathClashes(paths)).toEqual([
      {
        index: 1,
        earlier: 0,
        reason: `and "${paths[0]}" would need one name as both a file and a folder`,
      },
    ]);
  });
});

describe('zipEntryPathsProblems', () => {
  it('names each bad path with its problem, and the clashes', () => {
    expect(zipEntryPathsProblems(['p/.env', 'p/../../evil.sh', 'p/a\u0000', 'p/.ENV'])).toEqual([
      '"p/../../evil.sh" climbs out of its folder with ..',
      '"p/a\\u0000" holds U+0000, a control or invisible character',
      '"p/.ENV" names the same file as "p/.env" on Windows or macOS',
    ]);
  });

  it('finds nothing wrong with a good zip', () => {
    expect(zipEntryPathsProblems(['p/.env', 'p/server.js'])).toEqual([]);
  });
});
