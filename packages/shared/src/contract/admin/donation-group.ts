import { messages } from '../../messages';
import {
  adminDonationGroupDetailSchema,
  adminDonationGroupListQuerySchema,
  adminDonationGroupRowSchema,
  adminOrganisationOptionsSchema,
} from '../../schemas/donation-group';
import { endpoint } from '../endpoint';
import { adminResource } from './resource';

/**
 * Donation groups' back office; the save is multipart (`donationGroup` JSON,
 * `thumbnail`, `attachList`). `options` is every organisation picker of the
 * back office (payments, settlements, 기부금 영수증), one endpoint for all.
 */
export const donationGroup = {
  ...adminResource('/admin/donation-group', {
    label: '기부단체',
    query: adminDonationGroupListQuerySchema,
    row: adminDonationGroupRowSchema,
    detail: adminDonationGroupDetailSchema,
    multipart: true,
    remove: messages.admin.noneSelected.donationGroup,
    excel: true,
  }),
  options: endpoint({
    method: 'GET',
    path: '/admin/donation-group/options',
    access: 'admin',
    summary: '기부단체 선택 상자 (결제·기부금 전달·기부금 영수증 화면): 이름순, 주민등록번호 요구 여부와 내보내지 않은 영수증 신청 수',
    responses: { 200: adminOrganisationOptionsSchema },
  }),
};
