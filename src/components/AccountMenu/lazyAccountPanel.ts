import {lazy} from 'react';

// The panel's contents (the site picker above all) come when the visitor reaches for the menu,
// not with the button every logged-in page shows (lazyAccountMenu).
export default lazy(() => import('./AccountPanel'));

export const MobileAccount = lazy(() =>
  import('./AccountPanel').then(({MobileAccount: mobile}) => ({default: mobile})),
);
