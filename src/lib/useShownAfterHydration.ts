import {startTransition, useEffect, useState} from 'react';

/**
 * False while the page hydrates, then true, set in a transition: what it gates is drawn in
 * slices React can interrupt, not in the one long task that follows hydration. (BrowserOnly flips
 * with isBrowser in a plain update, which draws everything it gates at once.)
 */
export function useShownAfterHydration(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown;
}
