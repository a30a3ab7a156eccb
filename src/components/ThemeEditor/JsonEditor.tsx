import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import type {LocatedIssue} from '@site/src/widgetTheme/validate';
import type {JsonEditorHandle} from './codeMirror';
import {loadThemeParser} from './themeParser';
import {issueMessage, issuePlace} from './messages';
import styles from './styles';

/** How long typing must pause before problems are announced. */
const settleMs = 400;

/**
 * The theme as JSON. CodeMirror is fetched when the editor is first `active` (shown), by this
 * page only; until it arrives a plain text area of the same size does the same job, so the
 * server HTML holds the theme and nothing moves when it swaps in. Problems show once typing pauses.
 */
export default function JsonEditor(props: {
  active: boolean;
  text: string;
  issues: readonly LocatedIssue[];
  onChange: (text: string) => void;
}): ReactNode {
  const {active, text, issues, onChange} = props;
  const id = useId();
  const labelId = `${id}-label`;
  const problemsId = `${id}-problems`;
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<JsonEditorHandle | null>(null);
  const [ready, setReady] = useState(false);
  const [shown, setShown] = useState<readonly LocatedIssue[]>(issues);
  const latest = useRef({text, onChange, invalid: issues.length > 0});

  useEffect(() => {
    latest.current = {text, onChange, invalid: issues.length > 0};
  });

  // Problems are announced (role="alert") once typing settles, not at every key.
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(issues), issues.length === 0 ? 0 : settleMs);
    return () => window.clearTimeout(timer);
  }, [issues]);

  const [wanted, setWanted] = useState(active);
  if (active && !wanted) setWanted(true);

  useEffect(() => {
    if (!wanted) return undefined;
    let cancelled = false;
    // Fetched beside CodeMirror, so the first edit is checked at once.
    loadThemeParser().catch(() => undefined);
    void import('./codeMirror')
      .then(({createJsonEditor}) => {
        if (cancelled || !host.current) return;
        editor.current = createJsonEditor({
          parent: host.current,
          text: latest.current.text,
          onChange: (next) => latest.current.onChange(next),
          contentAttributes: () => ({
            'aria-labelledby': labelId,
            'aria-describedby': problemsId,
            'aria-invalid': String(latest.current.invalid),
            'aria-multiline': 'true',
          }),
        });
        setReady(true);
      })
      .catch(() => {
        // Offline or a stale deployment: the text area stays, and works.
      });
    return () => {
      cancelled = true;
      editor.current?.destroy();
      editor.current = null;
    };
  }, [wanted, labelId, problemsId]);

  useEffect(() => {
    editor.current?.setText(text);
  }, [text, ready]);

  useEffect(() => {
    editor.current?.setDiagnostics(
      shown
        .filter((issue) => issue.from !== undefined)
        .map((issue) => ({
          from: issue.from!,
          to: issue.to ?? issue.from!,
          message: `${issuePlace(issue)}: ${issueMessage(issue)}`,
        })),
    );
  }, [shown, ready]);

  const invalid = issues.length > 0;
  return (
    <div className={styles.jsonEditor}>
      <div className={styles.jsonHeader}>
        <span id={labelId} className={styles.jsonLabel}>
          <Translate id="themeEditor.json.label" description="Label of the JSON code editor">
            Theme JSON
          </Translate>
        </span>
        <span className={clsx(styles.jsonState, invalid && styles.jsonStateInvalid)}>
          {invalid ? (
            <Translate
              id="themeEditor.json.invalid"
              description="Shown above the JSON editor while it has errors">
              Not applied: fix the problems below
            </Translate>
          ) : (
            <Translate
              id="themeEditor.json.valid"
              description="Shown above the JSON editor when the JSON is a valid theme">
              Valid theme, applied
            </Translate>
          )}
        </span>
      </div>
      <div className={clsx(styles.codeHost, invalid && styles.codeHostInvalid)} ref={host}>
        {!ready && (
          <textarea
            className={styles.fallbackText}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            aria-labelledby={labelId}
            aria-describedby={problemsId}
            aria-invalid={invalid || undefined}
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="off"
          />
        )}
      </div>
      <div id={problemsId} role="alert" className={styles.problems}>
        {shown.length > 0 && (
          <>
            <p className={styles.problemsTitle}>
              <Translate
                id="themeEditor.json.problems"
                description="Above the list of JSON problems; {count} is a number"
                values={{count: shown.length}}>
                {'Problems found: {count}. The preview keeps the last valid theme.'}
              </Translate>
            </p>
            <ul className={styles.problemList}>
              {shown.slice(0, 8).map((issue, index) => (
                <li key={index}>
                  {issue.from !== undefined ? (
                    <button
                      type="button"
                      className={styles.problemPlace}
                      onClick={() => editor.current?.select(issue.from!, issue.to ?? issue.from!)}
                      title={translate({
                        id: 'themeEditor.json.goTo',
                        message: 'Select it in the editor',
                        description: 'Tooltip of a problem location button',
                      })}>
                      {issuePlace(issue)}
                    </button>
                  ) : (
                    <span className={styles.problemPlace}>{issuePlace(issue)}</span>
                  )}{' '}
                  <span>{issueMessage(issue)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
