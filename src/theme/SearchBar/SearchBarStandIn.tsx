import React, {useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useShownAfterHydration} from '@site/src/lib/useShownAfterHydration';
import {readInputState, type InputState} from './inputState';
import {isMacBrowser, isSearchShortcut, searchShortcutHints} from './searchShortcut';
import styles from './standIn.module.css';

interface Props {
  /** The translated name and placeholder of the input. */
  label: string;
  /** The visitor is about to search (pointer over, touch, focus, the shortcut): load the box now. */
  onIntent: () => void;
  /** Called as the stand-in goes, with its input's state, while that input is still in the page. */
  onLeave: (state: InputState) => void;
}

/**
 * The search box as the plugin draws it (same elements, classes of Infima and sizes of the
 * plugin, the shortcut's keys once hydrated and while the box is empty, as the plugin shows
 * them), without the plugin's code. It is a plain input: what is typed in it carries over to
 * the plugin's.
 */
export default function SearchBarStandIn({label, onIntent, onLeave}: Props): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  const hydrated = useShownAfterHydration();
  const [empty, setEmpty] = useState(true);

  // The plugin's shortcut, until its own listener takes over; focusing asks for the box.
  useEffect(() => {
    const isMac = isMacBrowser();
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, isMac)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // A layout effect's cleanup runs before React removes the input, so focus is still on it.
  useLayoutEffect(() => {
    const element = input.current;
    return () => {
      if (element) onLeave(readInputState(element));
    };
  }, [onLeave]);

  return (
    <div
      className={clsx('navbar__search', styles.standIn)}
      dir="ltr"
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}>
      <svg aria-hidden="true" className={styles.standInIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        ref={input}
        placeholder={label}
        aria-label={label}
        className={clsx('navbar__search-input', styles.standInInput)}
        onInput={(event) => setEmpty(event.currentTarget.value === '')}
      />
      {hydrated && empty && (
        <div className={styles.standInHints}>
          {searchShortcutHints(isMacBrowser()).map((hint) => (
            <kbd key={hint} className={styles.standInHint}>
              {hint}
            </kbd>
          ))}
        </div>
      )}
    </div>
  );
}
