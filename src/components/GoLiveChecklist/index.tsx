import React, {useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {goLiveItems, type GoLiveItem} from '@site/src/data/goLive';
import InlineText from '@site/src/components/FactTables/InlineText';
import styles from './styles.module.css';

interface Props {
  /** The items; the go-live data by default (a test gives its own). */
  items?: readonly GoLiveItem[];
}

/**
 * The go-live checklist a reader ticks off as they work through `/go-live`. The ticks live in
 * React state only: nothing is stored, so a reload, another tab or another reader starts clean,
 * and no page state about someone's production site outlives the visit.
 */
export default function GoLiveChecklist({items = goLiveItems}: Props): ReactNode {
  const [ticks, setTicks] = useState<ReadonlySet<string>>(() => new Set());
  const prefix = useId();
  const done = items.filter((item) => ticks.has(item.id)).length;
  // A new set on every change, so React sees a new value.
  const toggle = (id: string) =>
    setTicks((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className={styles.checklist}>
      <ul className={styles.items}>
        {items.map((item) => {
          const inputId = `${prefix}-${item.id}`;
          return (
            <li key={item.id} className={styles.item}>
              <input
                type="checkbox"
                id={inputId}
                className={styles.box}
                checked={ticks.has(item.id)}
                onChange={() => toggle(item.id)}
              />
              <div className={styles.body}>
                <label htmlFor={inputId} className={styles.label}>
                  <InlineText text={item.text} />
                </label>{' '}
                <Link to={`#${item.id}`} className={styles.howTo}>
                  <Translate
                    id="goLiveChecklist.howToCheck"
                    description="Link from a go-live checklist item to the section that explains and checks it">
                    How to check
                  </Translate>
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      <div className={styles.footer}>
        {/* Announced politely as it changes, so a screen reader hears the count after a tick. */}
        <p className={styles.progress} aria-live="polite">
          <Translate
            id="goLiveChecklist.progress"
            description="How many go-live checklist items the reader ticked"
            values={{done, total: items.length}}>
            {'{done} of {total} ticked'}
          </Translate>
        </p>
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={done === 0}
          onClick={() => setTicks(new Set())}>
          <Translate
            id="goLiveChecklist.clear"
            description="Button that unticks every go-live checklist item">
            Untick all
          </Translate>
        </button>
      </div>
      <p className={styles.note}>
        <Translate
          id="goLiveChecklist.note"
          description="Under the go-live checklist: ticks are not stored">
          Your ticks stay on this page only: nothing is stored, and reloading clears them.
        </Translate>
      </p>
    </div>
  );
}
