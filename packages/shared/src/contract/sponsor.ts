import { sponsorCardListSchema, sponsorDetailQuerySchema, sponsorDetailSchema, sponsorListQuerySchema, sponsorPageSchema } from '../schemas/sponsor';
import { endpoint } from './endpoint';

/** Sponsor activities (후원활동): the home's news, the list and one activity's page. */
export const sponsor = {
  homeNews: endpoint({
    method: 'GET',
    path: '/sponsor/main-page-sponsor-list',
    access: 'public',
    summary: '홈 후원 소식 (최신 8개)',
    responses: { 200: sponsorCardListSchema },
  }),
  list: endpoint({
    method: 'GET',
    path: '/sponsor/get-list',
    access: 'public',
    summary: '후원활동 목록 (8개씩, 최신순)',
    query: sponsorListQuerySchema,
    responses: { 200: sponsorPageSchema },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/sponsor/get-detail',
    access: 'public',
    summary: '후원활동 상세',
    query: sponsorDetailQuerySchema,
    responses: { 200: sponsorDetailSchema },
    errors: [404],
  }),
};
