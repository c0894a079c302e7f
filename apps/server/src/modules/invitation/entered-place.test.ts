// Issue 26: a 부고장 or 청첩장 at a place that is not a partner (entered with
// the place search), carrying a campaign of no partner, made, edited and shown
// to guests and on the kiosk like a partner's; dates in order; and a host who
// made one without an account stays logged in to it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  messages,
  todayInSeoul,
  type FuneralInvitationInput,
  type InvitationSaved,
  type InvitationView,
  type KioskData,
  type WeddingInvitationInput,
} from '@ongi/shared';
import { funeralInvitations, weddingInvitations } from '@server/db/schema';
import { createAccount, createCampaign, createCampaignCategory, createDonationCategory, createPartner } from '@server/seed/factories';
import { createTestApp, sameOrigin, sessionCookie, type TestContext } from '@server/test/app';
import { expectRefusal, getAs, loginAs } from '@server/test/member-session';
import { multipart, type FormPart } from '@server/test/multipart';

let t: TestContext;
let webDist: string;
let photo: Buffer;
let member: string;
const refs = { funeralHome: 0, category: 0, donation: 0, condolence: 0, celebration: 0, partnersFuneral: 0 };

const year = new Date().getFullYear() + 1;
/** Places as the place search gives them: not partners, with an address and coordinates. */
const asan = { name: '서울아산병원 장례식장', address: '서울 송파구 올림픽로43길 88', latitude: 37.52542, longitude: 127.10704 };
const samsung = { name: '삼성서울병원 장례식장', address: '서울 강남구 일원로 81', latitude: 37.48944, longitude: 127.08988 };
const shilla = { name: '서울신라호텔', address: '서울 중구 동호로 249', latitude: 37.55578, longitude: 127.00548 };

