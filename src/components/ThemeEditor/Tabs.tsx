import React, {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles';

/**
 * ARIA tabs (arrow keys move between tabs, Tab moves into the panel). Every
 * panel stays mounted, hidden when not chosen, so what it holds keeps its state.
 */
export default function Tabs<Id extends string>({
  tabs,
  label,
  selected: controlled,
  onSelect,
  className,
}: {
  tabs: readonly {id: Id; label: ReactNode; panel: ReactNode}[];
  label: string;
  /** The chosen tab, when the parent decides; otherwise the first tab starts chosen. */
  selected?: Id;
  onSelect?: (id: Id) => void;
  className?: string;
}): ReactNode {
  const base = useId();
  const [own, setOwn] = useState<Id>(tabs[0]!.id);
  const selected = controlled ?? own;
  const choose = (id: Id): void => {
    setOwn(id);
    onSelect?.(id);
  };
  return (
    <div className={className}>
      <div className={styles.tabs} role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-controls={`${base}-panel-${tab.id}`}
            aria-selected={selected === tab.id}
            tabIndex={selected === tab.id ? 0 : -1}
            className={clsx(styles.tab, selected === tab.id && styles.tabActive)}
            onClick={() => choose(tab.id)}
            onKeyDown={(event) => {
              const step = {
                ArrowRight: 1,
                ArrowLeft: -1,
                Home: -index,
                End: tabs.length - 1 - index,
              }[event.key];
              if (step === undefined) return;
              event.preventDefault();
              const next = tabs[(index + step + tabs.length) % tabs.length]!;
              choose(next.id);
              document.getElementById(`${base}-tab-${next.id}`)?.focus();
            }}>
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={selected !== tab.id}
          className={styles.panel}>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
