import { alias } from 'drizzle-orm/pg-core';
import { campaigns, donationCategories as d, payments } from '../../db/schema';
import { categoryTreeAdminRoutes } from '../category';

const parent = alias(d, 'parent_category');

/**
 * /api/admin/donation-category: the donation recipients' back office; a
 * recipient campaigns use, or that paid wreaths owe their half to (the
 * ledger), is not deleted.
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
  usedBy: [
    { table: campaigns, column: campaigns.categoryDonationSeq },
    { table: payments, column: payments.categoryDonationSeq },
  ],
});
