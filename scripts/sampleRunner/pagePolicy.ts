/**
 * The Content-Security-Policy a page sample is served with: the one the docs recommend
 * (`src/data/contentSecurityPolicy.ts`, the table and header of /configuration), with Bramble's
 * hosts swapped for the stand-in's origins as the runner swaps them in the code. So a page runs
 * only if the recommended policy lets the widget work: its script, its cross-origin frames (the
 * checkbox, the challenge) and their calls. The samples' callbacks are inline scripts, which the
 * docs allow with a nonce or a hash; the runner cannot add those without changing the sample, so
 * it allows inline scripts and styles instead.
 */
import {contentSecurityPolicy} from '../../src/data/contentSecurityPolicy';

export interface StandInOrigins {
  /** Stands for `https://js.bramble.example`: where api.js comes from. */
  script: string;
  /** Stand for `https://*.bramble.example`: the API's origins and the widget's frame origin. */
  bramble: readonly string[];
}

const origin = (url: string) => new URL(url).origin;

export function standInPolicy(
  origins: StandInOrigins,
  policy: string = contentSecurityPolicy(),
): string {
  return policy
    .replaceAll('https://js.bramble.example', origin(origins.script))
    .replaceAll('https://*.bramble.example', origins.bramble.map(origin).join(' '))
    .replace(/\b(script-src|style-src) 'self'/g, "$1 'self' 'unsafe-inline'");
}
