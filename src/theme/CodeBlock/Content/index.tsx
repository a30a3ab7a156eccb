import React, {lazy, Suspense, useId, useState, type ComponentType, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {useSubstituteKeys} from '@site/src/session/useSubstituteKeys';
import {useDescribedByPartialNote} from '../PartialNote';
import {useKeysInServerCode} from './useKeysInServerCode';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

// Highlighting (Prism and its grammars, 40 kB gzip, then tokenizing every block) runs where a
// block is first drawn: on the server for the pages it renders, whose markup the browser keeps
// as it is, and in the browser only for blocks it draws itself (after a client-side navigation,
// or when a block's code changes), fetching the highlighter then.
const BrowserHighlightedContent = lazy(() => import('./HighlightedContent'));
// The server renders it in place, outside any Suspense boundary: React streams a large boundary
// out of order, through inline scripts, even when nothing in it suspends.
const ServerHighlightedContent = process.env.BRAMBLE_SERVER_RENDER
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('./HighlightedContent') as {default: ComponentType<Props>}).default
  : undefined;

interface ServerCode {
  code: string;
  className: string;
  // One object for the block's life: React sets innerHTML again whenever this prop is a new
  // object, even with the same text, which would drop the keys put into it.
  markup: {__html: string};
}

/** The block's `<pre>` as the server rendered it, while the page hydrates; else undefined. */
function serverCodeOf(id: string, code: string): ServerCode | undefined {
  if (!ExecutionEnvironment.canUseDOM) return undefined;
  const pre = document.querySelector(`[data-code-block="${id}"] > pre`);
  return pre ? {code, className: pre.className, markup: {__html: pre.innerHTML}} : undefined;
}

export default function ContentWrapper(props: Props): ReactNode {
  const id = useId();
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const [serverCode] = useState(() => serverCodeOf(id, metadata.code));
  const kept = serverCode?.code === metadata.code ? serverCode : undefined;
  useKeysInServerCode(codeBlockRef, kept?.code);
  useDescribedByPartialNote(codeBlockRef);
  const substitute = useSubstituteKeys();
  let content: ReactNode;
  if (kept) {
    content = (
      <pre
        ref={codeBlockRef}
        tabIndex={0}
        className={kept.className}
        // The server's own markup, escaped by React when it rendered it; never new text.
        dangerouslySetInnerHTML={kept.markup}
      />
    );
  } else if (ServerHighlightedContent) {
    content = <ServerHighlightedContent {...props} />;
  } else {
    content = (
      <Suspense
        fallback={
          <pre ref={codeBlockRef} tabIndex={0} className={styles.plain}>
            <code>{substitute(metadata.code)}</code>
          </pre>
        }>
        <BrowserHighlightedContent {...props} />
      </Suspense>
    );
  }
  return (
    <div data-code-block={id} className={styles.contents}>
      {content}
    </div>
  );
}
