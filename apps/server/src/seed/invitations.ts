import { fillFuneralTemplate, funeralMainMessageTemplates, itemAt } from '@ongi/shared';
import { issueNumbers } from '../modules/invitation';
import type { Members } from './accounts';
import type { CampaignOf } from './campaigns';
import { funeralMessages, weddingMessages } from './demo/payments';
import { funeralSeeds, weddingSeeds, type Owner } from './demo/invitations';
import type { ReviewSeed } from './demo/reviews';
import { createFuneralInvitation, createWeddingInvitation, dayFromToday } from './factories';
import type { SeedImage } from './images';
import type { PartnerOf } from './partners';
import { insertCashReceipt, insertPayments } from './payments';
import { insertOrderReview } from './reviews';
import { day, hour, kst, pad, type OrderFiles, type SeedContext, type SeedFiles } from './context';

const weddingGallery: SeedImage[] = ['weddingGallery1', 'weddingGallery2', 'weddingGallery3', 'bouquet'];
const funeralGallery: SeedImage[] = ['funeralGallery', 'forest'];
const reviewPhotos: SeedImage[] = ['bouquet', 'wreathCelebration', 'wreathCondolence', 'forest'];

export async function storeOrderFiles(files: SeedFiles): Promise<{ weddings: OrderFiles[]; funerals: OrderFiles[] }> {
  let reviewPhotoIndex = 0;
  const orderFiles = async (main: SeedImage, gallery: SeedImage[], count: number, review?: ReviewSeed, label = 'photo') => ({
    main: await files.photo(main, `${label}_main.webp`, { linkPreview: true }),
    gallery: await Promise.all(
      Array.from({ length: count }, (_, n) => files.photo(itemAt(gallery, n % gallery.length, 'a gallery picture'), `${label}_${pad(n + 1)}.webp`)),
    ),
    reviewPhotos: await Promise.all(
      Array.from({ length: review?.photos ?? 0 }, (_, n) =>
        files.image(itemAt(reviewPhotos, reviewPhotoIndex++ % reviewPhotos.length, 'a review photo'), `review_${pad(n + 1)}.webp`),
      ),
    ),
  });
  const weddings = await Promise.all(weddingSeeds.map((seed) => orderFiles('weddingMain', weddingGallery, seed.gallery, seed.review, 'wedding')));
  const funerals = await Promise.all(funeralSeeds.map((seed) => orderFiles('funeralMain', funeralGallery, seed.gallery, seed.review, 'funeral')));
  return { weddings, funerals };
}

export interface OrderRefs {
  members: Members;
  partnerOf: PartnerOf;
  campaignOf: CampaignOf;
}

function ownerFields(members: Members, owner: Owner) {
  return 'member' in owner
    ? { accountSeq: members.get(owner.member)!.accountSeq }
    : { accountSeq: null, nonMemberName: owner.nonMemberName, nonMemberPhone: owner.nonMemberPhone };
}

/** Wedding invitations with their wreaths, one cash receipt and the hosts' reviews. */
export async function insertWeddings(ctx: SeedContext, refs: OrderRefs, photos: OrderFiles[]) {
  const { tx, now, count } = ctx;
  let receiptDone = false;
  for (const [i, seed] of weddingSeeds.entries()) {
    const partner = refs.partnerOf(seed.partner);
    const campaign = seed.campaignSeq === null ? null : refs.campaignOf(seed.campaignSeq);
    if (seed.orderNum) await issueNumbers(tx, 'W', seed.orderNum);
    const eventDate = dayFromToday(seed.eventInDays, now);
    const made = new Date(kst(eventDate, '21:00').getTime() - seed.createdDaysBefore * day);
    const files = itemAt(photos, i, 'the pictures stored for each wedding');
    const invitation = await createWeddingInvitation(tx, {
      ...ownerFields(refs.members, seed.owner),
      orderNum: seed.orderNum,
      eventDate,
      eventTime: seed.eventTime,
      eventLocationName: partner.name,
      eventLocationDetail: partner.details[seed.detail]?.name ?? null,
      partnerSeq: partner.partnerSeq,
      mainDesign: seed.mainDesign,
      editStyle: seed.editStyle,
      kioskStyle: seed.kioskStyle,
      mainMessage: seed.mainMessage,
      greetingsMessage: seed.greetings,
      groomName: seed.groom[0],
      groomFatherName: seed.groom[1],
      groomMotherName: seed.groom[2],
      brideName: seed.bride[0],
      brideFatherName: seed.bride[1],
      brideMotherName: seed.bride[2],
      groomContactName: seed.groomContact[0],
      groomContactPhone: seed.groomContact[1],
      brideContactName: seed.brideContact[0],
      brideContactPhone: seed.brideContact[1],
      thankyouMessage: seed.thankyou,
      noticeMessage: seed.notice || null,
      groomKakaoPayLink: seed.groomKakaoPayLink ?? null,
      useCampaign: campaign !== null,
      campaignSeq: campaign?.campaignSeq ?? null,
      categoryCampaignSeq: campaign?.categoryCampaignSeq ?? null,
      categoryDonationSeq: campaign?.categoryDonationSeq ?? null,
      eventLatitude: partner.latitude ?? undefined,
      eventLongitude: partner.longitude ?? undefined,
      mapAddress: partner.roadAddressName,
      attachList: [{ ...files.main, attachType: 'main' }, ...files.gallery],
      congratInfo: seed.congrat.map((row) => ({
        weddingSide: row.side,
        name: row.name,
        bankName: row.bankName,
        bankNumber: row.bankNumber,
        phoneNumber: row.phoneNumber ?? null,
      })),
      createDate: made,
      updateDate: made,
    });
    count('weddingInvitation');
    count('invitationAttach', invitation.attachList.length);
    if (!campaign) continue;
    const paid = await insertPayments(ctx, refs.members, { target: invitation, campaignAmount: campaign.campaignAmount, made }, seed.payments, weddingMessages);
    const firstPaid = paid.find((payment) => payment.status === 'PAID');
    if (!receiptDone && firstPaid) {
      await insertCashReceipt(ctx, firstPaid);
      receiptDone = true;
    }
    const order = { owner: seed.owner, orderNum: invitation.orderNum, campaignSeq: campaign.campaignSeq, eventDate };
    await insertOrderReview(ctx, refs.members, seed.review, order, files.reviewPhotos);
  }
}

