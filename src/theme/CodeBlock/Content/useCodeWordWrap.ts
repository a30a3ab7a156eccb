import {startTransition, useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap as useUpstreamCodeWordWrap} from '@docusaurus/theme-common/internal';

type CodeWordWrap = ReturnType<typeof useUpstreamCodeWordWrap>;

/** Whether a block scrolls sideways, or has been wrapped (its `<code>` then has a style). */
function isScrollable(pre: HTMLPreElement): boolean {
  return pre.scrollWidth > pre.clientWidth || !!pre.querySelector('code')?.hasAttribute('style');
}

/**
 * theme-common's useCodeWordWrap (3.10), with what it learns after mounting set in a transition:
 * there, the measure of every block on the page and the hidden tab each sits in were plain
 * updates, so once hydrated every block drew again in one long task. A block is measured when it
 * mounts, when wrapping is toggled, when the window resizes, and when the tab it sits in is
 * shown (it measured 0 wide while hidden).
 */
export function useCodeWordWrap(): CodeWordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and strings wrap too: no scrollbar once wrapping is on.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  useEffect(() => {
    const measure = () => {
      const pre = codeBlockRef.current;
      if (!pre) return;
      const scrollable = isScrollable(pre);
      startTransition(() => setIsCodeScrollable(scrollable));
    };
    measure();
    window.addEventListener('resize', measure, {passive: true});
    const hiddenTab = codeBlockRef.current?.closest('[role=tabpanel][hidden]');
    const shown = hiddenTab
      ? new MutationObserver(() => {
          if (!hiddenTab.hasAttribute('hidden')) measure();
        })
      : undefined;
    shown?.observe(hiddenTab!, {attributes: true, attributeFilter: ['hidden']});
    return () => {
      window.removeEventListener('resize', measure);
      shown?.disconnect();
    };
  }, [isEnabled]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
