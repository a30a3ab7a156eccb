/** The editor's sentences about problems and colour pairs, in the reader's language. */
import {translate} from '@docusaurus/Translate';
import type {JsonSyntaxReason} from '@site/src/widgetTheme/jsonWithPositions';
import {
  formatRatio,
  type ContrastCheck,
  type ContrastPairId,
} from '@site/src/widgetTheme/contrastChecks';
import type {LocatedIssue} from '@site/src/widgetTheme/validate';
import type {HashDecoding} from '@site/src/widgetTheme/shareHash';
import type {PresetId} from '@site/src/widgetTheme/presets';

function syntaxMessage(reason: JsonSyntaxReason): string {
  switch (reason) {
    case 'unexpected-end':
      return translate({
        id: 'themeEditor.issue.syntax.end',
        message: 'The JSON ends too early: a closing brace, bracket or quote is missing.',
      });
    case 'expected-key':
      return translate({
        id: 'themeEditor.issue.syntax.key',
        message:
          'A key in double quotes was expected here. JSON allows no trailing comma and no single quotes.',
      });
    case 'expected-colon':
      return translate({
        id: 'themeEditor.issue.syntax.colon',
        message: 'A colon was expected after the key.',
      });
    case 'expected-comma':
      return translate({
        id: 'themeEditor.issue.syntax.comma',
        message: 'A comma or a closing brace was expected here.',
      });
    case 'duplicate-key':
      return translate({
        id: 'themeEditor.issue.syntax.duplicate',
        message: 'This key appears twice in the same object.',
      });
    case 'trailing-content':
      return translate({
        id: 'themeEditor.issue.syntax.trailing',
        message: 'There is more text after the end of the theme object.',
      });
    case 'bad-string':
      return translate({
        id: 'themeEditor.issue.syntax.string',
        message: 'This string has an invalid escape or a line break.',
      });
    case 'too-long':
      return translate({
        id: 'themeEditor.issue.syntax.tooLong',
        message: 'The text is too long to be a theme.',
      });
    case 'too-deep':
      return translate({
        id: 'themeEditor.issue.syntax.tooDeep',
        message: 'The objects are nested too deeply to be a theme.',
      });
    case 'bad-number':
    case 'expected-value':
      return translate({
        id: 'themeEditor.issue.syntax.value',
        message: 'A value was expected here: a string in double quotes, or an object.',
      });
  }
}

/** One problem as a sentence (without its line and path, which are shown beside it). */
export function issueMessage(issue: LocatedIssue): string {
  switch (issue.code) {
    case 'syntax':
      return syntaxMessage(issue.reason);
    case 'unknown-key': {
      const allowed = issue.allowed.join(', ');
      return issue.suggestion
        ? translate(
            {
              id: 'themeEditor.issue.unknownKeySuggestion',
              message: 'Unknown key. Did you mean "{suggestion}"? Allowed here: {allowed}.',
              description: '{suggestion} is a key, {allowed} a list of keys',
            },
            {suggestion: issue.suggestion, allowed},
          )
        : translate(
            {
              id: 'themeEditor.issue.unknownKey',
              message: 'Unknown key. Allowed here: {allowed}.',
              description: '{allowed} is a list of keys',
            },
            {allowed},
          );
    }
    case 'expected-object':
      return translate({
        id: 'themeEditor.issue.expectedObject',
        message: 'This must be an object in braces.',
      });
    case 'expected-colour':
      return translate(
        {
          id: 'themeEditor.issue.expectedColour',
          message: '{value} is not a hex colour. Write #rgb or #rrggbb, such as "#1f7a4d".',
          description: '{value} is what was written',
        },
        {value: issue.value},
      );
    case 'expected-mode':
      return translate(
        {
          id: 'themeEditor.issue.expectedMode',
          message: '{value} is not a mode. Write "light" or "dark".',
          description: '{value} is what was written',
        },
        {value: issue.value},
      );
  }
}

/** Where a problem is: `Line 4 · palette.primary.main`. */
export function issuePlace(issue: LocatedIssue): string {
  const path =
    issue.path === ''
      ? translate({
          id: 'themeEditor.issue.root',
          message: 'the theme object',
          description: 'Where a problem is when it concerns the whole theme',
        })
      : issue.path;
  return issue.line === undefined
    ? path
    : translate(
        {
          id: 'themeEditor.issue.place',
          message: 'Line {line} · {path}',
          description: 'Where a JSON problem is; {path} is a theme path like palette.primary.main',
        },
        {line: issue.line, path},
      );
}

