/** The digest length, in bytes, of each hash algorithm an `integrity` attribute may name. */
const digestBytes: Readonly<Record<string, number>> = {sha256: 32, sha384: 48, sha512: 64};

/**
 * Whether a value is `integrity` metadata a browser can check a script against:
 * one or more `<algorithm>-<base64 digest>` separated by spaces, each digest of
 * its algorithm's length. Anything else, a browser ignores (the script then
 * runs unchecked) or reads as a hash no script matches (it never runs).
 */
export function isIntegrityMetadata(value: string): boolean {
  const hashes = value.split(/\s+/).filter((h) => h !== '');
  return (
    hashes.length > 0 &&
    hashes.every((hash) => {
      const match = /^(sha256|sha384|sha512)-([A-Za-z0-9+/]+={0,2})$/.exec(hash);
      if (!match) return false;
      const [, algorithm, digest] = match as unknown as [string, string, string];
      return (
        digest.length % 4 === 0 && Buffer.from(digest, 'base64').length === digestBytes[algorithm]
      );
    })
  );
}
