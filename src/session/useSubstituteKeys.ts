import {useCallback} from 'react';
import {substituteKeys} from './substituteKeys';
import {useSession} from './SessionProvider';

/** A function that puts the visitor's keys in place of the placeholders in a text. */
export function useSubstituteKeys(): (text: string) => string {
  const {sitekey, secretkey} = useSession();
  return useCallback(
    (text: string) => substituteKeys(text, {sitekey, secretkey}),
    [sitekey, secretkey],
  );
}
