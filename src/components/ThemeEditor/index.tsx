import React, {useCallback, useEffect, useMemo, useReducer, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {paletteKeys, themeComponents} from '@site/src/data/themeKeys';
import InlineText from '@site/src/components/FactTables/InlineText';
import WidgetPreview from '@site/src/components/WidgetPreview';
import {
  contrastChecks,
  formatRatio,
  type ContrastCheck,
} from '@site/src/widgetTheme/contrastChecks';
import {getColour, overrideCount, setColour} from '@site/src/widgetTheme/edit';
import {
  componentNames,
  componentStates,
  greyShades,
  palettePath,
  stateColourKeys,
  type ColourPath,
  type ComponentName,
  type PaletteColourKey,
  type Theme,
  type ThemeMode,
} from '@site/src/widgetTheme/model';
import {defaultTheme, matchingPreset, presets} from '@site/src/widgetTheme/presets';
import {
  resolveTheme,
  stateColour,
  switchMode,
  type ResolvedTheme,
} from '@site/src/widgetTheme/resolve';
import type {HashDecoding} from '@site/src/widgetTheme/shareHash';
import {themeJson} from '@site/src/widgetTheme/snippets';
import {parseTheme, type LocatedIssue} from '@site/src/widgetTheme/validate';
import ColourField from './ColourField';
import JsonEditor from './JsonEditor';
import Output from './Output';
import Tabs from './Tabs';
import {hashNotice, pairName, presetName} from './messages';
import {shareUrl, useSharedTheme} from './useSharedTheme';
import styles from './styles.module.css';

/** Theme paths shown as group titles (code, not translated). */
const modePath = 'palette.mode';
const greyPath = 'palette.grey';

type Origin = 'initial' | 'edit' | 'reset' | 'link';

interface State {
  /** The last valid theme: what the preview, the controls and the output show. */
  theme: Theme;
  /** The JSON editor's text, which may be invalid while the reader types. */
  text: string;
  issues: readonly LocatedIssue[];
  origin: Origin;
  /** A shared link that could not be read. */
  linkProblem: Extract<HashDecoding, {status: 'invalid'}>['reason'] | null;
}

type Action =
  | {type: 'theme'; theme: Theme; origin: 'edit' | 'reset'}
  | {type: 'json'; text: string}
  | {type: 'link'; decoding: Exclude<HashDecoding, {status: 'none'}>}
  | {type: 'dismiss'};

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'theme':
      return {
        ...state,
        theme: action.theme,
        text: themeJson(action.theme),
        issues: [],
        origin: action.origin,
      };
    case 'json': {
      const check = parseTheme(action.text);
      return check.ok
        ? {...state, theme: check.theme, text: action.text, issues: [], origin: 'edit'}
        : {...state, text: action.text, issues: check.issues};
    }
    case 'link':
      return action.decoding.status === 'ok'
        ? {
            theme: action.decoding.theme,
            text: themeJson(action.decoding.theme),
            issues: [],
            origin: 'link',
            linkProblem: null,
          }
        : {...initialState, origin: 'link', linkProblem: action.decoding.reason};
    case 'dismiss':
      return {...state, linkProblem: null};
  }
}

const initialState: State = {
  theme: defaultTheme,
  text: themeJson(defaultTheme),
  issues: [],
  origin: 'initial',
  linkProblem: null,
};

/** The failing pairs each control decides. */
function failingByPath(checks: readonly ContrastCheck[]): Map<ColourPath, ContrastCheck[]> {
  const map = new Map<ColourPath, ContrastCheck[]>();
  for (const check of checks) {
    if (check.passes) continue;
    for (const path of check.paths) map.set(path, [...(map.get(path) ?? []), check]);
  }
  return map;
}

interface FieldContext {
  theme: Theme;
  resolved: ResolvedTheme;
  failing: Map<ColourPath, ContrastCheck[]>;
  onChange: (path: ColourPath, value: string | undefined) => void;
}

function PaletteField({
  colourKey,
  context,
  hint,
}: {
  colourKey: PaletteColourKey;
  context: FieldContext;
  hint?: ReactNode;
}): ReactNode {
  const path = palettePath(colourKey);
  return (
    <ColourField
      path={path}
      shownLabel={colourKey}
      value={getColour(context.theme, path)}
      effective={context.resolved.palette[colourKey].value}
      failing={context.failing.get(path) ?? []}
      hint={hint}
      onChange={context.onChange}
    />
  );
}

