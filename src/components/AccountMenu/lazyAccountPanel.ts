import {lazy} from 'react';

// The panel's contents (the site picker above all) come when the visitor reaches for the menu,
// not with the button every logged-in page shows (lazyAccountMenu). One import for both, or the
// bundler makes each its own copy of the chunk.
const panel = () => import('./AccountPanel');

export default lazy(panel);

export const MobileAccount = lazy(() =>
  panel().then(({MobileAccount: mobile}) => ({default: mobile})),
);
