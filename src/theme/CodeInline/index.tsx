import React, {type ReactNode} from 'react';
import CodeInline from '@theme-original/CodeInline';
import type CodeInlineType from '@theme/CodeInline';
import type {WrapperProps} from '@docusaurus/types';
import {useSubstituteKeys} from '@site/src/session/useSubstituteKeys';

type Props = WrapperProps<typeof CodeInlineType>;

// Puts the visitor's keys into inline code, as the CodeBlock wrapper does for fenced code.
export default function CodeInlineWrapper(props: Props): ReactNode {
  const substitute = useSubstituteKeys();
  const {children} = props;
  return (
    <CodeInline {...props}>
      {typeof children === 'string' ? substitute(children) : children}
    </CodeInline>
  );
}