function ComponentGroup({name, context}: {name: ComponentName; context: FieldContext}): ReactNode {
  const description = themeComponents.find((c) => c.name === name)!.description;
  const overrides = overrideCount(context.theme, name);
  const warnings = new Set(
    componentStates
      .get(name)!
      .flatMap((state) =>
        stateColourKeys.flatMap(
          (key) => context.failing.get(`component.${name}.${state}.${key}`) ?? [],
        ),
      )
      .map((check) => check.id),
  ).size;
  return (
    <details className={styles.component}>
      <summary className={styles.componentSummary}>
        <code className={styles.componentName}>{name}</code>
        <span className={styles.componentDescription}>
          <InlineText text={description} />
        </span>
        {overrides > 0 && (
          <span className={styles.badge}>
            <Translate
              id="themeEditor.component.overrides"
              description="Badge: how many colours the theme sets for a component"
              values={{count: overrides}}>
              {'{count} set'}
            </Translate>
          </span>
        )}
        {warnings > 0 && (
          <span className={clsx(styles.badge, styles.badgeWarn)}>
            <Translate
              id="themeEditor.component.warnings"
              description="Badge: how many colour pairs of a component fail contrast"
              values={{count: warnings}}>
              {'{count} low contrast'}
            </Translate>
          </span>
        )}
      </summary>
      <div className={styles.states}>
        {componentStates.get(name)!.map((state) => (
          <fieldset key={state} className={styles.state}>
            <legend className={styles.stateLegend}>
              <code>{state}</code>
            </legend>
            <div className={styles.stateFields}>
              {stateColourKeys.map((key) => {
                const path = `component.${name}.${state}.${key}` as const;
                const resolved = stateColour(context.resolved, name, state, key);
                return (
                  <ColourField
                    key={key}
                    path={path}
                    shownLabel={key}
                    value={getColour(context.theme, path)}
                    effective={resolved.value}
                    inheritedFrom={resolved.explicit ? undefined : resolved.source}
                    failing={context.failing.get(path) ?? []}
                    onChange={context.onChange}
                  />
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
    </details>
  );
}

function ContrastSummary({checks}: {checks: readonly ContrastCheck[]}): ReactNode {
  const failing = checks.filter((check) => !check.passes);
  return (
    <div className={clsx(styles.summary, failing.length > 0 && styles.summaryWarn)}>
      <p className={styles.summaryTitle}>
        <span className={styles.summaryIcon} aria-hidden="true">
          {failing.length === 0 ? '✓' : '!'}
        </span>
        {failing.length === 0 ? (
          <Translate
            id="themeEditor.contrast.allPass"
            description="Contrast summary; {total} is a number"
            values={{total: checks.length}}>
            {'All {total} colour pairs of the widget pass WCAG AA contrast.'}
          </Translate>
        ) : (
          <Translate
            id="themeEditor.contrast.someFail"
            description="Contrast summary; {failing} and {total} are numbers"
            values={{failing: failing.length, total: checks.length}}>
            {'{failing} of {total} colour pairs fail WCAG AA contrast:'}
          </Translate>
        )}
      </p>
      {failing.length > 0 && (
        <ul className={styles.summaryList}>
          {failing.map((check) => (
            <li key={check.id}>
              <span
                className={styles.pairSwatch}
                style={{
                  background: `linear-gradient(135deg, ${check.background.value} 55%, ${check.foreground.value} 55%)`,
                }}
                aria-hidden="true"
              />
              <span>
                {pairName(check.id)} <strong>{`${formatRatio(check.ratio)}:1`}</strong>{' '}
                <span className={styles.needs}>
                  <Translate
                    id="themeEditor.contrast.needs"
                    description="After a contrast ratio; {minimum} is like 4.5:1"
                    values={{minimum: `${check.minimum}:1`}}>
                    {'(needs {minimum})'}
                  </Translate>
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function modeLabel(mode: ThemeMode): string {
  return mode === 'light'
    ? translate({
        id: 'themeEditor.mode.light',
        message: 'Light',
        description: 'Palette mode option',
      })
    : translate({id: 'themeEditor.mode.dark', message: 'Dark', description: 'Palette mode option'});
}

type Tab = 'controls' | 'json';

/**
 * The live theme editor: presets, a field for every colour of the theme, the
 * theme as JSON, a preview of the widget and the code to paste. The theme
 * lives in the URL hash, so a link shares it and a reload keeps it.
 */
export default function ThemeEditor(): ReactNode {
  const [state, dispatch] = useReducer(reduce, initialState);
  const [tab, setTab] = useState<Tab>('controls');
  const [status, setStatus] = useState('');
  const {theme} = state;
  const resolved = useMemo(() => resolveTheme(theme), [theme]);
  const checks = useMemo(() => contrastChecks(resolved), [resolved]);
  const failing = useMemo(() => failingByPath(checks), [checks]);
  const preset = matchingPreset(theme);

  useSharedTheme({
    theme,
    write: state.origin === 'edit',
    clear: state.origin === 'reset',
    onDecoded: useCallback((decoding) => dispatch({type: 'link', decoding}), []),
  });

  useEffect(() => {
    if (status === '') return undefined;
    const timer = window.setTimeout(() => setStatus(''), 4000);
    return () => window.clearTimeout(timer);
  }, [status]);

  const setTheme = useCallback(
    (next: Theme, origin: 'edit' | 'reset' = 'edit') =>
      dispatch({type: 'theme', theme: next, origin}),
    [],
  );
  const onChange = useCallback(
    (path: ColourPath, value: string | undefined) => setTheme(setColour(theme, path, value)),
    [theme, setTheme],
  );
  const context: FieldContext = {theme, resolved, failing, onChange};

  async function copy(text: Promise<string> | string, done: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(await text);
      setStatus(done);
    } catch {
      setStatus(
        translate({
          id: 'themeEditor.copy.failed',
          message: 'The browser refused to copy. Select the text and copy it yourself.',
        }),
      );
    }
  }

  return (
    <section className={styles.editor} aria-labelledby="theme-editor-title">
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- no anchor for the tool's own headings */}
      <h2 id="theme-editor-title" className={styles.visuallyHidden}>
        <Translate id="themeEditor.label" description="Hidden heading of the editor">
          Theme editor
        </Translate>
      </h2>
      {state.linkProblem && (
        <div className={clsx('alert alert--warning', styles.notice)} role="alert">
          <p>{hashNotice(state.linkProblem)}</p>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => dispatch({type: 'dismiss'})}>
            <Translate
              id="themeEditor.hash.dismiss"
              description="Closes the notice about a bad link">
              Dismiss
            </Translate>
          </button>
        </div>
      )}

      <div className={styles.toolbar}>
        <div className={styles.presets} role="group" aria-labelledby="theme-editor-presets">
          <span id="theme-editor-presets" className={styles.toolbarLabel}>
            <Translate id="themeEditor.presets.label" description="Label of the preset buttons">
              Presets
            </Translate>
          </span>
          {presets.map((p) => {
            const colours = resolveTheme(p.theme);
            return (
              <button
                key={p.id}
                type="button"
                className={clsx(styles.preset, preset === p.id && styles.presetActive)}
                aria-pressed={preset === p.id}
                onClick={() => setTheme(p.theme)}>
                <span
                  className={styles.presetSwatch}
                  style={{
                    background: colours.surface.frameFill.value,
                    borderColor: colours.surface.frameBorder.value,
                  }}
                  aria-hidden="true">
                  <span style={{background: colours.palette['primary.main'].value}} />
                  <span style={{background: colours.palette['text.body'].value}} />
                </span>
                {presetName(p.id)}
              </button>
            );
          })}
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--primary"
            onClick={() =>
              void copy(
                themeJson(theme),
                translate({id: 'themeEditor.copy.jsonDone', message: 'Theme JSON copied.'}),
              )
            }>
            <Translate id="themeEditor.copy.json" description="Button: copy the theme as JSON">
              Copy JSON
            </Translate>
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              void copy(
                shareUrl(theme),
                translate({
                  id: 'themeEditor.copy.linkDone',
                  message: 'Link copied: it opens this editor with this theme.',
                }),
              )
            }>
            <Translate id="themeEditor.copy.link" description="Button: copy a link to this theme">
              Copy link
            </Translate>
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setTheme(defaultTheme, 'reset')}>
            <Translate id="themeEditor.reset" description="Button: back to the default theme">
              Reset
            </Translate>
          </button>
        </div>
        <p className={styles.status} role="status">
          {status}
        </p>
      </div>

      <div className={styles.workspace}>
        {/* First in the page, so a phone's progressive render never pushes the controls down (no
            layout shift); on a wide screen it sits in the right column and scrolls on its own:
            focusable, so the keyboard can scroll it too. */}
        <div
          className={styles.previewColumn}
          role="region"
          aria-label={translate({
            id: 'themeEditor.preview.region',
            message: 'Preview of the widget with this theme',
            description: 'Accessible name of the preview column',
          })}
          tabIndex={0}>
          <div className={styles.previewHeader}>
            {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- no anchor for the tool's own headings */}
            <h3 className={styles.previewTitle}>
              <Translate id="themeEditor.preview.title" description="Title of the widget preview">
                Preview
              </Translate>
            </h3>
            <span className={styles.modeTag}>
              <code>{`mode: ${resolved.mode}`}</code>
            </span>
          </div>
          <ContrastSummary checks={checks} />
          <WidgetPreview theme={theme} />
        </div>

        <Tabs
          className={styles.controlsColumn}
          label={translate({id: 'themeEditor.tabs.label', message: 'Edit the theme with'})}
          selected={tab}
          onSelect={setTab}
          tabs={[
            {
              id: 'controls',
              label: translate({
                id: 'themeEditor.tab.controls',
                message: 'Colours',
                description: 'Editor tab: the colour controls',
              }),
              panel: (
                <>
                  <fieldset className={styles.group}>
                    <legend className={styles.groupTitle}>
                      <code>{modePath}</code>
                    </legend>
                    <div className={styles.segmented}>
                      {(['light', 'dark'] as const).map((mode) => (
                        <label
                          key={mode}
                          className={clsx(
                            styles.segment,
                            resolved.mode === mode && styles.segmentActive,
                          )}>
                          <input
                            type="radio"
                            name="theme-editor-mode"
                            value={mode}
                            checked={resolved.mode === mode}
                            onChange={() => setTheme(switchMode(theme, mode))}
                          />
                          {modeLabel(mode)}
                        </label>
                      ))}
                    </div>
                    <p className={styles.hint}>
                      <InlineText text={paletteKeys.find((k) => k.path === 'mode')!.description} />
                    </p>
                  </fieldset>

                  <fieldset className={styles.group}>
                    <legend className={styles.groupTitle}>
                      <Translate
                        id="themeEditor.palette.title"
                        description="Title of the palette colours">
                        Palette colours
                      </Translate>
                    </legend>
                    <div className={styles.paletteFields}>
                      {(['primary.main', 'warn.main', 'text.heading', 'text.body'] as const).map(
                        (key) => (
                          <PaletteField
                            key={key}
                            colourKey={key}
                            context={context}
                            hint={
                              <InlineText
                                text={paletteKeys.find((k) => k.path === key)!.description}
                              />
                            }
                          />
                        ),
                      )}
                    </div>
                  </fieldset>

                  <fieldset className={styles.group}>
                    <legend className={styles.groupTitle}>
                      <code>{greyPath}</code>
                    </legend>
                    <p className={styles.hint}>
                      <InlineText text={paletteKeys.find((k) => k.path === 'grey')!.description} />
                    </p>
                    <div className={styles.greyFields}>
                      {greyShades.map((shade) => (
                        <PaletteField key={shade} colourKey={`grey.${shade}`} context={context} />
                      ))}
                    </div>
                  </fieldset>

                  <div className={styles.group}>
                    {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- no anchor for the tool's own headings */}
                    <h3 className={styles.groupTitle}>
                      <Translate
                        id="themeEditor.components.title"
                        description="Title of the component colours">
                        Component colours
                      </Translate>
                    </h3>
                    <p className={styles.hint}>
                      <Translate
                        id="themeEditor.components.hint"
                        description="Under the component colours title"
                        values={{
                          fill: <code>{stateColourKeys[0]}</code>,
                          border: <code>{stateColourKeys[1]}</code>,
                          text: <code>{stateColourKeys[2]}</code>,
                        }}>
                        {
                          'Each state has a {fill}, a {border} and a {text} colour. Leave a field empty to inherit from the palette; set one only where the result is not what you want.'
                        }
                      </Translate>
                    </p>
                    {componentNames.map((name) => (
                      <ComponentGroup key={name} name={name} context={context} />
                    ))}
                  </div>
                </>
              ),
            },
            {
              id: 'json',
              label: (
                <>
                  {translate({
                    id: 'themeEditor.tab.json',
                    message: 'JSON code',
                    description: 'Editor tab: the JSON editor',
                  })}
                  {state.issues.length > 0 && (
                    <span className={clsx(styles.badge, styles.badgeError)}>
                      {state.issues.length}
                    </span>
                  )}
                </>
              ),
              panel: (
                <JsonEditor
                  active={tab === 'json'}
                  text={state.text}
                  issues={state.issues}
                  onChange={(text) => dispatch({type: 'json', text})}
                />
              ),
            },
          ]}
        />
      </div>

      <div className={styles.outputSection}>
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- no anchor for the tool's own headings */}
        <h3 className={styles.outputTitle}>
          <Translate id="themeEditor.output.title" description="Title of the snippets">
            Use this theme on your site
          </Translate>
        </h3>
        <Output theme={theme} />
      </div>
    </section>
  );
}
