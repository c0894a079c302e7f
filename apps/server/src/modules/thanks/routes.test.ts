import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, thanksPresets, thanksTextMax, thanksTitleMax, type FuneralReligion, type ThanksEdit, type ThanksPage, type ThanksSaved } from '@ongi/shared';
import { orderNumbers } from '@server/db/schema';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { expectRefusal, getAs, loginAs, nonMemberLogin } from '@server/test/member-session';
import { createAccount, createFuneralInvitation, createWeddingInvitation, storeInvitationPhoto, tinyPng } from '@server/seed/factories';

let t: TestContext;
let weddingOrderNum: string;
let weddingPublicNum: string;
let mainPhotoPath: string;
let galleryPhotoPath: string;
let strangerPhotoPath: string;
let funeralOrderNum: string;
let funeralPublicNum: string;
const funeralsByReligion = new Map<FuneralReligion, string>();
let hostCookie: string;
let otherCookie: string;
let nonMemberCookie: string;

const load = (orderNum: string, cookie?: string) => getAs(t.app, `/api/thanks/order/${orderNum}`, cookie);
const save = (orderNum: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/thanks/order/${orderNum}`,
    headers: { ...sameOrigin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(payload),
  });
const view = (publicNum: string) => getAs(t.app, `/api/thanks/page/${publicNum}`);

async function publicNumOf(orderNum: string): Promise<string> {
  const [row] = await t.database.db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, orderNum));
  return row!.publicNum;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const host = await createAccount(db, { username: 'thankshost' });
  await createAccount(db, { username: 'thanksother' });
  const main = await storeInvitationPhoto(db, t.storage, await tinyPng('#d8a0a8'), 'main.png', { linkPreview: true });
  const gallery = await storeInvitationPhoto(db, t.storage, await tinyPng('#a0b8d8'), 'gallery.png');
  const stranger = await storeInvitationPhoto(db, t.storage, await tinyPng('#a0d8b0'), 'stranger.png');
  mainPhotoPath = main.path;
  galleryPhotoPath = gallery.path;
  strangerPhotoPath = stranger.path;
  const wedding = await createWeddingInvitation(db, {
    accountSeq: host.accountSeq,
    groomName: '김도윤',
    brideName: '이서연',
    attachList: [{ ...main, attachType: 'main' }, gallery],
  });
  await createWeddingInvitation(db, { attachList: [stranger] });
  weddingOrderNum = wedding.orderNum;
  weddingPublicNum = await publicNumOf(wedding.orderNum);
  const funeral = await createFuneralInvitation(db, { nonMemberName: '김민준', nonMemberPhone: '01045678901', religion: 'buddhist', deceasedName: '김영수' });
  funeralOrderNum = funeral.orderNum;
  funeralPublicNum = await publicNumOf(funeral.orderNum);
  for (const religion of ['general', 'christian', 'catholic', 'buddhist'] as const) {
    const made = await createFuneralInvitation(db, { accountSeq: host.accountSeq, religion, deceasedName: '박순자', mainMournerName: '박지훈' });
    funeralsByReligion.set(religion, made.orderNum);
  }
  hostCookie = await loginAs(t.app, 'thankshost');
  otherCookie = await loginAs(t.app, 'thanksother');
  nonMemberCookie = await nonMemberLogin(t.app, { nonUserName: '김민준', phoneNum: '01045678901', orderNum: funeral.orderNum });
});
afterAll(() => t.close());

describe('GET /api/thanks/order/:orderNum', () => {
  it("starts a wedding's page from its first 감사 인사, with the couple's names and the invitation's photos, main first", async () => {
    const response = await load(weddingOrderNum, hostCookie);
    expect(response.statusCode).toBe(200);
    const edit = response.json() as ThanksEdit;
    expect(edit).toMatchObject({
      orderNum: weddingOrderNum,
      publicNum: weddingPublicNum,
      invitationType: 'W',
      names: { invitationType: 'W', groomName: '김도윤', brideName: '이서연' },
      title: '감사 인사드립니다',
      photoPath: mainPhotoPath,
      published: false,
      savedAt: null,
    });
    expect(edit.text).toContain('김도윤 · 이서연');
    expect(edit.text).toBe(thanksPresets(edit.names)[0]);
    expect(edit.photos.map((photo) => photo.path)).toEqual([mainPhotoPath, galleryPhotoPath]);
    expect(edit.photos[0]!.variants.length).toBeGreaterThan(0);
  });

  it.each([
    ['general', '별세', '상주 박지훈 올림'],
    ['christian', '소천', '유족 대표 박지훈 올림'],
    ['catholic', '선종', '유족 대표 박지훈 올림'],
    ['buddhist', '왕생', '상주 박지훈 합장'],
  ] as const)("starts a funeral's 감사장 in the notice's %s wording", async (religion, death, signature) => {
    const edit = (await load(funeralsByReligion.get(religion)!, hostCookie)).json() as ThanksEdit;
    expect(edit.names).toEqual({ invitationType: 'F', deceasedName: '박순자', religion, mainMournerName: '박지훈' });
    expect(edit.title).toBe('감사의 말씀을 올립니다');
    expect(edit.text).toContain('故 박순자님');
    expect(edit.text).toContain(signature);
    // The religion's own presets, each naming the deceased; the first one words the death as the notice does.
    const presets = thanksPresets(edit.names);
    expect(presets.length).toBeGreaterThanOrEqual(2);
    expect(presets.every((text) => text.includes('박순자'))).toBe(true);
    expect(edit.text).toContain(death);
  });

  it('is the non-member session of that order too', async () => {
    const response = await load(funeralOrderNum, nonMemberCookie);
    expect(response.statusCode).toBe(200);
    expect((response.json() as ThanksEdit).names).toMatchObject({ deceasedName: '김영수', religion: 'buddhist' });
  });

  it('needs a login, and answers someone else\u2019s order as an unknown one', async () => {
    expectRefusal(await load(weddingOrderNum), 401, messages.common.unauthenticated);
    expectRefusal(await load(weddingOrderNum, otherCookie), 404, messages.thanks.orderNotFound);
    expectRefusal(await load(weddingOrderNum, nonMemberCookie), 404, messages.thanks.orderNotFound);
    expectRefusal(await load(funeralOrderNum, hostCookie), 404, messages.thanks.orderNotFound);
    expectRefusal(await load('999999999999', hostCookie), 404, messages.thanks.orderNotFound);
    expectRefusal(await load('12ab', hostCookie), 400, messages.thanks.orderNotFound);
  });
});

describe('PUT /api/thanks/order/:orderNum', () => {
  const valid = () => ({ title: '고맙습니다', text: '와 주셔서 고맙습니다.\n행복하게 살겠습니다.', photoPath: null as string | null, published: false });

  it.each([
    [{ title: '   ' }, messages.thanks.titleRequired],
    [{ title: undefined }, messages.thanks.titleRequired],
    [{ title: '가'.repeat(thanksTitleMax + 1) }, messages.thanks.titleTooLong(thanksTitleMax)],
    [{ text: '' }, messages.thanks.textRequired],
    [{ text: '가'.repeat(thanksTextMax + 1) }, messages.thanks.textTooLong(thanksTextMax)],
    [{ photoPath: 'uploads/none.png' }, messages.thanks.photoNotOwn],
    [{ published: 'yes' }, messages.common.badRequest],
  ])('refuses %j: %s', async (change, message) => {
    expectRefusal(await save(weddingOrderNum, { ...valid(), ...change }, hostCookie), 400, message);
  });

  it("refuses another invitation's photo", async () => {
    expectRefusal(await save(weddingOrderNum, { ...valid(), photoPath: strangerPhotoPath }, hostCookie), 400, messages.thanks.photoNotOwn);
  });

  it('refuses without a login, and someone else\u2019s order as an unknown one (nothing written)', async () => {
    expectRefusal(await save(weddingOrderNum, valid()), 401, messages.common.unauthenticated);
    expectRefusal(await save(weddingOrderNum, valid(), otherCookie), 404, messages.thanks.orderNotFound);
    expectRefusal(await save(funeralOrderNum, valid(), hostCookie), 404, messages.thanks.orderNotFound);
    expect(((await load(weddingOrderNum, hostCookie)).json() as ThanksEdit).savedAt).toBeNull();
  });

  it('saves, loads back what was saved, and saves again over it', async () => {
    const first = await save(weddingOrderNum, { ...valid(), photoPath: galleryPhotoPath }, hostCookie);
    expect(first.statusCode).toBe(200);
    const saved = first.json() as ThanksSaved;
    expect(saved).toMatchObject({
      title: '고맙습니다',
      text: '와 주셔서 고맙습니다.\n행복하게 살겠습니다.',
      photoPath: galleryPhotoPath,
      published: false,
      message: messages.thanks.saved,
    });
    expect(saved.savedAt).not.toBeNull();

    const loaded = (await load(weddingOrderNum, hostCookie)).json() as ThanksEdit;
    expect(loaded).toMatchObject({ title: '고맙습니다', photoPath: galleryPhotoPath, published: false });

    const again = (await save(weddingOrderNum, { ...valid(), title: '  감사합니다  ', photoPath: null }, hostCookie)).json() as ThanksSaved;
    expect(again).toMatchObject({ title: '감사합니다', photoPath: null });
    expect(((await load(weddingOrderNum, hostCookie)).json() as ThanksEdit).photoPath).toBeNull();
  });

  it("lets the order's non-member session save", async () => {
    const response = await save(funeralOrderNum, { ...valid(), title: '감사의 말씀', published: true }, nonMemberCookie);
    expect(response.statusCode).toBe(200);
    expect((response.json() as ThanksSaved).message).toBe(messages.thanks.published);
  });
});

describe('GET /api/thanks/page/:publicNum', () => {
  it('says only that an unpublished page is not there yet', async () => {
    const funeral = await createFuneralInvitation(t.database.db, { religion: 'christian' });
    const publicNum = await publicNumOf(funeral.orderNum);
    // Never saved, then saved without publishing: the same calm answer.
    expect((await view(publicNum)).json()).toEqual({ published: false, invitationType: 'F' });
    const owner = await createAccount(t.database.db, { username: 'thankshost2' });
    const other = await createWeddingInvitation(t.database.db, { accountSeq: owner.accountSeq });
    const cookie = await loginAs(t.app, 'thankshost2');
    await save(other.orderNum, { title: '감사 인사', text: '고맙습니다', photoPath: null, published: false }, cookie);
    const response = await view(await publicNumOf(other.orderNum));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ published: false, invitationType: 'W' });
  });

  it('shows the published page with its names, plain text and chosen photo; unpublishing hides it again', async () => {
    await save(weddingOrderNum, { title: '감사 인사드립니다', text: '<b>고맙습니다</b>\n둘째 줄', photoPath: galleryPhotoPath, published: true }, hostCookie);
    const response = await view(weddingPublicNum);
    expect(response.statusCode).toBe(200);
    const page = response.json() as Extract<ThanksPage, { published: true }>;
    expect(page).toMatchObject({
      published: true,
      invitationType: 'W',
      publicNum: weddingPublicNum,
      names: { groomName: '김도윤', brideName: '이서연' },
      title: '감사 인사드립니다',
      text: '<b>고맙습니다</b>\n둘째 줄',
      editStyle: '0_color01',
    });
    expect(page.photo?.path).toBe(galleryPhotoPath);
    // Nothing of the host's order is in the guests' answer.
    expect(response.body).not.toContain(weddingOrderNum);

    await save(weddingOrderNum, { title: '감사 인사드립니다', text: '고맙습니다', photoPath: null, published: false }, hostCookie);
    expect((await view(weddingPublicNum)).json()).toEqual({ published: false, invitationType: 'W' });
  });

  it('is the published 감사장 of a funeral, with the notice names', async () => {
    const page = (await view(funeralPublicNum)).json() as Extract<ThanksPage, { published: true }>;
    expect(page).toMatchObject({ published: true, invitationType: 'F', title: '감사의 말씀', editStyle: null });
    expect(page.names).toEqual({ invitationType: 'F', deceasedName: '김영수', religion: 'buddhist', mainMournerName: '김민준' });
  });

  it('answers an unknown number, or an order number, as not found', async () => {
    expectRefusal(await view('999999999999'), 404, messages.invitation.notFound);
    expectRefusal(await view(weddingOrderNum), 404, messages.invitation.notFound);
    expectRefusal(await view('abc'), 400, messages.invitation.notFound);
  });
});
