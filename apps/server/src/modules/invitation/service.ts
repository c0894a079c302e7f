import { myOrderPageSize, type MemberOrder } from '@ongi/shared';
import type { Database } from '@server/db/client';
import type { Period } from '@server/lib/period';
import type { SessionUser } from '@server/plugins/session';
import { listOrderPage, type OrderOwner } from './queries';

/**
 * Whose orders a session may list: a member or administrator their own; a
 * non-member only the one order they logged in with.
 */
export function orderOwnerOf(user: SessionUser): OrderOwner {
  if (user.roleType === 'NON_MEMBER' || user.accountSeq === null) return { nonMemberOrderNum: user.nonMemberOrderNum ?? '' };
  return { accountSeq: user.accountSeq };
}

export async function memberOrderPage(db: Database, owner: OrderOwner, period: Period | null, page: number) {
  const { content: rows, totalElements } = await listOrderPage(db, owner, period, { page, size: myOrderPageSize });
  const content = rows.map((row): MemberOrder => ({
    invitationSeq: row.invitationSeq,
    orderNum: row.orderNum,
    publicNum: row.publicNum,
    createDate: row.createDate.toISOString(),
    filePath: row.filePath,
    useCampaign: row.useCampaign,
    campaignSeq: row.campaignSeq,
    categoryName: row.categoryName,
    campaignName: row.campaignName,
    campaignAmount: row.campaignAmount,
    eventLocationName: row.eventLocationName,
    eventLocationDtl: row.eventLocationDtl,
    eventDate: row.eventDate,
    isWedding: row.isWedding,
    hasReview: row.hasReview,
  }));
  return { content, totalElements };
}
