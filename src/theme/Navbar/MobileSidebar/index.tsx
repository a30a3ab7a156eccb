import React, {type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useShownAfterHydration} from '@site/src/lib/useShownAfterHydration';

// On a narrow screen the closed menu (the navbar's links and the whole docs sidebar, some 150
// components) mounted in the long task right after hydration; here in a transition, or at once
// if the reader opens the menu first.
export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const ready = useShownAfterHydration();
  return ready || shown ? <MobileSidebar /> : null;
}
