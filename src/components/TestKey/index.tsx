import React, {type ReactNode} from 'react';
import {testKeyValue} from '@site/src/data/testKeys';

/**
 * A test key, token or hostname in prose (`<TestKey name="siteKey" />`), read from
 * `src/data/testKeys.ts` so that no page writes one by hand. The Markdown twin writes the same
 * value as inline code.
 */
export default function TestKey({name}: {name: string}): ReactNode {
  return <code>{testKeyValue(name)}</code>;
}
