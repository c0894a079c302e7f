import {
  campaignDetailQuerySchema,
  campaignDetailSchema,
  campaignListQuerySchema,
  campaignListSchema,
  campaignPageSchema,
  campaignsQuerySchema,
} from '../schemas/campaign';
import { endpoint } from './endpoint';

/** Campaigns as guests and hosts read them: the lists, the banner, the forms' picker and a campaign's page. */
export const campaign = {
  list: endpoint({
    method: 'GET',
    path: '/campaign/get-list',
    access: 'public',
    summary: '캠페인 목록 (8개씩, 공개 카테고리·캠페인 카테고리 필터)',
    query: campaignListQuerySchema,
    responses: { 200: campaignPageSchema },
  }),
  banner: endpoint({
    method: 'GET',
    path: '/campaign/get-list1',
    access: 'public',
    summary: '캠페인 목록 배너: 사진이 있는 캠페인 5개씩, 노출 순서대로',
    query: campaignListQuerySchema,
    responses: { 200: campaignPageSchema },
  }),
  featured: endpoint({
    method: 'GET',
    path: '/campaign/get-list2',
    access: 'public',
    summary: '대표 캠페인: 축하·근조 기부화환(16, 17)을 먼저, 그다음 노출 순서대로 8개씩',
    query: campaignListQuerySchema,
    responses: { 200: campaignPageSchema },
  }),
  forInvitationForm: endpoint({
    method: 'GET',
    path: '/campaign/get-campaigns',
    access: 'public',
    summary: '청첩장·부고장 양식의 캠페인 선택 목록',
    query: campaignsQuerySchema,
    responses: { 200: campaignListSchema },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/campaign/get-detail',
    access: 'public',
    summary: '캠페인 상세',
    query: campaignDetailQuerySchema,
    responses: { 200: campaignDetailSchema },
    errors: [404],
  }),
};
