import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Loads a linked page's code when the reader shows intent for the link, not when it is seen. */
export default function prefetchOnIntent(): Plugin {
  return {
    name: 'prefetch-on-intent',
    getClientModules: () => [path.join(__dirname, 'clientModule')],
  };
}
