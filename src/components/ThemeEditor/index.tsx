// First: the editor's messages join the locale's before any part below is evaluated.
import './pageMessages';
import React, {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
// Before the parts that import the editor's stylesheet, so the widget preview's rules keep
// their place ahead of the editor's in the page's CSS.
import WidgetPreview from '@site/src/components/WidgetPreview';
import ColourControls from './ColourControls';
import ContrastSummary from './ContrastSummary';
import JsonEditor from './JsonEditor';
import {hashNotice} from './messages';
import Output from './Output';
import Tabs from './Tabs';
import Toolbar from './Toolbar';
import {useThemeEditorState} from './useThemeEditorState';
import styles from './styles';

/**
 * The live theme editor: presets, a field for every colour of the theme, the
 * theme as JSON, a preview of the widget and the code to paste. The theme
 * lives in the URL hash, so a link shares it and a reload keeps it.
 */
export default function ThemeEditor(): ReactNode {
  const editor = useThemeEditorState();
  const [tab, setTab] = useState<'controls' | 'json'>('controls');
  return (
    // data-no-search: its controls' labels are not what a reader searches for (searchOptions.ts).
    <section className={styles.editor} aria-labelledby="theme-editor-title" data-no-search="">
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- no anchor for the tool's own headings */}
      <h2 id="theme-editor-title" className={styles.visuallyHidden}>
        <Translate id="themeEditor.label" description="Hidden heading of the editor">
          Theme editor
        </Translate>
      </h2>
      {/* Why a shared link's theme could not be opened. First in the editor for screen readers and
          the keyboard; drawn over the page at the bottom of the window, since it comes after the
          first paint and must not push the editor down. */}
      {editor.linkProblem && (
        <div className={clsx('alert alert--warning', styles.notice)} role="alert">
          <p>{hashNotice(editor.linkProblem)}</p>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={editor.dismissLinkProblem}>
            <Translate
              id="themeEditor.hash.dismiss"
              description="Closes the notice about a bad link">
              Dismiss
            </Translate>
          </button>
        </div>
      )}

      <Toolbar theme={editor.theme} preset={editor.preset} setTheme={editor.setTheme} />

      <div className={styles.workspace}>
        {/* First in the page, so a phone's progressive render never pushes the controls down (no
            layout shift); on a wide screen it sits in the right column. */}
        {/* Focusable: on a wide screen the column scrolls on its own, and the keyboard must scroll it too. */}
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
              <code>{`mode: ${editor.resolved.mode}`}</code>
            </span>
          </div>
          <ContrastSummary checks={editor.checks} />
          <WidgetPreview theme={editor.theme} />
        </div>
        {/* The two ways to edit the theme; the JSON tab counts the JSON's problems. */}
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
              panel: <ColourControls context={editor.fields} setMode={editor.setMode} />,
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
                  {editor.issues.length > 0 && (
                    <span className={clsx(styles.badge, styles.badgeError)}>
                      {editor.issues.length}
                    </span>
                  )}
                </>
              ),
              panel: (
                <JsonEditor
                  active={tab === 'json'}
                  text={editor.text}
                  issues={editor.issues}
                  onChange={editor.editJson}
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
        <Output theme={editor.theme} />
      </div>
    </section>
  );
}