const shell =
  '<!doctype html>\n<html lang="ko">\n  <head>\n    <meta charset="UTF-8" />\n    <title>온기</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-web-'));
  fs.writeFileSync(path.join(webDist, 'invitation.html'), shell);
  fs.writeFileSync(path.join(webDist, 'index.html'), shell);
  t = await createTestApp({ webDist });
  const { db } = t.database;
  photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b8a99a' } })
    .jpeg()
    .toBuffer();
  await createAccount(db, { username: 'place_member' });
  member = await loginAs(t.app, 'place_member');
  const funeralHome = await createPartner(db, { type: 'funeral', name: '온기장례식장', details: ['특1호실'] });
  const top = await createCampaignCategory(db, { name: '기부화환' });
  const child = await createCampaignCategory(db, { name: '축하화환', parentSeq: top.categoryCampaignSeq });
  const donation = await createDonationCategory(db, { name: '아동복지' });
  // The product's own wreaths belong to no partner (campaigns 16 and 17 of the demo data).
  const celebration = await createCampaign(db, {
    campaignName: '축하 기부화환',
    campaignType: 'WEDDING',
    categoryCampaignSeq: child.categoryCampaignSeq,
    categoryDonationSeq: donation.categoryDonationSeq,
  });
  const condolence = await createCampaign(db, { campaignName: '근조 기부화환', campaignType: 'FUNERAL' });
  const partners = await createCampaign(db, { campaignName: '온기장례식장의 캠페인', campaignType: 'FUNERAL', partnerSeq: funeralHome.partnerSeq });
  Object.assign(refs, {
    funeralHome: funeralHome.partnerSeq,
    category: child.categoryCampaignSeq,
    donation: donation.categoryDonationSeq,
    celebration: celebration.campaignSeq,
    condolence: condolence.campaignSeq,
    partnersFuneral: partners.campaignSeq,
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

function funeral(overrides: Partial<FuneralInvitationInput> = {}): FuneralInvitationInput {
  return {
    religion: 'general',
    deceasedName: '김영호',
    age: 85,
    deathbedDate: `${year}-01-13`,
    deathbedTime: '04:40',
    funeralDate: `${year}-01-15`,
    funeralTime: '08:00',
    funeralLocationName: asan.name,
    funeralLocationDtl: '3호실 (지하 1층)',
    partnerSeq: null,
    mapAddress: asan.address,
    funeralLatitude: asan.latitude,
    funeralLongitude: asan.longitude,
    mourners: '장남 김철수',
    useCampaign: true,
    campaignSeq: refs.condolence,
    kioskStyle: 2,
    ...overrides,
  };
}

function wedding(overrides: Partial<WeddingInvitationInput> = {}): WeddingInvitationInput {
  return {
    eventDate: `${year}-05-16`,
    eventTime: '13:30',
    eventLocationName: shilla.name,
    eventLocationDetail: '다이너스티홀 (2층)',
    partnerSeq: null,
    mapAddress: shilla.address,
    eventLatitude: shilla.latitude,
    eventLongitude: shilla.longitude,
    groomName: '김도윤',
    brideName: '정다은',
    useCampaign: true,
    categoryCampaignSeq: refs.category,
    categoryDonationSeq: refs.donation,
    campaignSeq: refs.celebration,
    ...overrides,
  };
}

type Kind = 'wedding' | 'funeral';

function send(kind: Kind, json: unknown, files: FormPart[] = [], cookie?: string, seq?: number) {
  const field = kind === 'wedding' ? 'weddingInvitation' : 'funeralInvitation';
  const { payload, contentType } = multipart([{ name: field, body: JSON.stringify(json), contentType: 'application/json' }, ...files]);
  return t.app.inject({
    method: 'POST',
    url: `/api/invitation/${kind}${seq === undefined ? '' : `/${seq}`}`,
    headers: { ...sameOrigin, 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

const weddingPhotos = (): FormPart[] => [
  { name: 'mainImage', filename: 'main.jpg', body: photo, contentType: 'image/jpeg' },
  { name: 'attachList', filename: 'gallery.jpg', body: photo, contentType: 'image/jpeg' },
];

async function saved(response: Awaited<ReturnType<typeof send>>): Promise<InvitationSaved> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InvitationSaved;
}

const guestView = async (publicNum: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/invitation/get-detail?orderNum=${publicNum}` })).json() as InvitationView;
const kiosk = async (publicNum: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/invitation/get-kiosk-data?orderNum=${publicNum}` })).json() as KioskData;
const guestPage = async (publicNum: string) => (await t.app.inject({ method: 'GET', url: `/invitation/${publicNum}` })).body;

describe('a 부고장 at a funeral home that is not a partner', () => {
  it('is made with the entered place and a campaign of no partner, shown to guests, in the link preview and on the kiosk, and edited', async () => {
    const made = await saved(await send('funeral', funeral(), [], member));
    const [row] = await t.database.db.select().from(funeralInvitations).where(eq(funeralInvitations.funeralInvitationSeq, made.invitationSeq));
    expect(row).toMatchObject({
      partnerSeq: null,
      funeralLocationName: asan.name,
      funeralLocationDtl: '3호실 (지하 1층)',
      mapAddress: asan.address,
      funeralLatitude: asan.latitude,
      funeralLongitude: asan.longitude,
      campaignSeq: refs.condolence,
    });

    const view = await guestView(made.publicNum);
    expect(view.funeral?.place).toEqual({
      name: asan.name,
      detail: '3호실 (지하 1층)',
      address: asan.address,
      latitude: asan.latitude,
      longitude: asan.longitude,
    });
    expect(view.campaign).toMatchObject({ campaignSeq: refs.condolence, campaignName: '근조 기부화환' });
    const page = await guestPage(made.publicNum);
    expect(page).toContain(`<meta property="og:description" content="발인 ${year}년 1월 15일`);
    expect(page).toContain(`${asan.name} 3호실 (지하 1층)"`);
    expect((await kiosk(made.publicNum)).funeral).toMatchObject({ deceasedName: '김영호', placeName: `${asan.name} 3호실 (지하 1층)` });

    // Moved to another funeral home found with the search: everything follows.
    const edited = await send(
      'funeral',
      funeral({
        funeralLocationName: samsung.name,
        funeralLocationDtl: '특2호실',
        mapAddress: samsung.address,
        funeralLatitude: samsung.latitude,
        funeralLongitude: samsung.longitude,
      }),
      [],
      member,
      made.invitationSeq,
    );
    expect(edited.json()).toMatchObject({ message: messages.invitation.funeralUpdated });
    expect((await guestView(made.publicNum)).funeral?.place).toEqual({
      name: samsung.name,
      detail: '특2호실',
      address: samsung.address,
      latitude: samsung.latitude,
      longitude: samsung.longitude,
    });
    expect((await kiosk(made.publicNum)).funeral?.placeName).toBe(`${samsung.name} 특2호실`);
    expect(await guestPage(made.publicNum)).toContain(`${samsung.name} 특2호실"`);
  });

  it("takes a partner's own campaign at that partner, and a partner with no map place", async () => {
    await saved(
      await send(
        'funeral',
        funeral({
          partnerSeq: refs.funeralHome,
          funeralLocationName: '온기장례식장',
          mapAddress: '',
          funeralLatitude: null,
          funeralLongitude: null,
          campaignSeq: refs.partnersFuneral,
        }),
        [],
        member,
      ),
    );
  });

  it.each<[string, Partial<FuneralInvitationInput>]>([
    ['no place at all', { funeralLocationName: '', mapAddress: '', funeralLatitude: null, funeralLongitude: null }],
    ['a name typed but not found on the map', { mapAddress: '', funeralLatitude: null, funeralLongitude: null }],
    ['a name and coordinates without the address', { mapAddress: '' }],
    ['an address without coordinates', { funeralLatitude: null, funeralLongitude: null }],
  ])('answers 장례식장을 선택해주세요. for %s', async (_label, overrides) => {
    const before = await t.database.db.$count(funeralInvitations);
    expectRefusal(await send('funeral', funeral(overrides), [], member), 400, messages.invitation.funeralHomeRequired);
    expect(await t.database.db.$count(funeralInvitations)).toBe(before);
  });
});

describe('dates in order', () => {
  it.each<[string, Partial<FuneralInvitationInput>]>([
    ['a day before', { deathbedDate: `${year}-01-16`, funeralDate: `${year}-01-15` }],
    ['the same day, earlier', { deathbedDate: `${year}-01-15`, deathbedTime: '14:30', funeralDate: `${year}-01-15`, funeralTime: '08:00' }],
  ])("refuses 발인 before 별세 (%s), on create and on edit, in the family's word", async (_label, overrides) => {
    expectRefusal(await send('funeral', funeral(overrides), [], member), 400, messages.invitationPlace.funeralBeforeDeath('별세'));
    expectRefusal(
      await send('funeral', funeral({ ...overrides, religion: 'christian' }), [], member),
      400,
      messages.invitationPlace.funeralBeforeDeath('소천'),
    );
    const made = await saved(await send('funeral', funeral(), [], member));
    expectRefusal(await send('funeral', funeral(overrides), [], member, made.invitationSeq), 400, messages.invitationPlace.funeralBeforeDeath('별세'));
  });

  it('takes 발인 later the same day, or with a time that is not a clock time', async () => {
    await saved(
      await send('funeral', funeral({ deathbedDate: `${year}-01-15`, deathbedTime: '04:40', funeralDate: `${year}-01-15`, funeralTime: '17:00' }), [], member),
    );
    await saved(
      await send('funeral', funeral({ deathbedDate: `${year}-01-15`, deathbedTime: '새벽', funeralDate: `${year}-01-15`, funeralTime: '08:00' }), [], member),
    );
  });

  it('refuses a new invitation whose day is already past, and lets an edit keep it', async () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    const past = todayInSeoul(yesterday);
    expectRefusal(await send('funeral', funeral({ deathbedDate: past, funeralDate: past }), [], member), 400, messages.invitationPlace.funeralDatePast);
    expectRefusal(await send('wedding', wedding({ eventDate: past }), weddingPhotos(), member), 400, messages.invitationPlace.eventDatePast);
    // Today is not past.
    await saved(await send('funeral', funeral({ deathbedDate: todayInSeoul(yesterday), funeralDate: todayInSeoul() }), [], member));

    const made = await saved(await send('funeral', funeral(), [], member));
    await t.database.db
      .update(funeralInvitations)
      .set({ deathbedDate: past, funeralDate: past })
      .where(eq(funeralInvitations.funeralInvitationSeq, made.invitationSeq));
    const edited = await send(
      'funeral',
      funeral({ deathbedDate: past, funeralDate: past, mainMessage: '발인을 마쳤습니다. 감사합니다.' }),
      [],
      member,
      made.invitationSeq,
    );
    expect(edited.statusCode, edited.body).toBe(200);
  });
});

describe('a 청첩장 at a venue that is not a partner', () => {
  it('is made with the entered venue and the celebration wreath, and the calendar entry carries its address and point', async () => {
    const made = await saved(await send('wedding', wedding(), weddingPhotos(), member));
    const [row] = await t.database.db.select().from(weddingInvitations).where(eq(weddingInvitations.weddingInvitationSeq, made.invitationSeq));
    expect(row).toMatchObject({
      partnerSeq: null,
      eventLocationName: shilla.name,
      mapAddress: shilla.address,
      eventLatitude: shilla.latitude,
      eventLongitude: shilla.longitude,
      campaignSeq: refs.celebration,
    });
    expect((await guestView(made.publicNum)).wedding?.place).toEqual({
      name: shilla.name,
      detail: '다이너스티홀 (2층)',
      address: shilla.address,
      latitude: shilla.latitude,
      longitude: shilla.longitude,
    });
    expect((await kiosk(made.publicNum)).wedding?.placeName).toBe(`${shilla.name} 다이너스티홀 (2층)`);
    expect(await guestPage(made.publicNum)).toContain(`${shilla.name} 다이너스티홀 (2층)"`);
    const calendar = (await t.app.inject({ method: 'GET', url: `/api/invitation/calendar?orderNum=${made.publicNum}` })).body;
    expect(calendar.replace(/\r\n /g, '')).toContain(`LOCATION:${shilla.name} 다이너스티홀 (2층)\\, ${shilla.address}`);
    expect(calendar).toContain(`GEO:${shilla.latitude};${shilla.longitude}`);

    const edited = await send('wedding', wedding({ eventLocationDetail: '영빈관' }), [], member, made.invitationSeq);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await guestView(made.publicNum)).wedding?.place.detail).toBe('영빈관');
  });

  it('asks for the venue to be found with the search when only its name was typed', async () => {
    expectRefusal(
      await send('wedding', wedding({ mapAddress: '', eventLatitude: null, eventLongitude: null }), weddingPhotos(), member),
      400,
      messages.invitationPlace.venueNotFound,
    );
    // No name at all is still the name's own sentence.
    expectRefusal(await send('wedding', wedding({ eventLocationName: '' }), weddingPhotos(), member), 400, messages.invitation.venueRequired);
  });
});

