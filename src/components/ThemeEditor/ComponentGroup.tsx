import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {themeComponents} from '@site/src/data/themeKeys';
import InlineText from '@site/src/components/FactTables/InlineText';
import {getColour, overrideCount} from '@site/src/widgetTheme/edit';
import {componentStates, stateColourKeys, type ComponentName} from '@site/src/widgetTheme/model';
import {stateColour} from '@site/src/widgetTheme/resolve';
import ColourField from './ColourField';
import type {FieldContext} from './useThemeEditorState';
import styles from './styles';

/**
 * One component's colours, folded: its summary counts what the theme sets and
 * the pairs that fail contrast, so a closed group still shows where to look.
 */
export default function ComponentGroup({
  name,
  context,
}: {
  name: ComponentName;
  context: FieldContext;
}): ReactNode {
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
