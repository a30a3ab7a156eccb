/** The editor's and the preview's sentences that a value picks (a problem, a pair, a state). */
// Imported whole, not by name: write-translations reads the calls of a named `translate` import
// and warns at these, whose ids are data. messages.test.ts holds each message below to
// i18n/en/code.json and i18n/fr/code.json instead (where translators find its description).
import * as docusaurusTranslate from '@docusaurus/Translate';
import {formatRatio, type ContrastCheck} from '@site/src/widgetTheme/contrastChecks';
import type {LocatedIssue} from '@site/src/widgetTheme/validate';
import type {HashDecoding} from '@site/src/widgetTheme/shareHash';

/** The English of each message; its translation is in i18n/<locale>/code.json under its id. */
export const messages = {
  'themeEditor.issue.syntax.unexpected-end':
    'The JSON ends too early: a closing brace, bracket or quote is missing.',
  'themeEditor.issue.syntax.expected-key':
    'A key in double quotes was expected here. JSON allows no trailing comma and no single quotes.',
  'themeEditor.issue.syntax.expected-colon': 'A colon was expected after the key.',
  'themeEditor.issue.syntax.expected-comma': 'A comma or a closing brace was expected here.',
  'themeEditor.issue.syntax.duplicate-key': 'This key appears twice in the same object.',
  'themeEditor.issue.syntax.trailing-content':
    'There is more text after the end of the theme object.',
  'themeEditor.issue.syntax.bad-string': 'This string has an invalid escape or a line break.',
  'themeEditor.issue.syntax.too-long': 'The text is too long to be a theme.',
  'themeEditor.issue.syntax.too-deep': 'The objects are nested too deeply to be a theme.',
  'themeEditor.issue.syntax.expected-value':
    'A value was expected here: a string in double quotes, or an object.',
  'themeEditor.issue.syntax.bad-number':
    'A value was expected here: a string in double quotes, or an object.',
  'themeEditor.issue.unknownKeySuggestion':
    'Unknown key. Did you mean "{suggestion}"? Allowed here: {allowed}.',
  'themeEditor.issue.unknownKey': 'Unknown key. Allowed here: {allowed}.',
  'themeEditor.issue.expected-object': 'This must be an object in braces.',
  'themeEditor.issue.expected-colour':
    '{value} is not a hex colour. Write #rgb or #rrggbb, such as "#1f7a4d".',
  'themeEditor.issue.expected-mode': '{value} is not a mode. Write "light" or "dark".',
  'themeEditor.issue.root': 'the theme object',
  'themeEditor.issue.place': 'Line {line} · {path}',
  'themeEditor.field.contrast': 'Contrast {ratio} for {pair}: WCAG AA needs {minimum}.',
  'themeEditor.pair.checkboxLabel': 'Widget label on the widget',
  'themeEditor.pair.checkboxError': 'Error message on the widget',
  'themeEditor.pair.checkboxBorder': 'Checkbox border on the widget',
  'themeEditor.pair.checkboxFocus': 'Checkbox focus ring on the widget',
  'themeEditor.pair.checkmark': 'Checkmark in the ticked box',
  'themeEditor.pair.modalTitle': 'Dialog text on the dialog',
  'themeEditor.pair.challengeText': 'Challenge text on the challenge',
  'themeEditor.pair.prompt': 'Prompt text on the prompt',
  'themeEditor.pair.link': 'Links on the dialog',
  'themeEditor.pair.button': 'Secondary button label',
  'themeEditor.pair.buttonHover': 'Secondary button label, hovered',
  'themeEditor.pair.skipButton': 'Skip button label',
  'themeEditor.pair.skipButtonHover': 'Skip button label, hovered',
  'themeEditor.pair.verifyButton': 'Verify button label',
  'themeEditor.pair.verifyButtonHover': 'Verify button label, hovered',
  'themeEditor.pair.taskSelected': 'Selected tile border',
  'themeEditor.pair.input': 'Text in a text field',
  'themeEditor.pair.inputBorder': 'Text field border',
  'themeEditor.pair.textarea': 'Text in a multi-line field',
  'themeEditor.preset.light': 'Light',
  'themeEditor.preset.dark': 'Dark',
  'themeEditor.preset.contrast': 'High contrast',
  'themeEditor.preset.forest': 'Forest',
  'themeEditor.preset.night': 'Night',
  'themeEditor.mode.light': 'Light',
  'themeEditor.mode.dark': 'Dark',
  'themeEditor.hash.version':
    'This link was made by another version of the editor and cannot be read here. The editor shows the default theme instead.',
  'themeEditor.hash.invalid':
    'The theme in this link is damaged or not a valid theme, so the editor shows the default theme instead.',
  'widgetPreview.state.idle': 'Idle',
  'widgetPreview.state.hovered': 'Hovered',
  'widgetPreview.state.focused': 'Keyboard focus',
  'widgetPreview.state.checking': 'Checking',
  'widgetPreview.state.passed': 'Passed',
  'widgetPreview.state.error': 'Error',
  'widgetPreview.state.expired': 'Expired',
  'widgetPreview.state.compact': 'Compact size',
  'widgetPreview.button.verify': 'Verify',
  'widgetPreview.button.skip': 'Skip',
  'widgetPreview.button.secondary': 'Audio',
} as const;

/** A message in the reader's language, its `{name}` placeholders filled from `values`. */
export function say(id: keyof typeof messages, values?: Record<string, string | number>): string {
  return docusaurusTranslate.translate({id, message: messages[id] as string}, values);
}

/** One problem as a sentence (without its line and path, which are shown beside it). */
export function issueMessage(issue: LocatedIssue): string {
  if (issue.code === 'syntax') return say(`themeEditor.issue.syntax.${issue.reason}`);
  if (issue.code !== 'unknown-key')
    return say(`themeEditor.issue.${issue.code}`, {
      value: 'value' in issue ? issue.value : '',
    });
  const {suggestion, allowed} = issue;
  const id = suggestion ? 'themeEditor.issue.unknownKeySuggestion' : 'themeEditor.issue.unknownKey';
  return say(id, {suggestion: suggestion ?? '', allowed: allowed.join(', ')});
}

/** Where a problem is: `Line 4 · palette.primary.main`. */
export function issuePlace(issue: LocatedIssue): string {
  const path = issue.path === '' ? say('themeEditor.issue.root') : issue.path;
  return issue.line === undefined ? path : say('themeEditor.issue.place', {line: issue.line, path});
}

/** What a failing pair means for a field that decides it: its ratio, the pair and the minimum. */
export function contrastWarning(check: ContrastCheck): string {
  return say('themeEditor.field.contrast', {
    ratio: `${formatRatio(check.ratio)}:1`,
    minimum: `${check.minimum}:1`,
    pair: say(`themeEditor.pair.${check.id}`),
  });
}

export function hashNotice(reason: Extract<HashDecoding, {status: 'invalid'}>['reason']): string {
  return say(reason === 'version' ? 'themeEditor.hash.version' : 'themeEditor.hash.invalid');
}
