import React, {type ReactNode} from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type TokenType from '@theme/CodeBlock/Line/Token';
import type {WrapperProps} from '@docusaurus/types';
import {containsPlaceholder} from '@site/src/session/keys';
import {useSubstituteKeys} from '@site/src/session/useSubstituteKeys';

type Props = WrapperProps<typeof TokenType>;

function KeyedToken(props: Props): ReactNode {
  const substitute = useSubstituteKeys();
  return <Token {...props}>{substitute(props.children as string)}</Token>;
}

// Keys go into the few tokens that hold a placeholder: a login re-renders those spans, not Prism.
export default function TokenWrapper(props: Props): ReactNode {
  if (typeof props.children === 'string' && containsPlaceholder(props.children)) {
    return <KeyedToken {...props} />;
  }
  return <Token {...props} />;
}
