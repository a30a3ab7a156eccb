import React, {type ReactNode} from 'react';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {useDescribedByPartialNote} from '../PartialNote';
import {registerPrismLanguage} from './registerPrismLanguage';

/** theme-classic's highlighted code, with the block's extra Prism grammar added first, described by its partial note if any. */
export default function HighlightedContent(props: WrapperProps<typeof ContentType>): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  registerPrismLanguage(metadata.language);
  // Drawn in the browser after the plain fallback: its <pre> is a new element.
  useDescribedByPartialNote(wordWrap.codeBlockRef);
  return <Content {...props} />;
}
