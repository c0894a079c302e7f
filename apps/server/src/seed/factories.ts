import { randomBytes, randomInt } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { only } from '@ongi/shared';
import type { Database } from '../db/client';
import {
  accounts,
  campaignAttachments,
  campaignCategories,
  campaigns,
  cashReceipts,
  categories,
  donationCategories,
  donationGroupAttachments,
  donationGroups,
  faqs,
  funeralInvitationAttachments,
  funeralInvitations,
  funeralMournerAccounts,
  inquiries,
  noticeAttachments,
  notices,
  partnerDetails,
  partners,
  paymentIntents,
  payments,
  popups,
  refundBanks,
  reviewAttachments,
  reviews,
  socialConnections,
  sponsorAttachments,
  sponsors,
  weddingCongratAccounts,
  weddingInvitationAttachments,
  weddingInvitations,
  type AttachType,
  type InvitationType,
} from '../db/schema';
import { hashPassword } from '../modules/account';
import { checkUpload, megabytes, readImage, saveFile, storePhoto } from '../modules/file';
import { issueNumbers } from '../modules/invitation';
import type { Storage } from '../integrations/storage/local';

// One function per entity, each inserting one realistic row whose fields can
// all be overridden, and returning what was inserted. The seed and the tests
// build their data with these, so a test reads like the product's own data.

/** A database or a transaction: every factory works inside `db.transaction(tx => ...)` too. */
export type Db = Database;

export type Account = typeof accounts.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type CampaignCategory = typeof campaignCategories.$inferSelect;
export type DonationCategory = typeof donationCategories.$inferSelect;
export type Partner = typeof partners.$inferSelect;
export type PartnerDetail = typeof partnerDetails.$inferSelect;
export type Campaign = typeof campaigns.$inferSelect;
export type CampaignAttach = typeof campaignAttachments.$inferSelect;
export type Sponsor = typeof sponsors.$inferSelect;
export type SponsorAttach = typeof sponsorAttachments.$inferSelect;
export type DonationGroup = typeof donationGroups.$inferSelect;
export type DonationGroupAttach = typeof donationGroupAttachments.$inferSelect;
export type Notice = typeof notices.$inferSelect;
export type NoticeAttach = typeof noticeAttachments.$inferSelect;
export type Faq = typeof faqs.$inferSelect;
export type Popup = typeof popups.$inferSelect;
export type Inquiry = typeof inquiries.$inferSelect;
export type WeddingInvitation = typeof weddingInvitations.$inferSelect;
export type WeddingInvitationAttach = typeof weddingInvitationAttachments.$inferSelect;
export type WeddingCongratAccount = typeof weddingCongratAccounts.$inferSelect;
export type FuneralInvitation = typeof funeralInvitations.$inferSelect;
export type FuneralInvitationAttach = typeof funeralInvitationAttachments.$inferSelect;
export type FuneralMournerAccount = typeof funeralMournerAccounts.$inferSelect;
export type PaymentIntent = typeof paymentIntents.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type ReviewAttach = typeof reviewAttachments.$inferSelect;

/** A stored file to attach: the key saveFile returned and the name the user saw. */
export interface FileRef {
  path: string;
  originalName: string;
}

let sequence = 0;
/** A short suffix that keeps default usernames, titles and ids apart between calls. */
function unique(): string {
  sequence += 1;
  return `${sequence.toString(36)}${randomBytes(3).toString('hex')}`;
}

// ---------------------------------------------------------------- files

/** A tiny valid PNG (8 x 8, one colour), for tests that need any image at all. */
export async function tinyPng(color = '#f4a7b9'): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/**
 * Stores an image through the product's own upload check and saveFile, so it
 * is recorded in stored_file exactly as an upload would be.
 */
export async function storeImage(db: Db, storage: Storage, buffer: Buffer, originalName: string): Promise<FileRef> {
  const checked = await checkUpload({ buffer, originalName }, { accept: 'image', maxBytes: megabytes(10) });
  return { path: await saveFile(db, storage, await readImage(checked)), originalName };
}

