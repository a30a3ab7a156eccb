import React, {type ReactNode} from 'react';
import KeyValue from '@site/src/components/KeyValue';
import {useSession} from '@site/src/session/SessionProvider';
import {secretKeyLength, secretKeyPlaceholder} from '@site/src/session/keys';

/** The visitor's secret key in prose (`<SecretKey />` in MDX). */
export default function SecretKey(): ReactNode {
  const {secretkey} = useSession();
  return (
    <KeyValue
      kind="secret"
      value={secretkey}
      placeholder={secretKeyPlaceholder}
      width={secretKeyLength}
    />
  );
}
