import React, {useId, useState, type ReactNode} from 'react';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {useSubstituteKeys} from '@site/src/session/useSubstituteKeys';
import {substituteKeysInText} from '@site/src/session/substituteKeysInText';

type Props = WrapperProps<typeof ContentType>;

// The marker around a block's code takes no box of its own: the <pre> lays out as before.
const marker = {display: 'contents'} as const;

interface ServerPre {
  className: string;
  html: string;
}

/** The <pre> the server highlighted for this block, when the page is being hydrated. */
function serverPre(id: string): ServerPre | undefined {
  if (typeof document === 'undefined') return undefined;
  const pre = document.querySelector(`[data-code-id="${CSS.escape(id)}"] > pre`);
  return pre ? {className: pre.className, html: pre.innerHTML} : undefined;
}

/** Code kept as the server highlighted it; keys go into its text nodes. */
function ServerCode({pre}: {pre: ServerPre}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const substitute = useSubstituteKeys();
  const [originals] = useState(() => new WeakMap<Text, string>());
  // One object for the block's life: React sets innerHTML again whenever this object changes.
  const [markup] = useState(() => ({__html: pre.html}));
  const {codeBlockRef} = wordWrap;
  useIsomorphicLayoutEffect(() => {
    substituteKeysInText(codeBlockRef.current!, substitute, originals);
  }, [codeBlockRef, substitute, originals, metadata.code]);
  return (
    <pre
      // The word-wrap button measures and styles this <pre>, as upstream's.
      ref={codeBlockRef}
      tabIndex={0}
      className={pre.className}
      dangerouslySetInnerHTML={markup}
    />
  );
}

// Wraps the highlighted code so hydration keeps the server's markup instead of running Prism
// again on every block (the largest share of a code page's main-thread time); code rendered
// in the browser, after a client-side navigation, is highlighted as usual.
export default function ContentWrapper(props: Props): ReactNode {
  const id = useId();
  const [pre] = useState(() => serverPre(id));
  return (
    <div style={marker} data-code-id={id}>
      {pre === undefined ? <Content {...props} /> : <ServerCode pre={pre} />}
    </div>
  );
}
