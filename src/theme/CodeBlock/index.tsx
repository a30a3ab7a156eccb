import React, {type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {useSubstituteKeys} from '@site/src/session/useSubstituteKeys';

type Props = WrapperProps<typeof CodeBlockType>;

// Puts the visitor's keys into fenced code; the copy button copies these same children.
export default function CodeBlockWrapper(props: Props): ReactNode {
  const substitute = useSubstituteKeys();
  const {children} = props;
  const code =
    typeof children === 'string'
      ? substitute(children)
      : Array.isArray(children) && children.every((part) => typeof part === 'string')
        ? substitute(children.join(''))
        : children;
  return <CodeBlock {...props}>{code}</CodeBlock>;
}