/** Stores an invitation photo the way a form's upload is: checked by its bytes, with its WebP sizes. */
export async function storeInvitationPhoto(
  db: Db,
  storage: Storage,
  buffer: Buffer,
  originalName: string,
  options: { linkPreview?: boolean } = {},
): Promise<FileRef> {
  const checked = await checkUpload({ buffer, originalName }, { accept: 'image', maxBytes: megabytes(15) });
  return { path: (await storePhoto(db, storage, await readImage(checked), options)).path, originalName };
}

/** Stores a document (pdf, hwp, ...) the way a notice attachment upload is stored. */
export async function storeDocument(db: Db, storage: Storage, buffer: Buffer, originalName: string): Promise<FileRef> {
  const checked = await checkUpload({ buffer, originalName }, { accept: 'document', maxBytes: megabytes(20) });
  return { path: await saveFile(db, storage, checked), originalName };
}

// ---------------------------------------------------------------- accounts

export type AccountInput = Partial<Omit<typeof accounts.$inferInsert, 'passwordHash'>> & {
  /** Plain password, hashed with argon2id; ignored when passwordHash is given. */
  password?: string;
  /** A ready hash, to skip argon2 when many accounts share a password. */
  passwordHash?: string;
};

export async function createAccount(db: Db, input: AccountInput = {}): Promise<Account> {
  const { password = 'Passw0rd!', passwordHash, ...fields } = input;
  const username = fields.username ?? `user${unique()}`.slice(0, 16);
  return only(
    await db
      .insert(accounts)
      .values({
        name: '김온기',
        email: `${username}@example.com`,
        phoneNum: '01012345678',
        ...fields,
        username,
        passwordHash: passwordHash ?? (await hashPassword(password)),
      })
      .returning(),
    'the inserted accounts row',
  );
}

export async function createRefundBank(db: Db, input: Partial<typeof refundBanks.$inferInsert> & { accountSeq: number }) {
  return only(
    await db
      .insert(refundBanks)
      .values({ bankName: '국민', bankOwner: '김온기', bankNumber: '12345678901234', ...input })
      .returning(),
    'the inserted refundBanks row',
  );
}

export async function createSocialConnection(db: Db, input: Partial<typeof socialConnections.$inferInsert> & { accountSeq: number }) {
  return only(
    await db
      .insert(socialConnections)
      .values({ provider: 'kakao', providerUserId: `kakao-${unique()}`, ...input })
      .returning(),
    'the inserted socialConnections row',
  );
}

// ---------------------------------------------------------------- categories

export async function createCategory(db: Db, input: Partial<typeof categories.$inferInsert> = {}): Promise<Category> {
  return only(
    await db
      .insert(categories)
      .values({ name: `분류 ${unique()}`, categoryParent: 'notice', useYn: 'Y', ...input })
      .returning(),
    'the inserted categories row',
  );
}

export async function createCampaignCategory(db: Db, input: Partial<typeof campaignCategories.$inferInsert> = {}): Promise<CampaignCategory> {
  return only(
    await db
      .insert(campaignCategories)
      .values({ name: `캠페인 분류 ${unique()}`, ...input })
      .returning(),
    'the inserted campaignCategories row',
  );
}

export async function createDonationCategory(db: Db, input: Partial<typeof donationCategories.$inferInsert> = {}): Promise<DonationCategory> {
  return only(
    await db
      .insert(donationCategories)
      .values({ name: `기부처 ${unique()}`, ...input })
      .returning(),
    'the inserted donationCategories row',
  );
}

// ---------------------------------------------------------------- partners

export type PartnerInput = Partial<typeof partners.$inferInsert> & {
  /** Names of halls (wedding) or rooms (funeral), kept in this order. */
  details?: string[];
};