/** Funeral notices (death two days before the funeral, the notice made two hours after) with their wreaths and reviews. */
export async function insertFunerals(ctx: SeedContext, refs: OrderRefs, photos: OrderFiles[]) {
  const { tx, now, count } = ctx;
  for (const [i, seed] of funeralSeeds.entries()) {
    const partner = refs.partnerOf(seed.partner);
    const campaign = refs.campaignOf(seed.campaignSeq);
    const funeralDate = dayFromToday(seed.funeralInDays, now);
    const deathbedDate = dayFromToday(seed.funeralInDays - 2, now);
    const made = new Date(kst(deathbedDate, seed.deathTime).getTime() + 2 * hour);
    const files = itemAt(photos, i, 'the pictures stored for each funeral');
    const invitation = await createFuneralInvitation(tx, {
      ...ownerFields(refs.members, seed.owner),
      deathbedDate,
      deathbedTime: seed.deathTime,
      funeralDate,
      funeralTime: seed.funeralTime,
      funeralLocationName: partner.name,
      funeralLocationDtl: partner.details[seed.detail]?.name ?? null,
      partnerSeq: partner.partnerSeq,
      mainDesign: seed.mainDesign,
      mainMessage: fillFuneralTemplate(funeralMainMessageTemplates[0], { name: seed.deceasedName, age: seed.age, religion: seed.religion }),
      religion: seed.religion,
      burialPlace: seed.burialPlace,
      greetingsMessage: seed.greetings,
      deceasedName: seed.deceasedName,
      age: seed.age,
      mourners: seed.mourners.join('<br>'),
      mainMournerId: seed.mainMourner[0],
      mainMournerName: seed.mainMourner[1],
      mainMournerPhone: seed.mainMourner[2],
      funeralInfoTitle: seed.infoTitle,
      funeralInfoDtl: seed.infoDtl,
      thankyouMessage: seed.thankyou,
      noticeMessage: seed.notice || null,
      useCampaign: true,
      campaignSeq: campaign.campaignSeq,
      kioskStyle: seed.kioskStyle,
      funeralLatitude: partner.latitude ?? undefined,
      funeralLongitude: partner.longitude ?? undefined,
      mapAddress: partner.roadAddressName,
      attachList: [{ ...files.main, attachType: 'main' }, ...files.gallery],
      mournerList: seed.accounts.map((row) => ({
        name: row.name,
        bankName: row.bankName,
        bankInfo: row.bankInfo,
        phoneNumber: row.phoneNumber ?? null,
      })),
      createDate: made,
      updateDate: made,
    });
    count('funeralInvitation');
    count('invitationAttach', invitation.attachList.length);
    await insertPayments(ctx, refs.members, { target: invitation, campaignAmount: campaign.campaignAmount, made }, seed.payments, funeralMessages);
    const order = { owner: seed.owner, orderNum: invitation.orderNum, campaignSeq: campaign.campaignSeq, eventDate: funeralDate };
    await insertOrderReview(ctx, refs.members, seed.review, order, files.reviewPhotos);
  }
}
