import type { Members } from './accounts';
import type { CampaignOf } from './campaigns';
import type { Owner } from './demo/invitations';
import { pastWreathOrders, type ReviewSeed } from './demo/reviews';
import { createReview, createWeddingInvitation, dayFromToday, type FileRef } from './factories';
import { day, kst, type OrderFiles, type SeedContext } from './context';

/** A member's review of their order, some days after the event; guests' orders have none. */
export async function insertOrderReview(
  { tx, count }: SeedContext,
  members: Members,
  seed: ReviewSeed | undefined,
  order: { owner: Owner; orderNum: string; campaignSeq: number; eventDate: string },
  photos: FileRef[],
) {
  if (!seed || !('member' in order.owner)) return;
  const author = members.get(order.owner.member)!;
  const created = new Date(kst(order.eventDate, '20:00').getTime() + seed.daysAfter * day);
  await createReview(tx, {
    accountSeq: author.accountSeq,
    userId: author.username,
    orderNum: order.orderNum,
    campaignSeq: order.campaignSeq,
    reviewRating: seed.rating,
    reviewText: seed.text,
    showPartnerCompany: seed.showPartnerCompany ?? 'Y',
    attachList: photos,
    createDate: created,
  });
  count('review');
}

/** Past weddings with a celebration wreath and the host's review the day after (see pastWreathOrders). */
export async function insertPastWreathOrders({ tx, now, count }: SeedContext, refs: { members: Members; campaignOf: CampaignOf }, photos: OrderFiles) {
  const celebration = refs.campaignOf(16);
  for (const past of pastWreathOrders) {
    const author = refs.members.get(past.member)!;
    const eventDate = dayFromToday(-past.daysAgo, now);
    const made = new Date(kst(eventDate, '21:00').getTime() - 30 * day);
    const invitation = await createWeddingInvitation(tx, {
      accountSeq: author.accountSeq,
      eventDate,
      eventTime: '12:30',
      groomName: past.groom,
      brideName: past.bride,
      groomContactName: past.groom,
      brideContactName: past.bride,
      useCampaign: true,
      campaignSeq: celebration.campaignSeq,
      categoryCampaignSeq: celebration.categoryCampaignSeq,
      categoryDonationSeq: celebration.categoryDonationSeq,
      attachList: [{ ...photos.main, attachType: 'main' }, ...photos.gallery.slice(0, 3)],
      congratInfo: [
        { weddingSide: 'groom', name: past.groom, bankName: '국민', bankNumber: `4402${String(past.daysAgo).padStart(4, '0')}118203`, phoneNumber: null },
        { weddingSide: 'bride', name: past.bride, bankName: '신한', bankNumber: `1102${String(past.daysAgo).padStart(4, '0')}93471`, phoneNumber: null },
      ],
      createDate: made,
      updateDate: made,
    });
    count('weddingInvitation');
    await createReview(tx, {
      accountSeq: author.accountSeq,
      userId: author.username,
      orderNum: invitation.orderNum,
      campaignSeq: celebration.campaignSeq,
      reviewRating: past.rating,
      reviewText: past.text,
      createDate: new Date(kst(eventDate, '20:00').getTime() + day),
    });
    count('review');
  }
}