export async function createPartner(db: Db, input: PartnerInput = {}): Promise<Partner & { details: PartnerDetail[] }> {
  const { details, ...fields } = input;
  const type = fields.type ?? 'wedding';
  const partner = only(
    await db
      .insert(partners)
      .values({
        type,
        name: type === 'wedding' ? `온기웨딩홀 ${unique()}` : `온기장례식장 ${unique()}`,
        latitude: 37.5665,
        longitude: 126.978,
        addressName: '서울 중구 태평로1가 31',
        roadAddressName: '서울 중구 세종대로 110',
        phone: '0212345678',
        ...fields,
      })
      .returning(),
    'the inserted partners row',
  );
  const names = details ?? (type === 'wedding' ? ['그랜드홀', '가든홀'] : ['특실', '1호실', '2호실']);
  const rows = names.length
    ? await db
        .insert(partnerDetails)
        .values(names.map((name, sortOrder) => ({ partnerSeq: partner.partnerSeq, name, sortOrder })))
        .returning()
    : [];
  return { ...partner, details: rows };
}

// ---------------------------------------------------------------- content with attachments

export type CampaignInput = Partial<typeof campaigns.$inferInsert> & { attachList?: FileRef[] };

export async function createCampaign(db: Db, input: CampaignInput = {}): Promise<Campaign & { attachList: CampaignAttach[] }> {
  const { attachList = [], ...fields } = input;
  const campaign = only(
    await db
      .insert(campaigns)
      .values({
        campaignName: `나눔 캠페인 ${unique()}`,
        campaignAmount: 50000,
        // A published campaign needs an order (campaign_published_complete_check).
        sortOrder: 0,
        partnerCompany: '사단법인 햇살아동복지회',
        partnerManager: '김나눔',
        type: '기부화환',
        description: '화환 대신 나눔으로 마음을 전합니다.',
        content: '<p>화환 대신 나눔으로 마음을 전합니다.</p>',
        ...fields,
      })
      .returning(),
    'the inserted campaigns row',
  );
  const attachments = attachList.length
    ? await db
        .insert(campaignAttachments)
        .values(attachList.map((file, sortOrder) => ({ ...file, campaignSeq: campaign.campaignSeq, sortOrder })))
        .returning()
    : [];
  return { ...campaign, attachList: attachments };
}

export type SponsorInput = Partial<typeof sponsors.$inferInsert> & { attachList?: FileRef[] };

export async function createSponsor(db: Db, input: SponsorInput = {}): Promise<Sponsor & { attachList: SponsorAttach[] }> {
  const { attachList = [], ...fields } = input;
  const sponsor = only(
    await db
      .insert(sponsors)
      .values({
        title: `후원활동 ${unique()}`,
        content: '기부화환으로 모인 마음을 전달했습니다.',
        editorHtml: '<p>기부화환으로 모인 마음을 전달했습니다.</p>',
        sponsorAmount: 1000000,
        ...fields,
      })
      .returning(),
    'the inserted sponsors row',
  );
  const attachments = attachList.length
    ? await db
        .insert(sponsorAttachments)
        .values(attachList.map((file, sortOrder) => ({ ...file, sponsorSeq: sponsor.sponsorSeq, sortOrder })))
        .returning()
    : [];
  return { ...sponsor, attachList: attachments };
}

export type DonationGroupInput = Partial<typeof donationGroups.$inferInsert> & { attachList?: FileRef[] };

export async function createDonationGroup(db: Db, input: DonationGroupInput = {}): Promise<DonationGroup & { attachList: DonationGroupAttach[] }> {
  const { attachList = [], ...fields } = input;
  const group = only(
    await db
      .insert(donationGroups)
      .values({
        groupName: `나눔단체 ${unique()}`,
        groupExplain: '도움이 필요한 이웃 곁을 지키는 단체입니다.',
        editorHtml: '<p>도움이 필요한 이웃 곁을 지키는 단체입니다.</p>',
        ...fields,
      })
      .returning(),
    'the inserted donationGroups row',
  );
  const attachments = attachList.length
    ? await db
        .insert(donationGroupAttachments)
        .values(attachList.map((file, sortOrder) => ({ ...file, donationGroupSeq: group.donationGroupSeq, sortOrder })))
        .returning()
    : [];
  return { ...group, attachList: attachments };
}

