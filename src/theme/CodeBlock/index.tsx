import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

// Replaces theme-classic's CodeBlock, which remounts every code block once the page runs
// (key={isBrowser}) to swap its inline colours for the visitor's mode: here colours come from
// CSS (src/plugins/codeThemeCss), so the server's markup is right and React keeps it
// (CodeBlock/Content keeps it without running Prism).

/** Plain text when the children are only strings (so it can be copied), as upstream does. */
function textOrElements(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = textOrElements(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
