/** One way to read a query, and how much a match on it counts against the words typed. */
export type QueryVariant = {tokens: string[]; weight: number};

/** A match on a synonym counts less than one on the words typed. */
export const synonymWeight = 0.6;
/** Two words typed apart that the docs write as one identifier (`idempotency_key`, `siteverify`). */
export const joinedWeight = 0.9;

export function synonymMap(groups: readonly (readonly string[])[]): Map<string, string[]> {
  const map = new Map<string, Set<string>>();
  for (const group of groups)
    for (const word of group) {
      const others = map.get(word) ?? new Set<string>();
      for (const other of group) if (other !== word) others.add(other);
      map.set(word, others);
    }
  return new Map([...map].map(([word, others]) => [word, [...others]]));
}

/** The words typed, each identifier two neighbouring words may stand for, each synonym swap. */
export function queryVariants(
  tokens: readonly string[],
  synonyms: ReadonlyMap<string, readonly string[]>,
): QueryVariant[] {
  const variants: QueryVariant[] = [{tokens: [...tokens], weight: 1}];
  for (let i = 0; i + 1 < tokens.length; i += 1)
    for (const joint of ['_', ''])
      variants.push({
        tokens: [...tokens.slice(0, i), tokens[i] + joint + tokens[i + 1], ...tokens.slice(i + 2)],
        weight: joinedWeight,
      });
  tokens.forEach((token, i) => {
    for (const synonym of synonyms.get(token) ?? [])
      variants.push({tokens: tokens.map((t, j) => (j === i ? synonym : t)), weight: synonymWeight});
  });
  const seen = new Set<string>();
  return variants.filter(({tokens: words}) => {
    const key = words.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
