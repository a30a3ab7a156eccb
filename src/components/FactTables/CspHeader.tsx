import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {contentSecurityPolicy} from '@site/src/data/contentSecurityPolicy';

/** The full `Content-Security-Policy` header a page with the widget needs, built from the data. */
export default function CspHeader(): ReactNode {
  return (
    <CodeBlock language="http">{`Content-Security-Policy: ${contentSecurityPolicy()}`}</CodeBlock>
  );
}
