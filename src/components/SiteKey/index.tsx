import React, {type ReactNode} from 'react';
import KeyValue from '@site/src/components/KeyValue';
import {useSession} from '@site/src/session/SessionProvider';
import {siteKeyPlaceholder} from '@site/src/lib/substituteKeys';

/** Site keys are UUIDs: 36 characters. */
const siteKeyLength = 36;

/** The visitor's site key in prose (`<SiteKey />` in MDX). */
export default function SiteKey(): ReactNode {
  const {sitekey} = useSession();
  return <KeyValue value={sitekey} placeholder={siteKeyPlaceholder} width={siteKeyLength} />;
}
