import { messages } from '../../messages';
import { adminCampaignDetailSchema, adminCampaignListQuerySchema, adminCampaignOptionsSchema, adminCampaignRowSchema } from '../../schemas/campaign';
import { endpoint } from '../endpoint';
import { adminResource } from './resource';

/** Campaigns' back office (multipart save: `campaign` JSON and `thumbnails`), ended instead of deleted once used, and the form's selectors. */
export const campaign = {
  ...adminResource('/admin/campaign', {
    label: '캠페인',
    query: adminCampaignListQuerySchema,
    row: adminCampaignRowSchema,
    detail: adminCampaignDetailSchema,
    multipart: true,
    remove: messages.admin.noneSelected.campaign,
    excel: true,
    end: true,
  }),
  options: endpoint({
    method: 'GET',
    path: '/admin/campaign/options',
    access: 'admin',
    summary: '캠페인 양식의 선택 상자: 캠페인 카테고리·기부처(2단계, 사용 안 함 포함)와 제휴기관',
    responses: { 200: adminCampaignOptionsSchema },
  }),
};
