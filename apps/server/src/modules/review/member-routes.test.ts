import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { messages, only, reviewPhotoMaxBytes, type MyReview, type PublicReview } from '@ongi/shared';
import { gifPolyglot, pngDeclaring, truncatedJpeg } from '@server/test/bad-images';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { expectMembersOnly, expectRefusal, getAs, loginAs, nonMemberLogin } from '@server/test/member-session';
import { kst } from '@server/test/time';
import {
  createAccount,
  createCampaign,
  createCategory,
  createFuneralInvitation,
  createReview,
  createWeddingInvitation,
  storeImage,
  tinyPng,
  type FileRef,
} from '@server/seed/factories';
import { reviewAttachments, reviews, storedFiles } from '@server/db/schema';

let t: TestContext;
let member: string;
let writer: string;
let nonMember: string;
let campaignSeq: number;
let png: Buffer;
let jpg: Buffer;
let gif: Buffer;
let webp: Buffer;
// Each order's number, made in beforeAll.
const orders = { first: '', blob: '', checks: '', noCampaign: '', reviewed: '', funeral: '', someoneElses: '', guest: '', otherGuest: '' };

interface Photo {
  bytes: Buffer;
  name: string;
  type?: string;
}

const review = (orderNum: string, overrides: Record<string, unknown> = {}) => ({
  orderNum,
  reviewRating: 4.5,
  reviewText: '하객들이 보낸 메시지가 화면에 나와서 좋았어요.',
  showPartnerCompany: 'N',
  ...overrides,
});

/**
 * The multipart body a browser's FormData makes: the review JSON as a text
 * field, or as a JSON blob (what `new Blob([json], {type: 'application/json'})` sends).
 */
async function multipart(reviewPart: unknown, photos: Photo[] = [], options: { asBlob?: boolean } = {}) {
  const form = new FormData();
  if (reviewPart !== undefined) {
    const json = typeof reviewPart === 'string' ? reviewPart : JSON.stringify(reviewPart);
    form.append('review', options.asBlob ? new Blob([json], { type: 'application/json' }) : json);
  }
  for (const photo of photos) form.append('attachList', new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? 'image/png' }), photo.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

async function create(
  reviewPart: unknown,
  photos: Photo[] = [],
  cookie: string | undefined = member,
  options: { asBlob?: boolean; headers?: Record<string, string> } = {},
) {
  const body = await multipart(reviewPart, photos, options);
  return t.app.inject({
    method: 'POST',
    url: '/api/review/create-review',
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}), 'content-type': body.contentType, ...options.headers },
    payload: body.payload,
  });
}

const pngPhoto = (name = 'photo.png'): Photo => ({ bytes: png, name });
const get = (url: string, cookie?: string) => getAs(t.app, url, cookie);
const storedCount = async () => only(await t.database.db.select({ n: count() }).from(storedFiles), 'a count').n;
const reviewCount = async () => only(await t.database.db.select({ n: count() }).from(reviews), 'a count').n;

