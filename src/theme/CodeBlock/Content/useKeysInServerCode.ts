import {useLayoutEffect, useRef, type RefObject} from 'react';
import {containsPlaceholder} from '@site/src/session/keys';
import {useSubstituteKeys} from '@site/src/session/useSubstituteKeys';

/**
 * Puts the visitor's keys into a block of server-highlighted code that React did not draw (so
 * the `CodeBlock/Line/Token` wrap never sees it): each text node holding a placeholder gets the
 * key, as text, and its placeholder back when the keys go. Placeholders never straddle two
 * tokens (src/session/placeholderTokens.test.ts), so one text node holds a whole placeholder.
 */
export function useKeysInServerCode(
  pre: RefObject<HTMLElement | null>,
  code: string | undefined,
): void {
  const substitute = useSubstituteKeys();
  const placeholders = useRef<Map<Text, string> | null>(null);
  useLayoutEffect(() => {
    if (code === undefined || !containsPlaceholder(code) || !pre.current) return;
    if (placeholders.current === null) {
      const found = new Map<Text, string>();
      const walker = document.createTreeWalker(pre.current, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.nodeValue ?? '';
        if (containsPlaceholder(text)) found.set(node as Text, text);
      }
      placeholders.current = found;
    }
    for (const [node, text] of placeholders.current) node.nodeValue = substitute(text);
  }, [pre, code, substitute]);
}
