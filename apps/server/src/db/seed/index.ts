import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  accounts,
  campaigns,
  celebrationWreathCampaignSeq,
  condolenceWreathCampaignSeq,
  funeralInvitations,
  notices,
  orderNumbers,
  storedFiles,
  weddingInvitations,
  type CategoryParent,
} from '../schema';
import { hashPassword } from '../../modules/account/password';
import { sanitizeRichText } from '../../modules/html/sanitize';
import type { Storage } from '../../plugins/storage';
import {
  campaignCategoryTree,
  campaignContent,
  campaignSeeds,
  demoMemberProfile,
  demoNonMember,
  donationCategoryTree,
  donationGroupHtml,
  donationGroupSeeds,
  faqSeeds,
  funeralMessages,
  funeralSeeds,
  inquirySeeds,
  noticeSeeds,
  otherMemberSeeds,
  partnerSeeds,
  popupSeeds,
  publicCategorySeeds,
  senderPhones,
  sponsorHtml,
  sponsorSeeds,
  weddingMessages,
  weddingSeeds,
  pastWreathOrders,
  type Owner,
  type PaymentSeed,
  type ReviewSeed,
  type TreeSeed,
} from './data';
import {
  createAccount,
  createCampaign,
  createCampaignCategory,
  createCashReceipt,
  createCategory,
  createDonationCategory,
  createDonationGroup,
  createFaq,
  createFuneralInvitation,
  createInquiry,
  createNotice,
  createPartner,
  createPayment,
  createPopup,
  createRefundBank,
  createReview,
  createSocialConnection,
  createSponsor,
  createWeddingInvitation,
  dayFromToday,
  storeDocument,
  storeImage,
  type Account,
  type Db,
  type FileRef,
  type Partner,
  type PartnerDetail,
  type PaymentTarget,
} from './factories';
import { renderAllImages, renderPdf, renderPng, type SeedImage } from './images';

/** The demo logins the server prints at start and the README lists. */
export const demoLogins = {
  admin: { username: 'admin', password: 'Admin1234!' },
  member: { username: 'member01', password: 'Member1234!' },
  /** Non-member login (비회원 tab): name, phone and the order number as the password. */
  nonMember: demoNonMember,
} as const;

export interface SeedResult {
  /** False when the database already held the demo data (or any campaign), so nothing was written. */
  seeded: boolean;
  /** Rows written per kind, when seeded. */
  counts?: Record<string, number>;
  /** Files stored through saveFile, when seeded. */
  files?: number;
}

/** True when nothing a person made is in the database yet: the start-up seeds only then. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  for (const table of [accounts, campaigns, notices, weddingInvitations, funeralInvitations]) {
    const rows = await db.select({ one: sql<number>`1` }).from(table).limit(1);
    if (rows.length > 0) return false;
  }
  return true;
}

// The demo admin marks a seeded database; any campaign also stops the seed,
// because the quick menu's campaign ids 16 and 17 only hold on an unused table.
async function alreadySeeded(db: Db): Promise<boolean> {
  const [admin] = await db
    .select({ seq: accounts.accountSeq })
    .from(accounts)
    .where(eq(accounts.username, demoLogins.admin.username))
    .limit(1);
  if (admin) return true;
  const [campaign] = await db.select({ seq: campaigns.campaignSeq }).from(campaigns).limit(1);
  return Boolean(campaign);
}

// Two instances starting on one empty PostgreSQL must not both seed.
const seedLockKey = 0x6f6e6769; // 'ongi'

/**
 * Fills an empty database with the demo content. Files are stored first
 * (outside any transaction); every row is then written in one transaction, so
 * a failure leaves no half-seeded database, and a second call does nothing.
 */
export async function seed(db: Database, storage: Storage): Promise<SeedResult> {
  if (await alreadySeeded(db)) return { seeded: false };
  const prepared = await prepare(db, storage);
  let counts: Record<string, number> | null;
  try {
    counts = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
      if (await alreadySeeded(tx)) return null;
      return insertAll(tx, prepared);
    });
  } catch (error) {
    await discardFiles(db, storage, prepared.files);
    throw error;
  }
  if (!counts) {
    await discardFiles(db, storage, prepared.files);
    return { seeded: false };
  }
  return { seeded: true, counts, files: prepared.files.length };
}