export type NoticeInput = Partial<typeof notices.$inferInsert> & { attachList?: FileRef[] };

export async function createNotice(db: Db, input: NoticeInput = {}): Promise<Notice & { attachList: NoticeAttach[] }> {
  const { attachList = [], ...fields } = input;
  const notice = only(
    await db
      .insert(notices)
      .values({ title: `공지사항 ${unique()}`, content: '<p>온기 서비스 안내입니다.</p>', ...fields })
      .returning(),
    'the inserted notices row',
  );
  const attachments = attachList.length
    ? await db
        .insert(noticeAttachments)
        .values(attachList.map((file, sortOrder) => ({ ...file, noticeSeq: notice.noticeSeq, sortOrder })))
        .returning()
    : [];
  return { ...notice, attachList: attachments };
}

export async function createFaq(db: Db, input: Partial<typeof faqs.$inferInsert> = {}): Promise<Faq> {
  return only(
    await db
      .insert(faqs)
      .values({ title: `자주 묻는 질문 ${unique()}`, content: '고객센터로 문의해 주세요.', ...input })
      .returning(),
    'the inserted faqs row',
  );
}

/** YYYY-MM-DD of a day counted from today (Korean calendar day). */
export function dayFromToday(days: number, now = new Date()): string {
  const korea = new Date(now.getTime() + 9 * 60 * 60 * 1000 + days * 24 * 60 * 60 * 1000);
  return korea.toISOString().slice(0, 10);
}

export async function createPopup(db: Db, input: Partial<typeof popups.$inferInsert> = {}): Promise<Popup> {
  return only(
    await db
      .insert(popups)
      .values({
        title: `팝업 ${unique()}`,
        content: '<p>온기 소식을 전해드립니다.</p>',
        startDate: dayFromToday(-1),
        endDate: dayFromToday(7),
        ...input,
      })
      .returning(),
    'the inserted popups row',
  );
}

export async function createInquiry(db: Db, input: Partial<typeof inquiries.$inferInsert> = {}): Promise<Inquiry> {
  return only(
    await db
      .insert(inquiries)
      .values({
        userType: input.accountSeq ? 'member' : 'nonMember',
        questionTitle: '결제 영수증 문의',
        questionContent: '결제 영수증은 어디에서 확인할 수 있나요?',
        userEmail: 'guest@example.com',
        ...input,
      })
      .returning(),
    'the inserted inquiries row',
  );
}

// ---------------------------------------------------------------- orders

/** Issues a fresh order number (and its public number) through the invitation module's own issuer. */
export async function issueOrderNumber(db: Db, invitationType: InvitationType, orderNum?: string): Promise<string> {
  return (await issueNumbers(db, invitationType, orderNum)).orderNum;
}

export interface InvitationAttachInput extends FileRef {
  attachType?: AttachType;
}

function attachRows(list: InvitationAttachInput[]) {
  let gallery = 0;
  return list.map((file) => {
    const attachType = file.attachType ?? 'gallery';
    // The main photo sits outside the gallery order; gallery photos count from 0.
    const sortOrder = attachType === 'main' ? 0 : gallery++;
    return { path: file.path, originalName: file.originalName, attachType, sortOrder };
  });
}

export type WeddingInvitationInput = Partial<typeof weddingInvitations.$inferInsert> & {
  attachList?: InvitationAttachInput[];
  congratInfo?: Array<Omit<typeof weddingCongratAccounts.$inferInsert, 'weddingInvitationSeq' | 'sortOrder'>>;
};

