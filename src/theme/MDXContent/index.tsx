import React, {type ReactNode} from 'react';
import MDXContent from '@theme-original/MDXContent';
import type MDXContentType from '@theme/MDXContent';
import type {WrapperProps} from '@docusaurus/types';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';

type Props = WrapperProps<typeof MDXContentType>;

// Puts Copy page right after a docs page's title: MDXContent is the wrap-safe component closest to it.
export default function MDXContentWrapper(props: Props): ReactNode {
  const {activeDoc} = useActiveDocContext(undefined);
  return (
    <>
      {/* Keyed by page: a new page gets a fresh control, with no state left by the script. */}
      {activeDoc && <CopyPage key={activeDoc.path} pagePath={activeDoc.path} />}
      <MDXContent {...props} />
    </>
  );
}
