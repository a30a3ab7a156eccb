import {lazy} from 'react';

// Only a logged-in visitor sees the menu, and never in the server's HTML: its code and styles
// (with the site picker's) come once a session exists, not in every page's first script.
export default lazy(() => import('@site/src/components/AccountMenu'));
