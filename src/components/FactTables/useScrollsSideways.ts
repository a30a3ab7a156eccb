import {useEffect, useState, type RefObject} from 'react';

/**
 * Whether an element is wider than the room it has, kept up to date as the
 * window changes, so a table that scrolls sideways can take keyboard focus
 * (WCAG 2.1.1: a reader without a mouse must be able to scroll it too).
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
