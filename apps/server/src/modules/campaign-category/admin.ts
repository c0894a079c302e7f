import { alias } from 'drizzle-orm/pg-core';
import { campaignCategories as c, campaigns, weddingInvitations } from '@server/db/schema';
import { categoryTreeAdminRoutes } from '../category';

const parent = alias(c, 'parent_category');

/** /api/admin/campaign-category: the campaign categories' back office; a category campaigns or invitations name is not deleted. */
export const campaignCategoryAdminRoutes = categoryTreeAdminRoutes('campaignCategory', {
  table: c,
  seq: c.categoryCampaignSeq,
  parentSeq: c.parentSeq,
  name: c.name,
  sortOrder: c.sortOrder,
  isActive: c.isActive,
  createDate: c.createDate,
  parent: { table: parent, seq: parent.categoryCampaignSeq, name: parent.name, sortOrder: parent.sortOrder },
  references: [
    { noun: '캠페인', table: campaigns, column: campaigns.categoryCampaignSeq },
    { noun: '청첩장', table: weddingInvitations, column: weddingInvitations.categoryCampaignSeq },
  ],
});
