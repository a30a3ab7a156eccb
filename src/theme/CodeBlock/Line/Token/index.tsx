import React, {type ReactNode} from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type TokenType from '@theme/CodeBlock/Line/Token';
import type {WrapperProps} from '@docusaurus/types';
import {containsPlaceholder} from '@site/src/session/keys';
import {useSubstituteKeys} from '@site/src/session/useSubstituteKeys';
import {isStyled} from './styledTokenTypes';

type Props = WrapperProps<typeof TokenType>;

function KeyedToken(props: Props): ReactNode {
  const substitute = useSubstituteKeys();
  return <Token {...props}>{substitute(props.children as string)}</Token>;
}

// Keys go into the few tokens that hold a placeholder: a login re-renders those spans, not Prism.
// A token no theme colours is its text alone: a third of a page's code was spans that only
// cost style and layout (thousands on /configuration).
export default function TokenWrapper(props: Props): ReactNode {
  if (typeof props.children === 'string' && containsPlaceholder(props.children)) {
    return <KeyedToken {...props} />;
  }
  if (typeof props.children === 'string' && !isStyled(props.token.types)) return props.children;
  return <Token {...props} />;
}
