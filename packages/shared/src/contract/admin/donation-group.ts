import { messages } from '../../messages';
import { adminDonationGroupDetailSchema, adminDonationGroupListQuerySchema, adminDonationGroupRowSchema } from '../../schemas/donation-group';
import { adminResource } from './resource';

/** Donation groups' back office; the save is multipart (`donationGroup` JSON, `thumbnail`, `attachList`). */
export const donationGroup = adminResource('/admin/donation-group', {
  label: '기부단체',
  query: adminDonationGroupListQuerySchema,
  row: adminDonationGroupRowSchema,
  detail: adminDonationGroupDetailSchema,
  multipart: true,
  remove: messages.admin.noneSelected.donationGroup,
});
