/**
 * How the place directory matches a query: case and spaces do not count
 * ('서울아산병원장례식장' finds '서울아산병원 장례식장', 'the shilla' finds
 * '더 신라'… only as typed: Korean syllables are compared as they are, with
 * no romanisation). queries.ts applies the same rule in SQL to partners.
 */
export function squash(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, '');
}

/** Best first: the whole name, the start of the name, inside the name, inside an address. */
export const matchRanks = { exactName: 0, namePrefix: 1, nameContains: 2, addressContains: 3 } as const;
export type MatchRank = (typeof matchRanks)[keyof typeof matchRanks];

/** The rank of a place for a squashed query, or null when it does not match. */
export function matchRank(squashedQuery: string, place: { name: string; addresses: readonly string[] }): MatchRank | null {
  const name = squash(place.name);
  if (name === squashedQuery) return matchRanks.exactName;
  if (name.startsWith(squashedQuery)) return matchRanks.namePrefix;
  if (name.includes(squashedQuery)) return matchRanks.nameContains;
  if (place.addresses.some((address) => squash(address).includes(squashedQuery))) return matchRanks.addressContains;
  return null;
}
