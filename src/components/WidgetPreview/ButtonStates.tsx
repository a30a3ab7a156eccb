import React, {type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import type {ThemeState} from '@site/src/widgetTheme/model';
import ButtonLabel, {type ButtonKind} from './ButtonLabel';
import styles from './styles';

const buttonStates: readonly ThemeState[] = ['main', 'hover', 'focus', 'active', 'disabled'];

function sampleStyle(kind: ButtonKind, state: ThemeState): CSSProperties {
  return {
    background: `var(--bp-${kind}-${state}-fill)`,
    borderColor: `var(--bp-${kind}-${state}-border)`,
    color: `var(--bp-${kind}-${state}-text)`,
  };
}

/** The three kinds of button in each of their states, as a table. */
export default function ButtonStates(): ReactNode {
  const kinds: readonly ButtonKind[] = ['verifyButton', 'skipButton', 'button'];
  return (
    <table className={styles.states}>
      <caption className={styles.cardTitle}>
        <Translate id="widgetPreview.buttons.title" description="Title of the button states table">
          Buttons in each state
        </Translate>
      </caption>
      <thead>
        <tr>
          <td />
          {buttonStates.map((state) => (
            <th key={state} scope="col">
              <code>{state}</code>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {kinds.map((kind) => (
          <tr key={kind}>
            <th scope="row">
              <code>{kind}</code>
            </th>
            {buttonStates.map((state) => {
              const Sample = state === 'disabled' ? 'button' : 'span';
              return (
                <td key={state}>
                  {kind === 'skipButton' && state === 'active' ? null : (
                    // Disabled: a real disabled button, as the widget draws it (and as assistive tech reads it).
                    <Sample
                      {...(state === 'disabled' ? {type: 'button', disabled: true} : {})}
                      className={clsx(styles.sample, styles[`sample-${state}`])}
                      style={sampleStyle(kind, state)}>
                      <ButtonLabel kind={kind} />
                    </Sample>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