async function discardFiles(db: Database, storage: Storage, files: FileRef[]): Promise<void> {
  const keys = files.map((file) => file.path);
  if (keys.length === 0) return;
  await db.delete(storedFiles).where(inArray(storedFiles.fileKey, keys)).catch(() => undefined);
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

// ---------------------------------------------------------------- files and hashes

interface OrderFiles {
  main: FileRef;
  gallery: FileRef[];
  reviewPhotos: FileRef[];
}

interface Prepared {
  hashes: { admin: string; member: string; others: string };
  campaigns: FileRef[][];
  sponsors: Array<{ thumbnail: FileRef; attachList: FileRef[] }>;
  groups: Array<{ thumbnail: FileRef; attachList: FileRef[] }>;
  notices: FileRef[][];
  weddings: OrderFiles[];
  funerals: OrderFiles[];
  files: FileRef[];
}

const weddingGallery: SeedImage[] = ['weddingGallery1', 'weddingGallery2', 'weddingGallery3', 'bouquet'];
const funeralGallery: SeedImage[] = ['funeralGallery', 'forest'];
const reviewPhotos: SeedImage[] = ['bouquet', 'wreathCelebration', 'wreathCondolence', 'forest'];

const pad = (n: number) => String(n).padStart(2, '0');

async function prepare(db: Database, storage: Storage): Promise<Prepared> {
  // argon2 runs on libuv's pool while the pictures render. The other demo
  // members share the member password, so one hash serves them all.
  const [images, reportPng, eventPng, adminHash, memberHash, othersHash] = await Promise.all([
    renderAllImages(),
    renderPng('chart'),
    renderPng('bouquet'),
    hashPassword(demoLogins.admin.password),
    hashPassword(demoLogins.member.password),
    hashPassword(demoLogins.member.password),
  ]);
  const files: FileRef[] = [];
  const image = async (name: SeedImage, originalName: string) => {
    const ref = await storeImage(db, storage, images[name], originalName);
    files.push(ref);
    return ref;
  };
  const document = async (buffer: Buffer, originalName: string) => {
    const ref = await storeDocument(db, storage, buffer, originalName);
    files.push(ref);
    return ref;
  };

  // Each row gets its own stored file (same bytes, fresh key), so deleting
  // one campaign's picture never breaks another's.
  const campaignFiles = await Promise.all(
    campaignSeeds.map((seed, i) =>
      Promise.all(seed.images.map((name, n) => image(name, `campaign${pad(i + 1)}_thumbnail${n + 1}.webp`))),
    ),
  );
  const sponsorFiles = await Promise.all(
    sponsorSeeds.map(async (seed, i) => ({
      thumbnail: await image(seed.image, `sponsor${pad(i + 1)}_thumbnail.webp`),
      attachList: seed.attach ? [await image(seed.image, `후원활동_현장사진_${pad(i + 1)}.webp`)] : [],
    })),
  );
  const groupFiles = await Promise.all(
    donationGroupSeeds.map(async (seed, i) => ({
      thumbnail: await image(seed.image, `donation_group${pad(i + 1)}_thumbnail.webp`),
      attachList: seed.attach ? [await image(seed.image, `단체소개_${pad(i + 1)}.webp`)] : [],
    })),
  );
  const noticeFiles = await Promise.all(
    noticeSeeds.map((seed) =>
      Promise.all(
        (seed.attach ?? []).map(async (kind) => {
          const base = seed.title.replace(/[^\p{L}\p{N}]+/gu, '_').replace(/^_|_$/g, '');
          if (kind === 'png') return document(seed.category === '이벤트' ? eventPng : reportPng, `${base}.png`);
          return document(
            renderPdf([
              'Ongi - digital donation wreaths',
              seed.title.includes('영수증') ? 'How to request a donation receipt' : 'Quarterly donation delivery report',
              'Half of every wreath payment goes to the chosen recipient.',
              'Amounts by recipient are listed in the notice.',
            ]),
            `${base}.pdf`,
          );
        }),
      ),
    ),
  );
  let reviewPhotoIndex = 0;
  const orderFiles = async (main: SeedImage, gallery: SeedImage[], count: number, review?: ReviewSeed, label = 'photo') => ({
    main: await image(main, `${label}_main.webp`),
    gallery: await Promise.all(
      Array.from({ length: count }, (_, n) => image(gallery[n % gallery.length], `${label}_${pad(n + 1)}.webp`)),
    ),
    reviewPhotos: await Promise.all(
      Array.from({ length: review?.photos ?? 0 }, (_, n) =>
        image(reviewPhotos[reviewPhotoIndex++ % reviewPhotos.length], `review_${pad(n + 1)}.webp`),
      ),
    ),
  });
  const weddingFiles = await Promise.all(
    weddingSeeds.map((seed) => orderFiles('weddingMain', weddingGallery, seed.gallery, seed.review, 'wedding')),
  );
  const funeralFiles = await Promise.all(
    funeralSeeds.map((seed) => orderFiles('funeralMain', funeralGallery, seed.gallery, seed.review, 'funeral')),
  );
  return {
    hashes: { admin: adminHash, member: memberHash, others: othersHash },
    campaigns: campaignFiles,
    sponsors: sponsorFiles,
    groups: groupFiles,
    notices: noticeFiles,
    weddings: weddingFiles,
    funerals: funeralFiles,
    files,
  };
}

// ---------------------------------------------------------------- rows

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/** A moment of a Korean calendar day, e.g. kst('2026-05-02', '13:30'). */
function kst(date: string, time = '12:00'): Date {
  return new Date(`${date}T${time.padStart(5, '0')}:00+09:00`);
}

function daysAgo(days: number, now: Date, time = '10:00'): Date {
  return kst(dayFromToday(-days, now), time);
}

async function insertAll(tx: Db, p: Prepared): Promise<Record<string, number>> {
  const now = new Date();
  const counts: Record<string, number> = {};
  const count = (kind: string, n = 1) => {
    counts[kind] = (counts[kind] ?? 0) + n;
  };

  // Accounts
  await createAccount(tx, {
    username: demoLogins.admin.username,
    passwordHash: p.hashes.admin,
    name: '온기 관리자',
    roleType: 'ADMIN',
    description: '데모 관리자 계정',
    division: '운영팀',
    email: 'admin@ongi.example',
    phoneNum: null,
    adminPhoneNum: '0212345678',
    createDate: daysAgo(320, now),
  });
  const members = new Map<string, Account>();
  const member = await createAccount(tx, {
    username: demoLogins.member.username,
    passwordHash: p.hashes.member,
    ...demoMemberProfile,
    telNum: '0234567890',
    birthdayCalendar: 'solar',
    marketingSms: 'Y',
    marketingEmail: 'N',
    description: '데모 회원 계정',
    createDate: daysAgo(260, now),
  });
  members.set(member.username, member);
  for (const [i, seed] of otherMemberSeeds.entries()) {
    const other = await createAccount(tx, {
      ...seed,
      passwordHash: p.hashes.others,
      birthdayCalendar: i === 3 ? 'lunar' : 'solar',
      marketingEmail: i % 2 ? 'Y' : 'N',
      createDate: daysAgo(240 - i * 30, now),
    });
    members.set(other.username, other);
  }
  count('account', 2 + otherMemberSeeds.length);
  await createRefundBank(tx, { accountSeq: member.accountSeq, bankName: '카카오뱅크', bankOwner: member.name, bankNumber: '3333012847593' });
  await createRefundBank(tx, {
    accountSeq: members.get('haneul_kim')!.accountSeq,
    bankName: '케이뱅크',
    bankOwner: '김하늘',
    bankNumber: '100183746529',
  });
  await createSocialConnection(tx, {
    accountSeq: member.accountSeq,
    provider: 'kakao',
    providerUserId: 'demo-kakao-member01',
    connectDate: daysAgo(200, now),
  });

  // Public categories
  const categorySeq = new Map<string, number>();
  for (const [parent, list] of Object.entries(publicCategorySeeds) as Array<[CategoryParent, typeof publicCategorySeeds.notice]>) {
    for (const [sortOrder, item] of list.entries()) {
      const row = await createCategory(tx, { categoryParent: parent, name: item.name, useYn: item.useYn ?? 'Y', sortOrder });
      categorySeq.set(`${parent}:${item.name}`, row.categorySeq);
      count('category');
    }
  }
  const category = (parent: CategoryParent, name: string) => {
    const seq = categorySeq.get(`${parent}:${name}`);
    if (seq === undefined) throw new Error(`seed: no ${parent} category ${name}`);
    return seq;
  };

  // Campaign categories and donation recipients
  const tree = async (seeds: TreeSeed[], make: typeof createCampaignCategory | typeof createDonationCategory, kind: string) => {
    const seqs = new Map<string, number>();
    for (const [sortOrder, parent] of seeds.entries()) {
      const top = await make(tx, { name: parent.name, sortOrder, isActive: parent.isActive ?? true });
      const topSeq = 'categoryCampaignSeq' in top ? top.categoryCampaignSeq : top.categoryDonationSeq;
      seqs.set(parent.name, topSeq);
      for (const [childOrder, child] of parent.children.entries()) {
        const row = await make(tx, { name: child.name, parentSeq: topSeq, sortOrder: childOrder, isActive: child.isActive ?? true });
        seqs.set(`${parent.name}>${child.name}`, 'categoryCampaignSeq' in row ? row.categoryCampaignSeq : row.categoryDonationSeq);
      }
      count(kind, 1 + parent.children.length);
    }
    return (path: [string, string]) => {
      const seq = seqs.get(path.join('>'));
      if (seq === undefined) throw new Error(`seed: no ${kind} ${path.join(' > ')}`);
      return seq;
    };
  };
  const campaignCategoryOf = await tree(campaignCategoryTree, createCampaignCategory, 'campaignCategory');
  const donationCategoryOf = await tree(donationCategoryTree, createDonationCategory, 'donationCategory');

  // Partners
  const partnerByKey = new Map<string, Partner & { details: PartnerDetail[] }>();
  for (const seed of partnerSeeds) {
    const { key, ...fields } = seed;
    partnerByKey.set(key, await createPartner(tx, { ...fields, createDate: daysAgo(310, now) }));
    count('partner');
    count('partnerDetail', seed.details.length);
  }
  const partnerOf = (key: string) => {
    const partner = partnerByKey.get(key);
    if (!partner) throw new Error(`seed: no partner ${key}`);
    return partner;
  };

  // Campaigns: restart the id counter (the table is empty) so the wreaths get 16 and 17.
  await tx.execute(sql`select setval(pg_get_serial_sequence('campaign', 'campaign_seq'), 1, false)`);
  const campaignBySeq = new Map<number, { campaignSeq: number; campaignAmount: number; categoryCampaignSeq: number | null; categoryDonationSeq: number | null }>();
  for (const [i, seed] of campaignSeeds.entries()) {
    const partner = partnerOf(seed.partner);
    const campaign = await createCampaign(tx, {
      categorySeq: category('campaign', seed.category),
      campaignName: seed.campaignName,
      campaignAmount: seed.campaignAmount,
      partnerCompany: seed.partnerCompany,
      partnerManager: seed.partnerManager,
      type: seed.type,
      campaignType: seed.campaignType,
      endDate: seed.endInDays === null ? null : dayFromToday(seed.endInDays, now),
      description: seed.description,
      content: sanitizeRichText(campaignContent(seed, partner.name)),
      sortOrder: seed.sortOrder,
      partnerSeq: partner.partnerSeq,
      categoryCampaignSeq: campaignCategoryOf(seed.campaignCategory),
      categoryDonationSeq: donationCategoryOf(seed.donationCategory),
      createDate: daysAgo(300 - i * 9, now),
      attachList: p.campaigns[i],
    });
    campaignBySeq.set(campaign.campaignSeq, campaign);
    count('campaign');
    count('campaignAttach', campaign.attachList.length);
  }
  const wreath16 = campaignBySeq.get(celebrationWreathCampaignSeq);
  const wreath17 = campaignBySeq.get(condolenceWreathCampaignSeq);
  if (!wreath16 || !wreath17) throw new Error('seed: the wreath campaigns did not get ids 16 and 17');
  const campaignOf = (seq: number) => {
    const campaign = campaignBySeq.get(seq);
    if (!campaign) throw new Error(`seed: no campaign ${seq}`);
    return campaign;
  };

  // Donation groups, sponsor activities
  for (const [i, seed] of donationGroupSeeds.entries()) {
    await createDonationGroup(tx, {
      categorySeq: category('donationGroup', seed.category),
      groupName: seed.groupName,
      groupExplain: seed.groupExplain,
      editorHtml: sanitizeRichText(donationGroupHtml(seed)),
      thumbnailPath: p.groups[i].thumbnail.path,
      attachList: p.groups[i].attachList,
      createDate: daysAgo(290 - i * 11, now),
    });
    count('donationGroup');
  }
  for (const [i, seed] of sponsorSeeds.entries()) {
    await createSponsor(tx, {
      categorySeq: category('sponsor', seed.category),
      title: seed.title,
      content: seed.content,
      editorHtml: sanitizeRichText(sponsorHtml(seed)),
      sponsorAmount: seed.sponsorAmount,
      startDate: dayFromToday(seed.start, now),
      endDate: dayFromToday(seed.end, now),
      thumbnailPath: p.sponsors[i].thumbnail.path,
      attachList: p.sponsors[i].attachList,
      createDate: daysAgo(Math.max(1, -seed.end + 2), now, '15:00'),
    });
    count('sponsor');
  }

  // Notices, FAQ, popups, inquiries
  for (const [i, seed] of noticeSeeds.entries()) {
    const created = daysAgo(seed.daysAgo, now, `${pad(9 + (i % 8))}:${pad((i * 7) % 60)}`);
    await createNotice(tx, {
      categorySeq: category('notice', seed.category),
      title: seed.title,
      content: sanitizeRichText(seed.body.map((paragraph) => `<p>${paragraph}</p>`).join('') + (seed.pasted ?? '')),
      topNoticeYn: seed.pinned ? 'Y' : 'N',
      viewCnt: seed.viewCnt,
      attachList: p.notices[i],
      createDate: created,
      updateDate: created,
    });
    count('notice');
  }
  for (const [i, seed] of faqSeeds.entries()) {
    await createFaq(tx, {
      categorySeq: category('faq', seed.category),
      title: seed.title,
      content: seed.content,
      createDate: daysAgo(280 - i * 5, now),
    });
    count('faq');
  }
  for (const seed of popupSeeds) {
    await createPopup(tx, {
      title: seed.title,
      content: sanitizeRichText(seed.content),
      startDate: dayFromToday(seed.start, now),
      endDate: dayFromToday(seed.end, now),
      useStatus: seed.useStatus,
      xCoord: seed.xCoord,
      yCoord: seed.yCoord,
    });
    count('popup');
  }
  for (const seed of inquirySeeds) {
    const asker = seed.member ? members.get(seed.member) : undefined;
    const created = daysAgo(seed.daysAgo, now, '11:20');
    await createInquiry(tx, {
      accountSeq: asker?.accountSeq ?? null,
      userType: asker ? 'member' : 'nonMember',
      questionTitle: seed.title,
      questionContent: seed.content,
      userEmail: seed.email,
      answer: seed.answer ?? null,
      answerDate: seed.answer ? new Date(created.getTime() + 5 * hour) : null,
      isAnswered: seed.answer ? 'Y' : 'N',
      createDate: created,
    });
    count('inquiry');
  }

  // Orders
  const ownerFields = (owner: Owner) =>
    'member' in owner
      ? { accountSeq: members.get(owner.member)!.accountSeq }
      : { accountSeq: null, nonMemberName: owner.nonMemberName, nonMemberPhone: owner.nonMemberPhone };

  const pay = async (
    target: PaymentTarget,
    campaignAmount: number,
    seeds: PaymentSeed[],
    messages: Array<{ name: string; message: string }>,
    made: Date,
  ) => {
    let latest = now.getTime() - 5 * 60 * 1000;
    // Walk newest first so times clamped to now stay in order and apart, then
    // insert oldest first so payment ids follow payment time as they do live.
    const timed = seeds
      .map((seed, index) => ({ seed, index, at: made.getTime() + seed.hours * hour + ((index * 17) % 60) * 60 * 1000 }))
      .sort((a, b) => b.at - a.at)
      .map((entry) => {
        latest = Math.min(entry.at, latest - 7 * 60 * 1000);
        return { ...entry, at: new Date(latest) };
      })
      .reverse();
    const paid = [];
    for (const { seed, index, at } of timed) {
      const payer = seed.payer ? members.get(seed.payer) : undefined;
      const from = messages[seed.from % messages.length];
      const status = seed.status ?? 'PAID';
      const amount = campaignAmount + seed.addOn;
      const cancelledAmount = status === 'CANCELLED' ? amount : status === 'PARTIAL_CANCELLED' ? seed.addOn : 0;
      const payment = await createPayment(tx, target, {
        provider: 'sandbox',
        amount,
        name: payer?.name ?? from.name,
        phoneNum: payer?.phoneNum ?? senderPhones[(seed.from + index) % senderPhones.length],
        message: from.message,
        accountSeq: payer?.accountSeq ?? null,
        status,
        paidAt: status === 'FAILED' ? null : at,
        cancelledAt: cancelledAmount > 0 ? new Date(at.getTime() + 2 * hour) : null,
        cancelledAmount,
        createDate: at,
      });
      paid.push(payment);
      count(`payment${status}`);
    }
    return paid;
  };

  const review = async (seed: ReviewSeed | undefined, owner: Owner, orderNum: string, campaignSeq: number, photos: FileRef[], eventDate: string) => {
    if (!seed || !('member' in owner)) return;
    const author = members.get(owner.member)!;
    const created = new Date(kst(eventDate, '20:00').getTime() + seed.daysAfter * day);
    await createReview(tx, {
      accountSeq: author.accountSeq,
      userId: author.username,
      orderNum,
      campaignSeq,
      reviewRating: seed.rating,
      reviewText: seed.text,
      showPartnerCompany: seed.showPartnerCompany ?? 'Y',
      attachList: photos,
      createDate: created,
    });
    count('review');
  };

  let receiptDone = false;
  for (const [i, seed] of weddingSeeds.entries()) {
    const partner = partnerOf(seed.partner);
    const campaign = seed.campaignSeq === null ? null : campaignOf(seed.campaignSeq);
    if (seed.orderNum) await tx.insert(orderNumbers).values({ orderNum: seed.orderNum, invitationType: 'W' });
    const eventDate = dayFromToday(seed.eventInDays, now);
    const made = new Date(kst(eventDate, '21:00').getTime() - seed.createdDaysBefore * day);
    const files = p.weddings[i];
    const invitation = await createWeddingInvitation(tx, {
      ...ownerFields(seed.owner),
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
    const paid = campaign ? await pay(invitation, campaign.campaignAmount, seed.payments, weddingMessages, made) : [];
    const firstPaid = paid.find((payment) => payment.status === 'PAID');
    if (!receiptDone && firstPaid) {
      await createCashReceipt(tx, {
        paymentSeq: firstPaid.paymentSeq,
        usageType: 'income',
        identityNumber: firstPaid.phoneNum ?? '01000000000',
        status: 'ISSUED',
        approvalNo: '538204917',
        issuedAt: new Date(firstPaid.paidAt!.getTime() + 10 * 60 * 1000),
      });
      count('cashReceipt');
      receiptDone = true;
    }
    if (campaign) await review(seed.review, seed.owner, invitation.orderNum, campaign.campaignSeq, files.reviewPhotos, eventDate);
  }

  // Past weddings with a celebration wreath and the host's review (see pastWreathOrders).
  const celebration = campaignOf(16);
  for (const past of pastWreathOrders) {
    const author = members.get(past.member)!;
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
      attachList: [{ ...p.weddings[0].main, attachType: 'main' }, ...p.weddings[0].gallery.slice(0, 3)],
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

  for (const [i, seed] of funeralSeeds.entries()) {
    const partner = partnerOf(seed.partner);
    const campaign = campaignOf(seed.campaignSeq);
    const funeralDate = dayFromToday(seed.funeralInDays, now);
    const deathbedDate = dayFromToday(seed.funeralInDays - 2, now);
    const made = new Date(kst(deathbedDate, seed.deathTime).getTime() + 2 * hour);
    const files = p.funerals[i];
    const invitation = await createFuneralInvitation(tx, {
      ...ownerFields(seed.owner),
      deathbedDate,
      deathbedTime: seed.deathTime,
      funeralDate,
      funeralTime: seed.funeralTime,
      funeralLocationName: partner.name,
      funeralLocationDtl: partner.details[seed.detail]?.name ?? null,
      partnerSeq: partner.partnerSeq,
      mainDesign: seed.mainDesign,
      mainMessage: `故 ${seed.deceasedName}님께서 별세하셨기에 삼가 알려드립니다`,
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
    await pay(invitation, campaign.campaignAmount, seed.payments, funeralMessages, made);
    await review(seed.review, seed.owner, invitation.orderNum, campaign.campaignSeq, files.reviewPhotos, funeralDate);
  }

  return counts;
}
