import React, {type ReactNode} from 'react';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {registerPrismLanguage} from './registerPrismLanguage';

/** theme-classic's highlighted code, with the block's extra Prism grammar added first. */
export default function HighlightedContent(props: WrapperProps<typeof ContentType>): ReactNode {
  const {metadata} = useCodeBlockContext();
  registerPrismLanguage(metadata.language);
  return <Content {...props} />;
}