/** What a failing pair means for a field that decides it: its ratio, the pair and the minimum. */
export function contrastWarning(check: ContrastCheck): string {
  return translate(
    {
      id: 'themeEditor.field.contrast',
      message: 'Contrast {ratio} for {pair}: WCAG AA needs {minimum}.',
      description:
        'Contrast warning next to a colour field; {ratio} and {minimum} are numbers, {pair} names two colours',
    },
    {
      ratio: `${formatRatio(check.ratio)}:1`,
      minimum: `${check.minimum}:1`,
      pair: pairName(check.id),
    },
  );
}

export function pairName(id: ContrastPairId): string {
  const names: Record<ContrastPairId, () => string> = {
    checkboxLabel: () =>
      translate({id: 'themeEditor.pair.checkboxLabel', message: 'Widget label on the widget'}),
    checkboxError: () =>
      translate({id: 'themeEditor.pair.checkboxError', message: 'Error message on the widget'}),
    checkboxBorder: () =>
      translate({id: 'themeEditor.pair.checkboxBorder', message: 'Checkbox border on the widget'}),
    checkboxFocus: () =>
      translate({
        id: 'themeEditor.pair.checkboxFocus',
        message: 'Checkbox focus ring on the widget',
      }),
    checkmark: () =>
      translate({id: 'themeEditor.pair.checkmark', message: 'Checkmark in the ticked box'}),
    modalTitle: () =>
      translate({id: 'themeEditor.pair.modalTitle', message: 'Dialog text on the dialog'}),
    challengeText: () =>
      translate({id: 'themeEditor.pair.challengeText', message: 'Challenge text on the challenge'}),
    prompt: () => translate({id: 'themeEditor.pair.prompt', message: 'Prompt text on the prompt'}),
    link: () => translate({id: 'themeEditor.pair.link', message: 'Links on the dialog'}),
    button: () => translate({id: 'themeEditor.pair.button', message: 'Secondary button label'}),
    buttonHover: () =>
      translate({id: 'themeEditor.pair.buttonHover', message: 'Secondary button label, hovered'}),
    skipButton: () => translate({id: 'themeEditor.pair.skipButton', message: 'Skip button label'}),
    skipButtonHover: () =>
      translate({id: 'themeEditor.pair.skipButtonHover', message: 'Skip button label, hovered'}),
    verifyButton: () =>
      translate({id: 'themeEditor.pair.verifyButton', message: 'Verify button label'}),
    verifyButtonHover: () =>
      translate({
        id: 'themeEditor.pair.verifyButtonHover',
        message: 'Verify button label, hovered',
      }),
    taskSelected: () =>
      translate({id: 'themeEditor.pair.taskSelected', message: 'Selected tile border'}),
    input: () => translate({id: 'themeEditor.pair.input', message: 'Text in a text field'}),
    inputBorder: () =>
      translate({id: 'themeEditor.pair.inputBorder', message: 'Text field border'}),
    textarea: () =>
      translate({id: 'themeEditor.pair.textarea', message: 'Text in a multi-line field'}),
  };
  return names[id]();
}

export function presetName(id: PresetId): string {
  const names: Record<PresetId, () => string> = {
    light: () =>
      translate({id: 'themeEditor.preset.light', message: 'Light', description: 'Preset name'}),
    dark: () =>
      translate({id: 'themeEditor.preset.dark', message: 'Dark', description: 'Preset name'}),
    contrast: () =>
      translate({
        id: 'themeEditor.preset.contrast',
        message: 'High contrast',
        description: 'Preset name',
      }),
    forest: () =>
      translate({
        id: 'themeEditor.preset.forest',
        message: 'Forest',
        description: 'Preset name: a green brand theme',
      }),
    night: () =>
      translate({
        id: 'themeEditor.preset.night',
        message: 'Night',
        description: 'Preset name: a dark brand theme',
      }),
  };
  return names[id]();
}

export function hashNotice(reason: Extract<HashDecoding, {status: 'invalid'}>['reason']): string {
  return reason === 'version'
    ? translate({
        id: 'themeEditor.hash.version',
        message:
          'This link was made by another version of the editor and cannot be read here. The editor shows the default theme instead.',
      })
    : translate({
        id: 'themeEditor.hash.invalid',
        message:
          'The theme in this link is damaged or not a valid theme, so the editor shows the default theme instead.',
      });
}
