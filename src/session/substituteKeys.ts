import {secretKeyPlaceholder, siteKeyPlaceholder} from './keys';

export interface Keys {
  sitekey: string | null;
  secretkey: string | null;
}

/**
 * Replaces every placeholder with the visitor's key. A null key leaves its
 * placeholder in place, so an account without sites still reads correctly.
 */
export function substituteKeys(text: string, {sitekey, secretkey}: Keys): string {
  let result = text;
  if (sitekey !== null) result = result.split(siteKeyPlaceholder).join(sitekey);
  if (secretkey !== null) result = result.split(secretKeyPlaceholder).join(secretkey);
  return result;
}
