import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useSiteEnv} from '@site/src/session/useSiteEnv';

/** A link to the dashboard in prose (`<DashboardLink>dashboard</DashboardLink>`), following DASHBOARD_URL. */
export default function DashboardLink({children}: {children: ReactNode}): ReactNode {
  const {dashboardUrl} = useSiteEnv();
  return <Link href={dashboardUrl}>{children}</Link>;
}
