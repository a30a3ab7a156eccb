import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {sdks, type Sdk} from '@site/src/data/sdks';

/** The install command or build-file line of one SDK, from the data so versions never drift. */
export default function SdkInstall({sdk}: {sdk: Sdk['id']}): ReactNode {
  const found = sdks.find((candidate) => candidate.id === sdk);
  if (found === undefined) throw new Error(`SdkInstall: unknown SDK "${sdk}"`);
  return <CodeBlock language={found.install.language}>{found.install.code}</CodeBlock>;
}