export async function createWeddingInvitation(
  db: Db,
  input: WeddingInvitationInput = {},
): Promise<WeddingInvitation & { attachList: WeddingInvitationAttach[]; congratInfo: WeddingCongratAccount[] }> {
  const { attachList = [], congratInfo, ...fields } = input;
  const orderNum = fields.orderNum ?? (await issueOrderNumber(db, 'W'));
  const invitation = only(
    await db
      .insert(weddingInvitations)
      .values({
        eventDate: dayFromToday(30),
        eventTime: '13:30',
        eventLocationName: '라온채플 강남',
        eventLocationDetail: '그랜드홀 3층',
        mainMessage: '저희 결혼합니다',
        greetingsMessage: '서로가 마주보며 다져온 사랑을<br>이제 함께 한 곳을 바라보며 걸어가려 합니다.',
        groomName: '김도윤',
        brideName: '이서연',
        groomContactName: '김도윤',
        groomContactPhone: '01023456789',
        brideContactName: '이서연',
        brideContactPhone: '01034567890',
        thankyouMessage: '축하의 마음을 전해주셔서 감사합니다.',
        mapAddress: '서울 강남구 봉은사로 120',
        ...(fields.accountSeq ? {} : { nonMemberName: '김도윤', nonMemberPhone: '01023456789' }),
        ...fields,
        orderNum,
      })
      .returning(),
    'the inserted weddingInvitations row',
  );
  const attachments = attachList.length
    ? await db
        .insert(weddingInvitationAttachments)
        .values(attachRows(attachList).map((row) => ({ ...row, weddingInvitationSeq: invitation.weddingInvitationSeq })))
        .returning()
    : [];
  const accountsRows = congratInfo ?? [{ weddingSide: 'groom' as const, name: invitation.groomName ?? '신랑', bankName: '신한', bankNumber: '110123456789' }];
  const congrat = accountsRows.length
    ? await db
        .insert(weddingCongratAccounts)
        .values(accountsRows.map((row, sortOrder) => ({ ...row, sortOrder, weddingInvitationSeq: invitation.weddingInvitationSeq })))
        .returning()
    : [];
  return { ...invitation, attachList: attachments, congratInfo: congrat };
}

export type FuneralInvitationInput = Partial<typeof funeralInvitations.$inferInsert> & {
  attachList?: InvitationAttachInput[];
  mournerList?: Array<Omit<typeof funeralMournerAccounts.$inferInsert, 'funeralInvitationSeq' | 'sortOrder'>>;
};

export async function createFuneralInvitation(
  db: Db,
  input: FuneralInvitationInput = {},
): Promise<FuneralInvitation & { attachList: FuneralInvitationAttach[]; mournerList: FuneralMournerAccount[] }> {
  const { attachList = [], mournerList, ...fields } = input;
  const orderNum = fields.orderNum ?? (await issueOrderNumber(db, 'F'));
  const invitation = only(
    await db
      .insert(funeralInvitations)
      .values({
        deathbedDate: dayFromToday(-1),
        deathbedTime: '05:20',
        funeralDate: dayFromToday(1),
        funeralTime: '07:00',
        funeralLocationName: '서울평안장례식장',
        funeralLocationDtl: '특실 (지하 1층)',
        deceasedName: '김영수',
        age: 84,
        mainMessage: '삼가 고인의 명복을 빕니다',
        greetingsMessage: '그동안 보내주신 따뜻한 마음에 깊이 감사드립니다.',
        mourners: '아들 김민준<br>딸 김서윤',
        mainMournerId: '장남',
        mainMournerName: '김민준',
        mainMournerPhone: '01045678901',
        mapAddress: '서울 종로구 율곡로 190',
        ...(fields.accountSeq ? {} : { nonMemberName: '김민준', nonMemberPhone: '01045678901' }),
        ...fields,
        orderNum,
      })
      .returning(),
    'the inserted funeralInvitations row',
  );
  const attachments = attachList.length
    ? await db
        .insert(funeralInvitationAttachments)
        .values(attachRows(attachList).map((row) => ({ ...row, funeralInvitationSeq: invitation.funeralInvitationSeq })))
        .returning()
    : [];
  const mournerRows = mournerList ?? [
    { name: invitation.mainMournerName ?? '상주', bankName: '국민', bankInfo: '12345678901234', phoneNumber: invitation.mainMournerPhone },
  ];
  const mourners = mournerRows.length
    ? await db
        .insert(funeralMournerAccounts)
        .values(mournerRows.map((row, sortOrder) => ({ ...row, sortOrder, funeralInvitationSeq: invitation.funeralInvitationSeq })))
        .returning()
    : [];
  return { ...invitation, attachList: attachments, mournerList: mourners };
}

