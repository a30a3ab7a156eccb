import React, {type ReactNode} from 'react';
import KeyValue from '@site/src/components/KeyValue';
import {useSession} from '@site/src/session/SessionProvider';
import {siteKeyLength, siteKeyPlaceholder} from '@site/src/session/keys';

/** The visitor's site key in prose (`<SiteKey />` in MDX). */
export default function SiteKey(): ReactNode {
  const {sitekey} = useSession();
  return (
    <KeyValue kind="site" value={sitekey} placeholder={siteKeyPlaceholder} width={siteKeyLength} />
  );
}