describe('a host without an account', () => {
  it('stays logged in to the order they made: it is theirs on my-page and to edit, with no login', async () => {
    const response = await send('funeral', funeral({ nonMemberName: '김철수', nonMemberPhone: '010-2345-6789' }));
    const made = await saved(response);
    const host = sessionCookie(response);
    expect((await getAs(t.app, '/api/account/check-login', host)).json()).toEqual({
      isAuthenticated: true,
      userInfo: { name: '김철수', roleType: 'NON_MEMBER' },
    });
    const orders = (await getAs(t.app, '/api/invitation/get-ago-list?daysAgo=all', host)).json().content as Array<{ orderNum: string }>;
    expect(orders.map((order) => order.orderNum)).toEqual([made.orderNum]);
    expect((await getAs(t.app, `/api/invitation/funeral/${made.invitationSeq}`, host)).json()).toMatchObject({ orderNum: made.orderNum, funeralTime: '08:00' });
    const fixed = await send('funeral', funeral({ funeralTime: '09:30' }), [], host, made.invitationSeq);
    expect(fixed.json()).toMatchObject({ message: messages.invitation.funeralUpdated });
    expect((await guestView(made.publicNum)).funeral?.funeralTime).toBe('09:30');
  });

  it('moves a non-member session to the new order: the second notice is the one this browser holds', async () => {
    const first = await send('funeral', funeral({ nonMemberName: '이영희', nonMemberPhone: '01033334444' }));
    const second = await send('funeral', funeral({ nonMemberName: '이영희', nonMemberPhone: '01033334444', deceasedName: '이순자' }), [], sessionCookie(first));
    const made = await saved(second);
    const orders = (await getAs(t.app, '/api/invitation/get-ago-list?daysAgo=all', sessionCookie(second))).json().content as Array<{ orderNum: string }>;
    expect(orders.map((order) => order.orderNum)).toEqual([made.orderNum]);
    // The first session is over (a new id at every login).
    expect((await getAs(t.app, '/api/account/check-login', sessionCookie(first))).json()).toMatchObject({ isAuthenticated: false });
  });

  it("leaves a member's session as it is", async () => {
    const response = await send('wedding', wedding(), weddingPhotos(), member);
    await saved(response);
    expect(response.cookies.find((cookie) => cookie.name === 'ongi_sid')).toBeUndefined();
    expect((await getAs(t.app, '/api/account/check-login', member)).json().userInfo.roleType).toBe('NORMAL');
  });

  it('is not logged in by a refused create', async () => {
    const response = await send('funeral', funeral({ nonMemberName: '박민수', nonMemberPhone: '01055556666', partnerSeq: null, mapAddress: '' }));
    expectRefusal(response, 400, messages.invitation.funeralHomeRequired);
    expect(response.cookies.find((cookie) => cookie.name === 'ongi_sid')).toBeUndefined();
  });
});