// ---------------------------------------------------------------- payments

/** The order a payment belongs to: a wedding or funeral invitation row (or its essentials). */
export type PaymentTarget =
  Pick<WeddingInvitation, 'weddingInvitationSeq' | 'orderNum' | 'campaignSeq'> | Pick<FuneralInvitation, 'funeralInvitationSeq' | 'orderNum' | 'campaignSeq'>;

function targetOf(invitation: PaymentTarget) {
  return 'weddingInvitationSeq' in invitation
    ? { invitationType: 'W' as const, invitationSeq: invitation.weddingInvitationSeq, orderNum: invitation.orderNum }
    : { invitationType: 'F' as const, invitationSeq: invitation.funeralInvitationSeq, orderNum: invitation.orderNum };
}

export function newPaymentId(): string {
  return `pay-${randomBytes(12).toString('hex')}`;
}

export async function createPaymentIntent(db: Db, invitation: PaymentTarget, input: Partial<typeof paymentIntents.$inferInsert> = {}): Promise<PaymentIntent> {
  return only(
    await db
      .insert(paymentIntents)
      .values({
        paymentId: newPaymentId(),
        provider: 'sandbox',
        campaignSeq: invitation.campaignSeq,
        amount: 60000,
        name: '홍길동',
        phoneNum: '01056789012',
        message: '진심으로 축하드립니다.',
        ...targetOf(invitation),
        ...input,
      })
      .returning(),
    'the inserted paymentIntents row',
  );
}

/**
 * A payment as verification records it, with the intent it was registered
 * under. PAID by default, paid a minute ago.
 */
export async function createPayment(db: Db, invitation: PaymentTarget, input: Partial<typeof payments.$inferInsert> = {}): Promise<Payment> {
  const status = input.status ?? 'PAID';
  const paid = status === 'PAID' || status === 'PARTIAL_CANCELLED' || status === 'CANCELLED';
  const campaignSeq = input.campaignSeq ?? invitation.campaignSeq;
  // As an intent records it: the campaign's recipient at the time, whom the donated half is owed to.
  const categoryDonationSeq = input.categoryDonationSeq !== undefined ? input.categoryDonationSeq : await recipientOfCampaign(db, campaignSeq);
  // And, as the intent fixes them too, the organisation that recipient is and the campaign's donated share.
  const donationGroupSeq = input.donationGroupSeq !== undefined ? input.donationGroupSeq : await organisationOf(db, categoryDonationSeq);
  const donatedPercent = input.donatedPercent ?? (await shareOfCampaign(db, campaignSeq));
  const paidAt = input.paidAt ?? (paid ? new Date(Date.now() - 60_000) : null);
  const intent = await createPaymentIntent(db, invitation, {
    paymentId: input.paymentId ?? newPaymentId(),
    provider: input.provider ?? 'sandbox',
    amount: input.amount ?? 60000,
    name: input.name ?? '홍길동',
    phoneNum: input.phoneNum ?? '01056789012',
    message: input.message ?? '진심으로 축하드립니다.',
    senderDisplay: input.senderDisplay ?? 'MASKED',
    campaignSeq,
    categoryDonationSeq,
    donationGroupSeq,
    donatedPercent,
    accountSeq: input.accountSeq ?? null,
    status,
    createDate: paidAt ?? input.createDate ?? new Date(),
  });
  return only(
    await db
      .insert(payments)
      .values({
        paymentId: intent.paymentId,
        paymentIntentSeq: intent.paymentIntentSeq,
        provider: intent.provider,
        campaignSeq: intent.campaignSeq,
        categoryDonationSeq: intent.categoryDonationSeq,
        donationGroupSeq: intent.donationGroupSeq,
        donatedPercent: intent.donatedPercent,
        name: intent.name ?? '홍길동',
        phoneNum: intent.phoneNum,
        message: intent.message,
        amount: intent.amount,
        status,
        paidAt,
        providerTxId: `tx-${randomBytes(8).toString('hex')}`,
        cardCompany: paid ? '신한카드' : null,
        cardNumber: paid ? '4518-42**-****-1234' : null,
        approvalNo: paid ? String(randomInt(10_000_000, 100_000_000)) : null,
        failReason: status === 'FAILED' ? '카드 한도가 초과되었습니다.' : null,
        createDate: paidAt ?? new Date(),
        ...targetOf(invitation),
        ...input,
      })
      .returning(),
    'the inserted payments row',
  );
}

