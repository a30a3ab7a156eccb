import React, {isValidElement, useId, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {partialReason} from '@site/src/lib/codeBlockMeta';
import {PartialNote, PartialNoteId} from './PartialNote';

// Replaces theme-classic's CodeBlock, which remounts every code block once the page runs
// (key={isBrowser}) to swap its inline colours for the visitor's mode: here colours come from
// CSS (src/plugins/codeThemeCss), so the server's markup is right and React keeps it
// (CodeBlock/Content keeps it without running Prism). A fragment (```js partial="why"```) gets
// its reason as a note above the block, which describes the code (PartialNote.tsx).

/** Plain text when the children are only strings (so it can be copied), as upstream does. */
function textOrElements(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = textOrElements(children);
  const noteId = useId();
  const reason = partialReason(props.metastring);
  const block =
    typeof content === 'string' ? (
      <StringContent {...props}>{content}</StringContent>
    ) : (
      <ElementContent {...props}>{content}</ElementContent>
    );
  if (!reason) return block;
  return (
    <PartialNoteId value={noteId}>
      <PartialNote id={noteId} reason={reason} />
      {block}
    </PartialNoteId>
  );
}
