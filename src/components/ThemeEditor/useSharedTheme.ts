import {useEffect, useRef} from 'react';
import {useHistory} from '@docusaurus/router';
import type {Theme} from '@site/src/widgetTheme/model';
import {decodeThemeHash, encodeThemeHash, type HashDecoding} from '@site/src/widgetTheme/shareHash';

/** How long the theme must stay unchanged before the URL follows it. */
const writeDelayMs = 400;

/**
 * Keeps the theme in the URL hash: reads a shared link once hydrated (and when
 * the hash changes), and writes each edit back after a pause. Written through
 * the router, so the Login link and a reload see the same URL. `write` is false
 * for themes that came from the URL, or before anything was edited.
 */
export function useSharedTheme({
  theme,
  write,
  clear,
  onDecoded,
}: {
  theme: Theme;
  write: boolean;
  /** Remove the hash instead (the theme is the default again). */
  clear: boolean;
  onDecoded: (decoding: Exclude<HashDecoding, {status: 'none'}>) => void;
}): void {
  const history = useHistory();
  const onDecodedRef = useRef(onDecoded);
  useEffect(() => {
    onDecodedRef.current = onDecoded;
  });
  // The hash this page wrote last: reading it back is not news.
  const written = useRef<string | null>(null);

  useEffect(() => {
    let current = true;
    const read = (): void => {
      const hash = window.location.hash.slice(1);
      if (hash === written.current) return;
      void decodeThemeHash(hash).then((decoding) => {
        if (current && decoding.status !== 'none') onDecodedRef.current(decoding);
      });
    };
    read();
    window.addEventListener('hashchange', read);
    return () => {
      current = false;
      window.removeEventListener('hashchange', read);
    };
  }, []);

  useEffect(() => {
    if (!write && !clear) return undefined;
    let current = true;
    const timer = window.setTimeout(() => {
      const replace = (hash: string): void => {
        const now = window.location.hash.slice(1);
        if (!current || now === hash) return;
        // Clearing leaves a heading anchor alone: only a theme is removed.
        if (hash === '' && !now.startsWith('theme=')) return;
        written.current = hash;
        const {pathname, search} = window.location;
        history.replace({pathname, search, hash: hash === '' ? '' : `#${hash}`});
      };
      if (clear) replace('');
      else void encodeThemeHash(theme).then(replace);
    }, writeDelayMs);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [theme, write, clear, history]);
}

/** The page's address carrying a theme, for the "copy link" button. */
export async function shareUrl(theme: Theme): Promise<string> {
  const {origin, pathname, search} = window.location;
  return `${origin}${pathname}${search}#${await encodeThemeHash(theme)}`;
}
