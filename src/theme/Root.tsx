import React, {type ReactNode} from 'react';
import {SessionProvider} from '@site/src/session/SessionProvider';

// Root is the one place above every page and the navbar, where the session must live.
export default function Root({children}: {children: ReactNode}): ReactNode {
  return <SessionProvider>{children}</SessionProvider>;
}