async function organisationOf(db: Db, categoryDonationSeq: number | null): Promise<number | null> {
  if (categoryDonationSeq === null) return null;
  const [row] = await db
    .select({ seq: donationGroups.donationGroupSeq })
    .from(donationGroups)
    .where(eq(donationGroups.categoryDonationSeq, categoryDonationSeq))
    .orderBy(asc(donationGroups.donationGroupSeq))
    .limit(1);
  return row?.seq ?? null;
}

async function shareOfCampaign(db: Db, campaignSeq: number | null | undefined): Promise<number> {
  if (campaignSeq == null) return 50;
  const [row] = await db.select({ donatedPercent: campaigns.donatedPercent }).from(campaigns).where(eq(campaigns.campaignSeq, campaignSeq)).limit(1);
  return row?.donatedPercent ?? 50;
}

async function recipientOfCampaign(db: Db, campaignSeq: number | null | undefined): Promise<number | null> {
  if (campaignSeq == null) return null;
  const [row] = await db.select({ categoryDonationSeq: campaigns.categoryDonationSeq }).from(campaigns).where(eq(campaigns.campaignSeq, campaignSeq)).limit(1);
  return row?.categoryDonationSeq ?? null;
}

export async function createCashReceipt(db: Db, input: Partial<typeof cashReceipts.$inferInsert> & { paymentSeq: number }) {
  return only(
    await db
      .insert(cashReceipts)
      .values({ usageType: 'income', identityNumber: '01056789012', ...input })
      .returning(),
    'the inserted cashReceipts row',
  );
}

// ---------------------------------------------------------------- reviews

export type ReviewInput = Partial<typeof reviews.$inferInsert> & { orderNum: string; attachList?: FileRef[] };

/** A review of an order. Without userId it copies the author's username (or 'guest'). */
export async function createReview(db: Db, input: ReviewInput): Promise<Review & { attachList: ReviewAttach[] }> {
  const { attachList = [], ...fields } = input;
  let userId = fields.userId;
  if (!userId && fields.accountSeq) {
    const [author] = await db.select({ username: accounts.username }).from(accounts).where(eq(accounts.accountSeq, fields.accountSeq));
    userId = author?.username;
  }
  const review = only(
    await db
      .insert(reviews)
      .values({
        reviewRating: 5,
        reviewText: '화환 대신 기부로 마음을 전할 수 있어 뜻깊었습니다.',
        ...fields,
        userId: userId ?? 'guest',
      })
      .returning(),
    'the inserted reviews row',
  );
  const attachments = attachList.length
    ? await db
        .insert(reviewAttachments)
        .values(attachList.map((file, sortOrder) => ({ ...file, reviewSeq: review.reviewSeq, sortOrder })))
        .returning()
    : [];
  return { ...review, attachList: attachments };
}