// My reviews: the writer's reviews, oldest first, with their photos.
const written: number[] = [];
let writerPhoto: FileRef;
let writerCampaignSeq: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const { default: sharp } = await import('sharp');
  const canvas = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#88aa44' } });
  [png, jpg, gif, webp] = await Promise.all([tinyPng(), canvas().jpeg().toBuffer(), canvas().gif().toBuffer(), canvas().webp().toBuffer()]);

  const owner = await createAccount(db, { username: 'reviewer01', name: '정다은' });
  const someone = await createAccount(db, { username: 'someone02' });
  const category = await createCategory(db, { categoryParent: 'campaign', name: '기부화환' });
  campaignSeq = (await createCampaign(db, { campaignName: '축하 기부화환', categorySeq: category.categorySeq })).campaignSeq;
  const mine = (extra: Parameters<typeof createWeddingInvitation>[1] = {}) =>
    createWeddingInvitation(db, { accountSeq: owner.accountSeq, campaignSeq, ...extra }).then((row) => row.orderNum);
  orders.first = await mine();
  orders.blob = await mine();
  orders.checks = await mine();
  orders.noCampaign = await mine({ useCampaign: false, campaignSeq: null });
  orders.funeral = (await createFuneralInvitation(db, { accountSeq: owner.accountSeq, campaignSeq })).orderNum;
  orders.reviewed = await mine();
  await createReview(db, { orderNum: orders.reviewed, accountSeq: owner.accountSeq, campaignSeq, reviewRating: 3 });
  orders.someoneElses = (await createWeddingInvitation(db, { accountSeq: someone.accountSeq, campaignSeq })).orderNum;
  orders.guest = (await createFuneralInvitation(db, { nonMemberName: '이정민', nonMemberPhone: '01092837465', campaignSeq })).orderNum;
  orders.otherGuest = (await createFuneralInvitation(db, { nonMemberName: '이정민', nonMemberPhone: '01092837465', campaignSeq })).orderNum;

  // The writer's history for GET /review/get-between-list: eleven reviews over
  // 1..11 May 2025 (Korea), the first at midnight, the last a moment before
  // the next midnight, plus one on each side of that span.
  const writerAccount = await createAccount(db, { username: 'writer0001' });
  const hiddenCategory = await createCategory(db, { categoryParent: 'campaign', name: '쉬는 분류', useYn: 'N' });
  writerCampaignSeq = (await createCampaign(db, { campaignName: '근조 기부화환', categorySeq: hiddenCategory.categorySeq })).campaignSeq;
  writerPhoto = await storeImage(db, t.storage, png, 'history.png');
  const history = async (createDate: Date, index: number) => {
    const wedding = index % 2 === 0;
    const orderCreated = new Date(createDate.getTime() - 20 * 86_400_000);
    const invitation = wedding
      ? await createWeddingInvitation(db, { accountSeq: writerAccount.accountSeq, campaignSeq: writerCampaignSeq, createDate: orderCreated })
      : await createFuneralInvitation(db, { accountSeq: writerAccount.accountSeq, campaignSeq: writerCampaignSeq, createDate: orderCreated });
    return createReview(db, {
      orderNum: invitation.orderNum,
      accountSeq: writerAccount.accountSeq,
      campaignSeq: writerCampaignSeq,
      reviewRating: 5,
      reviewText: `후기 ${index}`,
      showPartnerCompany: index === 1 ? 'N' : 'Y',
      attachList: index === 1 ? [writerPhoto] : [],
      createDate,
    });
  };
  await history(kst('2025-04-30', '23:59:59.999'), 0);
  for (let day = 1; day <= 11; day += 1) {
    const date = `2025-05-${String(day).padStart(2, '0')}`;
    const at = day === 1 ? kst(date, '00:00:00') : day === 11 ? kst(date, '23:59:59.999') : kst(date);
    written.push((await history(at, day)).reviewSeq);
  }
  await history(kst('2025-05-12', '00:00:00'), 12);

  member = await loginAs(t.app, 'reviewer01');
  writer = await loginAs(t.app, 'writer0001');
  nonMember = await nonMemberLogin(t.app, { nonUserName: '이정민', phoneNum: '01092837465', orderNum: orders.guest });
});
afterAll(() => t.close());

