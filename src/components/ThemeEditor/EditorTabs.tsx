import React, {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import type {ThemeMode} from '@site/src/widgetTheme/model';
import type {LocatedIssue} from '@site/src/widgetTheme/validate';
import ColourControls from './ColourControls';
import JsonEditor from './JsonEditor';
import Tabs from './Tabs';
import type {FieldContext} from './useThemeEditorState';
import styles from './styles';

type EditorTab = 'controls' | 'json';

/** The two ways to edit the theme: colour fields, or its JSON (the tab counts the JSON's problems). */
export default function EditorTabs({
  fields,
  setMode,
  text,
  issues,
  editJson,
}: {
  fields: FieldContext;
  setMode: (mode: ThemeMode) => void;
  text: string;
  issues: readonly LocatedIssue[];
  editJson: (text: string) => void;
}): ReactNode {
  const [tab, setTab] = useState<EditorTab>('controls');
  return (
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
          panel: <ColourControls context={fields} setMode={setMode} />,
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
              {issues.length > 0 && (
                <span className={clsx(styles.badge, styles.badgeError)}>{issues.length}</span>
              )}
            </>
          ),
          panel: (
            <JsonEditor active={tab === 'json'} text={text} issues={issues} onChange={editJson} />
          ),
        },
      ]}
    />
  );
}
