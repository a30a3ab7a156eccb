/** PHP: `php -l`, one process per sample (PHP before 8.3 lints one file per run). */
import {around, asWritten, type LanguageChecker, type SyntaxIssue} from '../languageChecker';
import {mapWithPool, runTool, toolPoolSize, withSampleFiles} from '../runTool';

const phpError = /(?:Parse|Fatal) error:\s*(.*?) in \S+ on line (\d+)/;

async function lint(file: string, text: string): Promise<SyntaxIssue[]> {
  // Outside `<?php` everything is HTML that PHP prints as it is: a sample
  // with no PHP tag would pass `php -l` while checking nothing.
  if (!/<\?(php|=)/.test(text)) {
    return [
      {line: 1, message: 'no PHP code: a PHP sample starts with <?php (or uses <?= in a template)'},
    ];
  }
  // -n: no php.ini, so a developer's settings change nothing.
  const result = await runTool('php', ['-n', '-d', 'display_errors=stderr', '-l', file]);
  if (result.code === 0) return [];
  const output = `${result.stderr}\n${result.stdout}`;
  const match = phpError.exec(output);
  if (!match) return [{message: output.trim()}];
  return [{line: Number(match[2]), message: match[1]!}];
}

export const phpChecker: LanguageChecker = {
  complete: [asWritten],
  fragments: [
    around('after <?php', '<?php\n', ''),
    around('class body', '<?php\nclass Sample {\n', '\n}'),
  ],
  check: (texts) =>
    withSampleFiles(texts, '.php', (files) =>
      mapWithPool(files, toolPoolSize, (file, i) => lint(file, texts[i]!)),
    ),
};
