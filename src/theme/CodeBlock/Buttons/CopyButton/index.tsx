import React, {type ReactNode} from 'react';
import CopyButton from '@theme-original/CodeBlock/Buttons/CopyButton';
import type CopyButtonType from '@theme/CodeBlock/Buttons/CopyButton';
import type {WrapperProps} from '@docusaurus/types';
import {CodeBlockContextProvider, useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {useSubstituteKeys} from '@site/src/session/useSubstituteKeys';

type Props = WrapperProps<typeof CopyButtonType>;

// The code is highlighted with its placeholders (keys are put in per token); the copy holds the keys.
export default function CopyButtonWrapper(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const substitute = useSubstituteKeys();
  return (
    <CodeBlockContextProvider
      metadata={{...metadata, code: substitute(metadata.code)}}
      wordWrap={wordWrap}>
      <CopyButton {...props} />
    </CodeBlockContextProvider>
  );
}
