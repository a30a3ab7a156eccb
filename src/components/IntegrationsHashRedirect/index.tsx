import {useEffect, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {movedAnchorUrl} from './movedAnchor';

/**
 * On the `/integrations` overview only: a visitor who arrives with the anchor of a section that
 * moved to its own page (`#nodejs-with-express`, `#php`) goes there, the old address replaced in
 * the history so Back does not bounce. Draws nothing.
 */
export default function IntegrationsHashRedirect(): ReactNode {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  useEffect(() => {
    const follow = (): void => {
      const target = movedAnchorUrl(window.location, baseUrl);
      if (target !== undefined) window.location.replace(target);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [baseUrl]);
  return null;
}
