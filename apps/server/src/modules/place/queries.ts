import { and, asc, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@server/db/client';
import { partners } from '@server/db/schema';
import { containsPattern } from '@server/lib/search';
import { matchRanks, type MatchRank } from './ranking';

export interface PartnerPlaceRow {
  partnerSeq: number;
  name: string;
  addressName: string | null;
  roadAddressName: string | null;
  phone: string | null;
  placeUrl: string | null;
  latitude: number;
  longitude: number;
  rank: MatchRank;
}

/** ranking.ts's squash() in SQL: lower case, no white space. */
const squashed = (column: AnyPgColumn): SQL<string> => sql`regexp_replace(lower(coalesce(${column}, '')), '\\s', '', 'g')`;

/**
 * Partners with coordinates whose name or address holds the (squashed)
 * query, best `limit` first by ranking.ts's ranks, then the shorter name.
 */
export async function findPartnerPlaces(db: Database, squashedQuery: string, limit: number): Promise<PartnerPlaceRow[]> {
  const name = squashed(partners.name);
  const contains = containsPattern(squashedQuery);
  const prefix = contains.slice(1);
  const literal = (value: MatchRank) => sql.raw(String(value));
  const rank = sql<MatchRank>`case
    when ${name} = ${squashedQuery} then ${literal(matchRanks.exactName)}
    when ${name} like ${prefix} then ${literal(matchRanks.namePrefix)}
    when ${name} like ${contains} then ${literal(matchRanks.nameContains)}
    else ${literal(matchRanks.addressContains)} end`;
  return db
    .select({
      partnerSeq: partners.partnerSeq,
      name: partners.name,
      addressName: partners.addressName,
      roadAddressName: partners.roadAddressName,
      phone: partners.phone,
      placeUrl: partners.placeUrl,
      latitude: sql<number>`${partners.latitude}`,
      longitude: sql<number>`${partners.longitude}`,
      rank,
    })
    .from(partners)
    .where(
      and(
        // A partner typed in by hand without a place on the map cannot be a marker.
        isNotNull(partners.latitude),
        isNotNull(partners.longitude),
        or(sql`${name} like ${contains}`, sql`${squashed(partners.addressName)} like ${contains}`, sql`${squashed(partners.roadAddressName)} like ${contains}`),
      ),
    )
    .orderBy(rank, sql`char_length(${partners.name})`, asc(partners.partnerSeq))
    .limit(limit);
}
