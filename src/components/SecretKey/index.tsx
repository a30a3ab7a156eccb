import React, {type ReactNode} from 'react';
import KeyValue from '@site/src/components/KeyValue';
import {useSession} from '@site/src/session/SessionProvider';
import {secretKeyPlaceholder} from '@site/src/lib/substituteKeys';

/** Secret keys are 0x and 40 hex digits: 42 characters. */
const secretKeyLength = 42;

/** The visitor's secret key in prose (`<SecretKey />` in MDX). */
export default function SecretKey(): ReactNode {
  const {secretkey} = useSession();
  return <KeyValue value={secretkey} placeholder={secretKeyPlaceholder} width={secretKeyLength} />;
}
