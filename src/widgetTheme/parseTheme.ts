/**
 * Checking a theme as JSON text, with each problem's line: the JSON editor's check. Its own
 * module because its parser (momoa, about 10 kB gzip) is fetched only once the reader edits
 * the JSON, not with the editor's page.
 */
import {JsonSyntaxError, parseJsonWithPositions} from './jsonWithPositions';
import {themeIssues, toTheme, type ThemeCheck} from './validate';

/** Checks JSON text: the theme, or every problem with its path and line. */
export function parseTheme(text: string): ThemeCheck {
  const at = (from: number, to: number) => ({
    from,
    to,
    line: text.slice(0, from).split('\n').length,
  });
  let parsed;
  try {
    parsed = parseJsonWithPositions(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const from = Math.min(error.offset, text.length);
    const {reason, path} = error;
    return {
      ok: false,
      issues: [{code: 'syntax', reason, path, ...at(from, Math.min(from + 1, text.length))}],
    };
  }
  const {value, spans} = parsed;
  const issues = themeIssues(value).map((issue) => {
    const located = spans.get(issue.path);
    // An unknown key is marked on the key; a bad value on the value.
    const span = issue.code === 'unknown-key' ? (located?.key ?? located?.value) : located?.value;
    return span ? {...issue, ...at(span.from, span.to)} : issue;
  });
  if (issues.length === 0) return {ok: true, theme: toTheme(value)};
  return {ok: false, issues: issues.sort((a, b) => (a.from ?? 0) - (b.from ?? 0))};
}
