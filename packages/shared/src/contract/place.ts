import { placeListSchema, placeSearchQuerySchema } from '../invitation/schemas';
import { endpoint } from './endpoint';

/** Place search for the invitation forms' map. */
export const place = {
  // Public (the forms work logged out) and limited per address: with a key each query is a paid call to Kakao.
  search: endpoint({
    method: 'GET',
    path: '/place/search',
    access: 'public',
    summary: '지도 장소 검색 (카카오 로컬, 키가 없으면 제휴기관과 내장 장소 목록)',
    query: placeSearchQuerySchema,
    responses: { 200: placeListSchema },
    errors: [429, 502],
  }),
};
