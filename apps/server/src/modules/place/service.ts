import type { FastifyBaseLogger } from 'fastify';
import { messages, type Place } from '@ongi/shared';
import type { MapsConfig } from '@server/config';
import type { Database } from '@server/db/client';
import { KakaoLocalClient, MapsProviderError } from '@server/integrations/maps/kakao-local';
import { HttpError } from '@server/lib/http-error';
import { placeDirectory } from './directory';
import { findPartnerPlaces } from './queries';
import { matchRank, squash, type MatchRank } from './ranking';

/** What the form's place list shows at most. */
export const placeResultLimit = 15;

export type PlaceSearch = (query: string, log: FastifyBaseLogger) => Promise<Place[]>;

/**
 * The place search the server runs, decided once: Kakao Local when a REST key
 * is configured (every place in Korea, a paid call), else the product's own
 * directory (partners and the shipped list), which needs nothing outside.
 */
export function placeSearch({ db, maps }: { db: Database; maps: MapsConfig }): PlaceSearch {
  if (!maps.kakaoRestKey) return (query) => searchPlaceDirectory(db, query);
  const kakao = new KakaoLocalClient({ restKey: maps.kakaoRestKey, base: maps.kakaoLocalBase });
  return async (query, log) => {
    try {
      return (await kakao.searchKeyword(query)).slice(0, placeResultLimit);
    } catch (error) {
      if (!(error instanceof MapsProviderError)) throw error;
      // The message names Kakao's status, never the key (it travels only in the Authorization header).
      log.warn({ err: error }, 'kakao local search failed');
      throw new HttpError(502, messages.place.providerError);
    }
  };
}

interface Candidate {
  place: Place;
  rank: MatchRank;
  /** Partners first at equal rank: they are the product's own venues, with halls and campaigns. */
  fromPartner: boolean;
}

/**
 * The partners' venues and funeral homes and the shipped list, best first
 * (ranking.ts), a partner before a shipped place of equal rank and the shorter
 * name before the longer; a shipped place a partner already stands for (same
 * name) is left out.
 */
export async function searchPlaceDirectory(db: Database, query: string): Promise<Place[]> {
  const squashedQuery = squash(query);
  if (squashedQuery === '') return [];
  const partnerRows = await findPartnerPlaces(db, squashedQuery, placeResultLimit);
  const partnerNames = new Set(partnerRows.map((row) => squash(row.name)));
  const candidates: Candidate[] = partnerRows.map((row) => ({
    rank: row.rank,
    fromPartner: true,
    place: {
      id: `partner:${row.partnerSeq}`,
      placeName: row.name,
      addressName: row.addressName ?? '',
      roadAddressName: row.roadAddressName ?? '',
      phone: row.phone ?? '',
      ...(row.placeUrl ? { placeUrl: row.placeUrl } : {}),
      latitude: row.latitude,
      longitude: row.longitude,
    },
  }));
  placeDirectory.forEach((entry, index) => {
    const rank = matchRank(squashedQuery, { name: entry.name, addresses: [entry.roadAddress] });
    if (rank === null || partnerNames.has(squash(entry.name))) return;
    candidates.push({
      rank,
      fromPartner: false,
      place: {
        id: `directory:${index + 1}`,
        placeName: entry.name,
        addressName: '',
        roadAddressName: entry.roadAddress,
        phone: '',
        latitude: entry.latitude,
        longitude: entry.longitude,
      },
    });
  });
  // Array.prototype.sort is stable: equal places keep the partners' SQL order and the list's order.
  candidates.sort((a, b) => a.rank - b.rank || Number(b.fromPartner) - Number(a.fromPartner) || a.place.placeName.length - b.place.placeName.length);
  return candidates.slice(0, placeResultLimit).map((candidate) => candidate.place);
}
