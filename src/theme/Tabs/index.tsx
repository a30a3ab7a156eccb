import React, {useRef, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

// Replaces theme-classic's Tabs, which remounts every tab group once the page runs
// (key={isBrowser}): the whole group, code and all, was drawn twice. The stored or linked tab is
// applied by theme-common's hooks after hydration (a layout effect), so React keeps the
// server's markup and only the selection changes.

/** The key that moves focus from tab `index` of `count`, to the index it moves to. */
const focusMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function TabList({className}: {className?: string}): ReactNode {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  const tabs = useRef<(HTMLLIElement | null)[]>([]);
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const select = (tab: HTMLLIElement, value: string) => {
    if (value === selectedValue) return;
    // The tab stays where it is on screen even if the panels above change height.
    blockElementScrollPositionUntilNextRender(tab);
    selectValue(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number, value: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(event.currentTarget, value);
      return;
    }
    const move = focusMoves[event.key];
    if (!move) return;
    event.preventDefault();
    tabs.current[move(index, tabValues.length)]?.focus();
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}, index) => (
        <li
          key={value}
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          onKeyDown={(event) => onKeyDown(event, index, value)}
          onClick={(event) => select(event.currentTarget, value)}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string, {
            'tabs__item--active': selectedValue === value,
          })}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
        {/* Where upstream puts a Tabs className: on the list, not the container. */}
        <TabList className={props.className} />
        <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
      </div>
    </TabsProvider>
  );
}
