import React, {type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import {useShownAfterHydration} from '@site/src/lib/useShownAfterHydration';

type Props = WrapperProps<typeof ButtonsType>;

// The copy and word-wrap buttons of every block on the page mounted at once after hydration, in
// one long task (theme-classic draws them through BrowserOnly); here in a transition.
export default function ButtonsWrapper(props: Props): ReactNode {
  return useShownAfterHydration() ? <Buttons {...props} /> : null;
}
