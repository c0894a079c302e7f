import { donationGroupDetailQuerySchema, donationGroupDetailSchema, donationGroupListQuerySchema, donationGroupPageSchema } from '../schemas/donation-group';
import { endpoint } from './endpoint';

/** Donation groups (기부단체): the list and one group's page with its ledger. */
export const donationGroup = {
  list: endpoint({
    method: 'GET',
    path: '/donation-group/get-list',
    access: 'public',
    summary: '기부후원 단체 목록 (8개씩, 최신순)',
    query: donationGroupListQuerySchema,
    responses: { 200: donationGroupPageSchema },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/donation-group/get-detail',
    access: 'public',
    summary: '기부후원 단체 상세',
    query: donationGroupDetailQuerySchema,
    responses: { 200: donationGroupDetailSchema },
    errors: [404],
  }),
};