describe('POST /api/review/create-review', () => {
  it('stores the review with two photos, and the campaign page then shows them', async () => {
    const response = await create(review(orders.first), [pngPhoto('첫번째.png'), { bytes: jpg, name: 'second.jpg', type: 'image/jpeg' }]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ reviewSeq: expect.any(Number), message: messages.review.created });

    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.reviewSeq, body.reviewSeq));
    expect(row).toMatchObject({ userId: 'reviewer01', orderNum: orders.first, campaignSeq, reviewRating: 4.5, showPartnerCompany: 'N' });
    const photos = await t.database.db
      .select()
      .from(reviewAttachments)
      .where(eq(reviewAttachments.reviewSeq, body.reviewSeq))
      .orderBy(asc(reviewAttachments.sortOrder));
    expect(photos.map((photo) => [photo.originalName, photo.sortOrder])).toEqual([
      ['첫번째.png', 0],
      ['second.jpg', 1],
    ]);
    for (const photo of photos) {
      const file = only(await t.database.db.select().from(storedFiles).where(eq(storedFiles.fileKey, photo.path)), 'the stored photo');
      expect(file.contentType).toBe(photo.originalName.endsWith('.png') ? 'image/png' : 'image/jpeg');
      expect(fs.existsSync(path.join(t.dataDir, 'uploads', photo.path))).toBe(true);
    }

    const list = await get(`/api/review/campaign-review-list?campaignSeq=${campaignSeq}`);
    const shown = (list.json().content as PublicReview[]).find((item) => item.reviewSeq === body.reviewSeq);
    expect(shown).toMatchObject({
      reviewRating: 4.5,
      reviewText: '하객들이 보낸 메시지가 화면에 나와서 좋았어요.',
      userId: 're********',
      attachList: photos.map((photo) => ({ path: photo.path })),
      categoryName: '기부화환',
      campaignName: '축하 기부화환',
      showPartnerCompany: 'N',
    });
    for (const photo of shown!.attachList) {
      const image = await get(`/api/file/image?path=${photo.path}`);
      expect(image.statusCode).toBe(200);
    }
    // The order row no longer offers the review button.
    const orderList = (await get('/api/invitation/get-ago-list?daysAgo=all', member)).json();
    expect(orderList.content.find((order: { orderNum: string }) => order.orderNum === orders.first).hasReview).toBe(true);
  });

  it('accepts the review part as a JSON blob, a GIF, and a funeral order', async () => {
    const response = await create(
      review(orders.funeral, { reviewRating: '5', showPartnerCompany: undefined }),
      [{ bytes: gif, name: 'a.gif', type: 'image/gif' }],
      member,
      {
        asBlob: true,
      },
    );
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.orderNum, orders.funeral));
    expect(row).toMatchObject({ reviewRating: 5, showPartnerCompany: 'Y', campaignSeq });
  });

  it('answers 409 to a second review of the same order', async () => {
    const response = await create(review(orders.first), [pngPhoto()]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: messages.review.alreadyWritten });
    const seeded = await create(review(orders.reviewed));
    expect(seeded.statusCode).toBe(409);
  });

  it('checks the form in the modal’s order: rating, text, photo count, photo type, photo size', async () => {
    const six = Array.from({ length: 6 }, (_, i) => pngPhoto(`p${i}.png`));
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const large = Buffer.concat([png, Buffer.alloc(reviewPhotoMaxBytes + 1 - png.length)]);
    const cases: Array<[string, unknown, Photo[], string]> = [
      ['no rating', review(orders.checks, { reviewRating: undefined, reviewText: '' }), six, messages.review.ratingRequired],
      ['rating 0', review(orders.checks, { reviewRating: 0 }), [], messages.review.ratingRequired],
      ['a rating off the half steps', review(orders.checks, { reviewRating: 4.3 }), [], messages.review.ratingRequired],
      ['a rating above 5', review(orders.checks, { reviewRating: 5.5 }), [], messages.review.ratingRequired],
      ['blank text', review(orders.checks, { reviewText: '  \n ' }), six, messages.review.textRequired],
      ['text over 1,000 characters', review(orders.checks, { reviewText: '가'.repeat(1001) }), [], messages.review.textTooLong],
      ['six photos', review(orders.checks), six, messages.review.tooManyPhotos],
      ['eight photos (past the parser’s own limit)', review(orders.checks), [...six, pngPhoto(), pngPhoto()], messages.review.tooManyPhotos],
      ['PDF bytes named .png', review(orders.checks), [pngPhoto(), { bytes: pdf, name: 'scan.png' }], messages.review.photoType],
      ['a WebP photo', review(orders.checks), [{ bytes: webp, name: 'photo.webp', type: 'image/webp' }], messages.review.photoType],
      ['text bytes', review(orders.checks), [{ bytes: Buffer.from('hello'), name: 'note.jpg' }], messages.review.photoType],
      ['a photo over 10 MB', review(orders.checks), [pngPhoto(), { bytes: large, name: 'huge.png' }], messages.review.photoSize],
      [
        'a JPEG cut off halfway',
        review(orders.checks),
        [pngPhoto(), { bytes: await truncatedJpeg(), name: '반쪽.jpg', type: 'image/jpeg' }],
        messages.file.imageUnreadable('반쪽.jpg'),
      ],
      [
        'a PNG declaring 30,000 × 30,000 pixels',
        review(orders.checks),
        [{ bytes: pngDeclaring(30_000, 30_000), name: 'big.png' }],
        messages.file.imageTooManyPixels('big.png', 64_000_000),
      ],
      [
        'a GIF header with a script behind it',
        review(orders.checks),
        [{ bytes: gifPolyglot, name: 'x.gif', type: 'image/gif' }],
        messages.file.imageUnreadable('x.gif'),
      ],
      ['an empty order number', review(''), [], messages.review.orderNotFound],
    ];
    const filesBefore = await storedCount();
    const reviewsBefore = await reviewCount();
    for (const [label, body, photos, message] of cases) {
      const response = await create(body, photos);
      expect({ label, status: response.statusCode, body: response.json() }).toEqual({ label, status: 400, body: { message } });
    }
    expect(await storedCount()).toBe(filesBefore);
    expect(await reviewCount()).toBe(reviewsBefore);
  });

  it('accepts a photo of exactly 10 MB (refused here only for the unknown order)', async () => {
    const exact = Buffer.concat([png, Buffer.alloc(reviewPhotoMaxBytes - png.length)]);
    const response = await create(review('999999999999'), [{ bytes: exact, name: 'exact.png' }]);
    expect(response.statusCode).toBe(404);
  });

  it('refuses a missing or unreadable review part and a body that is not multipart', async () => {
    for (const response of [await create(undefined, [pngPhoto()]), await create('{"orderNum":', [pngPhoto()]), await create('"text"', [])]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.common.badRequest });
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/review/create-review',
      headers: { ...sameOrigin, cookie: member },
      payload: { review: review(orders.checks) },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: messages.common.badRequest });
  });

  it('checks the order: unknown and someone else’s answer the same 404, without a campaign 400; no photo is kept', async () => {
    const filesBefore = await storedCount();
    const cases: Array<[string, number, string]> = [
      ['123456789012', 404, messages.review.orderNotFound],
      [orders.someoneElses, 404, messages.review.orderNotFound],
      [orders.guest, 404, messages.review.orderNotFound],
      [orders.noCampaign, 400, messages.review.noCampaign],
    ];
    for (const [orderNum, status, message] of cases) {
      const response = await create(review(orderNum), [pngPhoto(), pngPhoto()]);
      expect({ orderNum, status: response.statusCode, body: response.json() }).toEqual({ orderNum, status, body: { message } });
    }
    expect(await storedCount()).toBe(filesBefore);
  });

  it('lets a non-member review only the order they logged in with, under their name', async () => {
    const other = await create(review(orders.otherGuest), [], nonMember);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: messages.review.orderNotFound });
    const members = await create(review(orders.checks), [], nonMember);
    expect(members.statusCode).toBe(404);
    const response = await create(review(orders.guest), [pngPhoto()], nonMember);
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.orderNum, orders.guest));
    expect(row).toMatchObject({ userId: '이정민', accountSeq: null, campaignSeq });
  });

  it('needs a session and a same-origin page', async () => {
    const anonymous = await create(review(orders.checks), [pngPhoto()], '');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: messages.common.unauthenticated });
    const crossSite = await create(review(orders.checks), [pngPhoto()], member, { headers: { origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ message: messages.common.crossOrigin });
  });
});

