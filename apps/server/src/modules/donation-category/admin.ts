import { alias } from 'drizzle-orm/pg-core';
import { campaigns, donationCategories as d, donationGroups, paymentIntents, payments, weddingInvitations } from '@server/db/schema';
import { paymentReferences } from '../campaign';
import { categoryTreeAdminRoutes } from '../category';

const parent = alias(d, 'parent_category');

/**
 * /api/admin/donation-category: the donation recipients' back office; a
 * recipient that payments owe their half to (the ledger), or that campaigns,
 * invitations or donation groups name, is not deleted.
 */
export const donationCategoryAdminRoutes = categoryTreeAdminRoutes('donationCategory', {
  table: d,
  seq: d.categoryDonationSeq,
  parentSeq: d.parentSeq,
  name: d.name,
  sortOrder: d.sortOrder,
  isActive: d.isActive,
  createDate: d.createDate,
  parent: { table: parent, seq: parent.categoryDonationSeq, name: parent.name, sortOrder: parent.sortOrder },
  references: [
    ...paymentReferences(payments.categoryDonationSeq, paymentIntents.categoryDonationSeq),
    { noun: '캠페인', table: campaigns, column: campaigns.categoryDonationSeq },
    { noun: '청첩장', table: weddingInvitations, column: weddingInvitations.categoryDonationSeq },
    { noun: '기부단체', table: donationGroups, column: donationGroups.categoryDonationSeq },
  ],
});
