import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

// Works around Docusaurus 3.10 (theme-classic inlineScripts.js): its pre-hydration script sets
// html[data-announcement-bar-initially-dismissed=true] from the stored dismissal, and when a new
// bar id resets that dismissal (theme-common contexts/announcementBar.js) nothing lifts the
// attribute, so the new bar stays hidden for one page load. Remove once upstream clears it;
// the colour-mode spec's "comes back when its id changes" test fails without this wrap.
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