describe('GET /api/review/get-between-list', () => {
  const may = 'startDate=2025-05-01&endDate=2025-05-11';

  it("lists the member's reviews in whole Korean days, newest first, 10 a page", async () => {
    const response = await get(`/api/review/get-between-list?${may}`, writer);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { content: MyReview[]; totalElements: number };
    expect(body.totalElements).toBe(11);
    expect(body.content.map((row) => row.reviewSeq)).toEqual([...written].reverse().slice(0, 10));
    const page2 = (await get(`/api/review/get-between-list?${may}&page=2`, writer)).json() as { content: MyReview[] };
    expect(page2.content.map((row) => row.reviewSeq)).toEqual([written[0]]);
    expect((await get(`/api/review/get-between-list?${may}&page=3`, writer)).json()).toEqual({ content: [], totalElements: 11 });
    const wider = await get('/api/review/get-between-list?startDate=2025-04-30&endDate=2025-05-12', writer);
    expect(wider.json().totalElements).toBe(13);
  });

  it('answers each review with its photos, campaign and when the order was made', async () => {
    const page2 = (await get(`/api/review/get-between-list?${may}&page=2`, writer)).json() as { content: MyReview[] };
    expect(page2.content[0]).toEqual({
      reviewSeq: written[0],
      orderNum: expect.stringMatching(/^\d{12}$/),
      reviewRating: 5,
      reviewText: '후기 1',
      attachList: [{ path: writerPhoto.path }],
      createDate: '2025-04-30T15:00:00.000Z',
      invitationCreateDate: '2025-04-10T15:00:00.000Z',
      // The campaign's category is out of use: no category name.
      categoryName: null,
      campaignName: '근조 기부화환',
      campaignSeq: writerCampaignSeq,
      showPartnerCompany: 'N',
    });
    const first = (await get(`/api/review/get-between-list?${may}`, writer)).json() as { content: MyReview[] };
    expect(first.content[1]).toMatchObject({ reviewText: '후기 10', attachList: [], showPartnerCompany: 'Y' });
    expect(first.content[0]?.invitationCreateDate).toBe(new Date(kst('2025-05-11', '23:59:59.999').getTime() - 20 * 86_400_000).toISOString());
  });

  it('lists every review, however old, without dates (전체)', async () => {
    const all = (await get('/api/review/get-between-list', writer)).json() as { content: MyReview[]; totalElements: number };
    // The eleven of May and the one on each side of that span.
    expect(all.totalElements).toBe(13);
    expect(all.content).toHaveLength(10);
    const blank = (await get('/api/review/get-between-list?startDate=&endDate=', writer)).json() as { totalElements: number };
    expect(blank.totalElements).toBe(13);
  });

  it("never shows another member's reviews", async () => {
    const response = await get(`/api/review/get-between-list?${may}`, member);
    expect(response.json()).toEqual({ content: [], totalElements: 0 });
  });

  it.each([
    ['startDate=2025-05-01', messages.myPage.dateRange],
    ['endDate=2025-05-11', messages.myPage.dateRange],
    ['startDate=2025-05-11&endDate=2025-05-01', messages.myPage.dateRange],
    ['startDate=2025-5-1&endDate=2025-05-11', messages.myPage.dateRange],
    ['startDate=2025-05-01&endDate=2025-05-11&page=0', messages.query.page],
  ])('refuses %s with its message', async (query, message) => {
    expectRefusal(await get(`/api/review/get-between-list?${query}`, writer), 400, message);
  });

  it('is for members: 401 without a session, 403 for a non-member', async () => {
    await expectMembersOnly(t.app, `/api/review/get-between-list?${may}`, nonMember);
  });
});
