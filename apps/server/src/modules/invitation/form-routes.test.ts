import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  invitationPhotosMaxBytesPerOrder,
  invitationPhotosMaxBytesPerSave,
  itemAt,
  messages,
  only,
  type InvitationSaved,
  type WeddingInvitationEdit,
  type WeddingInvitationInput,
  type FuneralInvitationInput,
} from '@ongi/shared';
import {
  funeralInvitations,
  campaigns,
  funeralMournerAccounts,
  partners,
  storedFiles,
  weddingCongratAccounts,
  weddingInvitationAttachments,
  weddingInvitations,
} from '@server/db/schema';
import { createAccount, createCampaign, createPartner } from '@server/seed/factories';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { createInvitationReferences } from '@server/test/invitation-references';
import { expectRefusal, getAs, loginAs, nonMemberLogin } from '@server/test/member-session';
import { gifPolyglot, hiddenTrailer, noisyJpeg, pngDeclaring, truncatedJpeg, withTrailer } from '@server/test/bad-images';
import { multipart, type FormPart } from '@server/test/multipart';

let t: TestContext;
let photo: Buffer;
let member: string;
let otherMember: string;
let admin: string;
const refs = { venue: 0, hall: '', funeralHome: 0, topCategory: 0, category: 0, donation: 0, weddingCampaign: 0, funeralCampaign: 0 };
// Next year: a new invitation's day may not be past (issue 26).
const year = new Date().getFullYear() + 1;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#d8b4a0' } })
    .jpeg()
    .toBuffer();
  await createAccount(db, { username: 'host_member' });
  await createAccount(db, { username: 'other_host' });
  await createAccount(db, { username: 'site_admin', roleType: 'ADMIN' });
  member = await loginAs(t.app, 'host_member');
  otherMember = await loginAs(t.app, 'other_host');
  admin = await loginAs(t.app, 'site_admin');
  Object.assign(refs, await createInvitationReferences(db));
});
afterAll(() => t.close());

function wedding(overrides: Partial<WeddingInvitationInput> = {}): WeddingInvitationInput {
  return {
    eventDate: `${year}-05-15`,
    eventTime: '13:30',
    eventLocationName: '라온채플 강남',
    eventLocationDetail: refs.hall,
    partnerSeq: refs.venue,
    mainDesign: 2,
    editStyle: '1_color02',
    mainMessage: '저희 두 사람, 결혼합니다',
    greetingsMessage: '서로 다른 길을 걸어온 두 사람이\n이제 같은 길을 걸으려 합니다.',
    groomName: '김도윤',
    groomFatherName: '김태식',
    brideName: '정다은',
    brideMotherName: '윤선희',
    groomContactName: '김도윤',
    groomContactPhone: '010-3615-8274',
    congratInfo: [
      { weddingSide: 'groom', name: '김도윤', bankName: '신한', bankNumber: '110-438-271953' },
      { weddingSide: 'groom', name: '김태식', bankName: '농협', bankNumber: '3020193847261' },
      { weddingSide: 'bride', name: '정다은', bankName: '카카오뱅크', bankNumber: '3333012847593' },
      { weddingSide: 'bride', name: '', bankName: '', bankNumber: '' },
    ],
    useCampaign: true,
    categoryCampaignSeq: refs.category,
    categoryDonationSeq: refs.donation,
    campaignSeq: refs.weddingCampaign,
    kioskStyle: 3,
    eventLatitude: 37.5034,
    eventLongitude: 127.0453,
    mapAddress: '서울 강남구 테헤란로 322',
    ...overrides,
  };
}

function funeral(overrides: Partial<FuneralInvitationInput> = {}): FuneralInvitationInput {
  return {
    religion: 'christian',
    deceasedName: '정영수',
    age: 84,
    deathbedDate: `${year}-03-01`,
    deathbedTime: '04:40',
    funeralDate: `${year}-03-03`,
    funeralTime: '07:00',
    funeralLocationName: '온기장례식장',
    funeralLocationDtl: '특1호실',
    partnerSeq: refs.funeralHome,
    burialPlace: '경기도 용인시 평온의숲',
    mainDesign: 4,
    mainMessage: '故 정영수님께서 소천하셨습니다.',
    greetingsMessage: '그동안 베풀어 주신 은혜에 감사드립니다.',
    mourners: '아들 정기호\n딸 정미경\n손녀 정다은',
    mainMournerId: '장남',
    mainMournerName: '정기호',
    mainMournerPhone: '01061827394',
    mournerList: [
      { name: '정기호', bankName: '국민', bankInfo: '47290101382716' },
      { name: '정미경', bankName: '우리', bankInfo: '1002938475610' },
      { name: '정다은', bankName: '카카오뱅크', bankInfo: '3333012847593' },
    ],
    useCampaign: true,
    campaignSeq: refs.funeralCampaign,
    ...overrides,
  };
}

type Kind = 'wedding' | 'funeral';
const jsonField = (kind: Kind) => (kind === 'wedding' ? 'weddingInvitation' : 'funeralInvitation');

function photos(main: number, gallery: number, file = photo, name = 'photo.jpg'): FormPart[] {
  return [
    ...Array.from({ length: main }, () => ({ name: 'mainImage', filename: name, body: file, contentType: 'image/jpeg' })),
    ...Array.from({ length: gallery }, (_, i) => ({ name: 'attachList', filename: `gallery_${i}.jpg`, body: file, contentType: 'image/jpeg' })),
  ];
}

function send(kind: Kind, json: unknown, files: FormPart[] = [], cookie?: string, seq?: number) {
  const { payload, contentType } = multipart([{ name: jsonField(kind), body: JSON.stringify(json), contentType: 'application/json' }, ...files]);
  return t.app.inject({
    method: 'POST',
    url: `/api/invitation/${kind}${seq === undefined ? '' : `/${seq}`}`,
    headers: { ...sameOrigin, 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

async function created(response: Awaited<ReturnType<typeof send>>): Promise<InvitationSaved> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InvitationSaved;
}

const weddingRow = async (seq: number) =>
  only(await t.database.db.select().from(weddingInvitations).where(eq(weddingInvitations.weddingInvitationSeq, seq)), `wedding invitation ${seq}`);
const weddingPhotos = (seq: number) =>
  t.database.db.select().from(weddingInvitationAttachments).where(eq(weddingInvitationAttachments.weddingInvitationSeq, seq));

describe('POST /api/invitation/wedding', () => {
  it("makes a member's wedding card with its photos, accounts and campaign, and answers both numbers", async () => {
    const saved = await created(await send('wedding', wedding(), photos(1, 3), member));
    expect(saved).toMatchObject({ result: true, invitationType: 'W', message: messages.invitation.weddingCreated(saved.orderNum) });
    expect(saved.message).toBe(`청첩장이 생성되었습니다.<br>마이페이지에서 확인해주세요.<br> 주문번호 : ${saved.orderNum}`);
    expect(saved.orderNum).toMatch(/^[1-9]\d{11}$/);
    expect(saved.publicNum).toMatch(/^[1-9]\d{11}$/);
    expect(saved.publicNum).not.toBe(saved.orderNum);

    const row = await weddingRow(saved.invitationSeq);
    expect(row).toMatchObject({
      orderNum: saved.orderNum,
      accountSeq: expect.any(Number),
      nonMemberName: null,
      greetingsMessage: '서로 다른 길을 걸어온 두 사람이<br>이제 같은 길을 걸으려 합니다.',
      groomContactPhone: '01036158274',
      editStyle: '1_color02',
      campaignSeq: refs.weddingCampaign,
      eventLatitude: 37.5034,
    });
    const accounts = await t.database.db.select().from(weddingCongratAccounts).where(eq(weddingCongratAccounts.weddingInvitationSeq, saved.invitationSeq));
    // The row left empty is dropped; account numbers keep their digits.
    expect(accounts.map((a) => [a.weddingSide, a.name, a.bankNumber])).toEqual([
      ['groom', '김도윤', '110438271953'],
      ['groom', '김태식', '3020193847261'],
      ['bride', '정다은', '3333012847593'],
    ]);
    const attached = await weddingPhotos(saved.invitationSeq);
    expect(attached.map((a) => a.attachType).sort()).toEqual(['gallery', 'gallery', 'gallery', 'main']);
    // Each photo is kept with WebP copies; the main photo also as the 1200×630 link preview.
    const main = attached.find((a) => a.attachType === 'main')!;
    const copies = await t.database.db.select().from(storedFiles).where(eq(storedFiles.parentKey, main.path));
    expect(copies.map((c) => [c.variant, c.width]).sort()).toEqual([
      ['og', 1200],
      ['w1200', 1200],
      ['w480', 480],
      ['w960', 960],
    ]);
    for (const copy of copies) expect(copy.contentType).toBe('image/webp');
  });

  it("makes a logged-out host's card with their name and phone, which with the order number are their login", async () => {
    const saved = await created(await send('wedding', wedding({ nonMemberName: '박지훈', nonMemberPhone: '010-4827-3916' }), photos(1, 1)));
    expect(await weddingRow(saved.invitationSeq)).toMatchObject({ accountSeq: null, nonMemberName: '박지훈', nonMemberPhone: '01048273916' });
    const session = await nonMemberLogin(t.app, { nonUserName: '박지훈', phoneNum: '01048273916', orderNum: saved.orderNum });
    expect((await getAs(t.app, '/api/account/check-login', session)).json().userInfo.roleType).toBe('NON_MEMBER');
  });

  it('does not let the public number log anyone in', async () => {
    const saved = await created(await send('wedding', wedding({ nonMemberName: '이하객', nonMemberPhone: '01011112222' }), photos(1, 1)));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/nonUserLogin',
      headers: sameOrigin,
      payload: { nonUserName: '이하객', phoneNum: '01011112222', orderNum: saved.publicNum },
    });
    expectRefusal(response, 401, messages.login.invalid);
  });

  it.each<[string, Partial<WeddingInvitationInput>, [number, number] | null, string]>([
    ['an impossible date', { eventDate: `${year}-02-30` }, null, messages.invitation.eventDateInvalid],
    ['no time', { eventTime: ' ' }, null, messages.invitation.eventTimeRequired],
    ['no venue', { eventLocationName: '' }, null, messages.invitation.venueRequired],
    ['no groom', { groomName: '' }, null, messages.invitation.groomNameRequired],
    ['no bride', { brideName: '' }, null, messages.invitation.brideNameRequired],
    ['no main photo', {}, [0, 2], messages.invitation.photoRequired],
    ['no gallery photo', {}, [1, 0], messages.invitation.photoRequired],
    [
      'a half-filled account',
      { congratInfo: [{ weddingSide: 'groom', name: '김도윤', bankName: '', bankNumber: '110438271953' }] },
      null,
      messages.invitation.accountIncomplete,
    ],
    ['no campaign category', { categoryCampaignSeq: null }, null, messages.invitation.campaignCategoryRequired],
    ['no donation recipient', { categoryDonationSeq: null }, null, messages.invitation.donationRequired],
    ['no campaign', { campaignSeq: null }, null, messages.invitation.campaignRequired],
    ['a funeral campaign', { campaignSeq: -1 }, null, messages.invitation.campaignRequired],
    ['a category that does not exist', { categoryCampaignSeq: 999999 }, null, messages.invitation.campaignCategoryRequired],
    ['a too-long greeting', { greetingsMessage: '가'.repeat(1001) }, null, messages.invitation.tooLong('인사말', 1000)],
    ["a KakaoPay link that is not KakaoPay's", { groomKakaoPayLink: 'https://qr-kakaopay.example.com/Ej8x' }, null, messages.invitation.kakaoPayLinkInvalid],
  ])('refuses %s with its sentence and stores nothing', async (_label, overrides, files, message) => {
    const json = overrides.campaignSeq === -1 ? wedding({ campaignSeq: refs.funeralCampaign }) : wedding(overrides);
    const before = await t.database.db.$count(weddingInvitations);
    const filesBefore = await t.database.db.$count(storedFiles);
    expectRefusal(await send('wedding', json, photos(...(files ?? [1, 1])), member), 400, message);
    expect(await t.database.db.$count(weddingInvitations)).toBe(before);
    expect(await t.database.db.$count(storedFiles)).toBe(filesBefore);
  });

  it('asks a logged-out host for a name and a mobile number, in that order', async () => {
    expectRefusal(await send('wedding', wedding(), photos(1, 1)), 400, messages.invitation.nonMemberNameRequired);
    expectRefusal(
      await send('wedding', wedding({ nonMemberName: '박지훈', nonMemberPhone: '0101234' }), photos(1, 1)),
      400,
      messages.invitation.nonMemberPhoneRequired,
    );
  });

  it('lets the campaign be left out when the wreath is not applied', async () => {
    const saved = await created(
      await send('wedding', wedding({ useCampaign: false, categoryCampaignSeq: null, categoryDonationSeq: null, campaignSeq: null }), photos(1, 1), member),
    );
    expect(await weddingRow(saved.invitationSeq)).toMatchObject({ useCampaign: false, campaignSeq: null });
  });
});

describe('photos', () => {
  it('refuses more than 12 gallery photos', async () => {
    expectRefusal(await send('wedding', wedding(), photos(1, 13), member), 400, messages.invitation.tooManyPhotos);
  });

  it('refuses a file that only pretends to be an image', async () => {
    const fake = Buffer.from('%PDF-1.4 this is not a picture at all');
    expectRefusal(
      await send('wedding', wedding(), [...photos(1, 0), { name: 'attachList', filename: 'cute.jpg', body: fake, contentType: 'image/jpeg' }], member),
      400,
      messages.invitation.photoType,
    );
  });

  it('refuses a photo over 15 MB', async () => {
    const huge = Buffer.concat([photo, Buffer.alloc(15 * 1024 * 1024)]);
    expectRefusal(
      await send('wedding', wedding(), [...photos(1, 0), { name: 'attachList', filename: 'huge.jpg', body: huge, contentType: 'image/jpeg' }], member),
      400,
      messages.invitation.photoSize,
    );
  });
});

describe('photos that are not what they claim, and photos too large together', () => {
  const storedCount = () => t.database.db.$count(storedFiles);

  it.each([
    ['a JPEG cut off halfway', truncatedJpeg, '반쪽.jpg', 'image/jpeg', messages.file.imageUnreadable('반쪽.jpg')],
    [
      'a PNG declaring 30,000 × 30,000 pixels',
      async () => pngDeclaring(30_000, 30_000),
      '파노라마.png',
      'image/png',
      messages.file.imageTooManyPixels('파노라마.png', 64_000_000),
    ],
    ['a GIF header with a script and a page behind it', async () => gifPolyglot, 'cute.gif', 'image/gif', messages.file.imageUnreadable('cute.gif')],
  ])('refuses %s with 400 naming the file, no stack, nothing stored', async (_label, bytes, filename, contentType, message) => {
    const before = { invitations: await t.database.db.$count(weddingInvitations), files: await storedCount() };
    for (const field of ['mainImage', 'attachList'] as const) {
      const bad = { name: field, filename, body: await bytes(), contentType };
      const parts = field === 'mainImage' ? [bad, ...photos(0, 2)] : [...photos(1, 1), bad];
      const response = await send('wedding', wedding(), parts, member);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect(response.body).not.toMatch(/\bat \S+:\d+|Error|vips|sharp/);
    }
    expect({ invitations: await t.database.db.$count(weddingInvitations), files: await storedCount() }).toEqual(before);
  });

  it('keeps the picture of a photo with something appended, and not what was appended, in what it stores and serves', async () => {
    const hiding = await withTrailer(noisyJpeg());
    const saved = await created(
      await send(
        'wedding',
        wedding(),
        [...photos(1, 0, hiding, 'hiding.jpg'), { name: 'attachList', filename: 'gallery.jpg', body: hiding, contentType: 'image/jpeg' }],
        member,
      ),
    );
    const attached = await weddingPhotos(saved.invitationSeq);
    expect(attached).toHaveLength(2);
    for (const { path } of attached) {
      const stored = await t.storage.get(path);
      const bytes = Buffer.concat(await stored!.body.toArray());
      expect(bytes.includes(hiddenTrailer)).toBe(false);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
      for (const url of [`/api/file/image?path=${encodeURIComponent(path)}`, `/api/file/download?path=${encodeURIComponent(path)}&fileName=hiding.zip`]) {
        const served = await t.app.inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
        expect(served.rawPayload.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
      }
    }
  });

  it('refuses photos over 80 MB together, before reading them, and stores nothing', async () => {
    // Six photos of 14 MB: each within its own limit, 84 MB together.
    const heavy = Buffer.concat([photo, Buffer.alloc(14 * 1024 * 1024)]);
    const before = await storedCount();
    const response = await send('wedding', wedding(), photos(1, 5, heavy), member);
    expectRefusal(response, 400, messages.invitation.photosTooLarge(invitationPhotosMaxBytesPerSave / (1024 * 1024)));
    expect(messages.invitation.photosTooLarge(80)).toContain('80MB');
    expect(await storedCount()).toBe(before);
  });

  it('refuses an edit that would make the invitation keep over 120 MB of photos, and keeps the ones it has', async () => {
    const saved = await created(await send('wedding', wedding(), photos(1, 2), member));
    const kept = await weddingPhotos(saved.invitationSeq);
    // As if the three photos stored were 40 MB each: 120 MB, the most an invitation keeps.
    for (const { path } of kept)
      await t.database.db
        .update(storedFiles)
        .set({ byteSize: invitationPhotosMaxBytesPerOrder / 3 })
        .where(eq(storedFiles.fileKey, path));
    const before = await storedCount();
    expectRefusal(await send('wedding', wedding(), photos(0, 1), member, saved.invitationSeq), 400, messages.invitation.orderPhotosTooLarge(120));
    expect(await storedCount()).toBe(before);
    expect((await weddingPhotos(saved.invitationSeq)).map((row) => row.path).sort()).toEqual(kept.map((row) => row.path).sort());
    // Taking one out makes room for the new one.
    const removed = kept.find((row) => row.attachType === 'gallery')!;
    const edited = await send('wedding', { ...wedding(), deletedAttachSeqs: [removed.weddingInvitationAttachSeq] }, photos(0, 1), member, saved.invitationSeq);
    expect(edited.statusCode, edited.body).toBe(200);
  });
});

describe('POST /api/invitation/funeral', () => {
  it("makes a logged-out host's funeral notice with three mourners and a religion", async () => {
    const saved = await created(await send('funeral', funeral({ nonMemberName: '이정민', nonMemberPhone: '01092837465' }), photos(1, 2)));
    expect(saved.message).toBe(`부고장이 생성되었습니다. 마이페이지에서 확인해주세요. 주문번호 : ${saved.orderNum}`);
    const [row] = await t.database.db.select().from(funeralInvitations).where(eq(funeralInvitations.funeralInvitationSeq, saved.invitationSeq));
    expect(row).toMatchObject({
      religion: 'christian',
      burialPlace: '경기도 용인시 평온의숲',
      mourners: '아들 정기호<br>딸 정미경<br>손녀 정다은',
      accountSeq: null,
    });
    const accounts = await t.database.db.select().from(funeralMournerAccounts).where(eq(funeralMournerAccounts.funeralInvitationSeq, saved.invitationSeq));
    expect(accounts.map((a) => a.name)).toEqual(['정기호', '정미경', '정다은']);
    const session = await nonMemberLogin(t.app, { nonUserName: '이정민', phoneNum: '01092837465', orderNum: saved.orderNum });
    expect((await getAs(t.app, '/api/invitation/get-ago-list?daysAgo=all', session)).json().content.map((o: { orderNum: string }) => o.orderNum)).toEqual([
      saved.orderNum,
    ]);
  });

  it('needs no photo', async () => {
    await created(await send('funeral', funeral(), [], member));
  });

  it.each<[string, Partial<FuneralInvitationInput>, string]>([
    ['no funeral home', { partnerSeq: null }, messages.invitation.funeralHomeRequired],
    ['a wedding venue for a funeral home', { partnerSeq: -1 }, messages.invitation.funeralHomeRequired],
    ['no name of the deceased', { deceasedName: '' }, messages.invitation.deceasedNameRequired],
    ['an age out of range', { age: 200 }, messages.invitation.ageInvalid],
    ['an impossible date of death', { deathbedDate: `${year}-13-01` }, messages.invitation.deathDateInvalid],
    ['no funeral date', { funeralDate: '' }, messages.invitation.funeralDateInvalid],
    ['no funeral time', { funeralTime: '' }, messages.invitation.funeralTimeRequired],
    ['a half-filled mourner account', { mournerList: [{ name: '정기호', bankName: '국민', bankInfo: '' }] }, messages.invitation.accountIncomplete],
    ['no campaign while the wreath is applied', { campaignSeq: null }, messages.invitation.campaignRequired],
    ['a wedding campaign', { campaignSeq: -1 }, messages.invitation.campaignRequired],
    ['a KakaoPay link without https', { kakaoPayLink: 'http://qr.kakaopay.com/Ej8x' }, messages.invitation.kakaoPayLinkInvalid],
  ])('refuses %s', async (_label, overrides, message) => {
    const json =
      overrides.partnerSeq === -1
        ? funeral({ partnerSeq: refs.venue })
        : overrides.campaignSeq === -1
          ? funeral({ campaignSeq: refs.weddingCampaign })
          : funeral(overrides);
    expectRefusal(await send('funeral', json, [], member), 400, message);
  });
});

describe('editing', () => {
  it('lets the member who made it edit: text, a photo removed, one added, the main photo replaced', async () => {
    const saved = await created(await send('wedding', wedding(), photos(1, 3), member));
    const load = await getAs(t.app, `/api/invitation/wedding/${saved.invitationSeq}`, member);
    expect(load.statusCode).toBe(200);
    const loaded = load.json() as WeddingInvitationEdit;
    expect(loaded).toMatchObject({
      orderNum: saved.orderNum,
      publicNum: saved.publicNum,
      greetingsMessage: '서로 다른 길을 걸어온 두 사람이\n이제 같은 길을 걸으려 합니다.',
    });
    expect(loaded.attachList.map((a) => a.attachType)).toEqual(['main', 'gallery', 'gallery', 'gallery']);
    expect(loaded.attachList[0]?.photo.variants.map((v) => v.width)).toEqual([480, 960, 1200]);

    const oldMain = itemAt(loaded.attachList, 0, 'the main photo');
    const removed = itemAt(loaded.attachList, 1, 'the first gallery photo');
    const edited = await send(
      'wedding',
      { ...wedding({ mainMessage: '우리 결혼해요' }), deletedAttachSeqs: [removed.attachSeq] },
      photos(1, 1),
      member,
      saved.invitationSeq,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ message: messages.invitation.weddingUpdated, orderNum: saved.orderNum, publicNum: saved.publicNum });
    expect((await weddingRow(saved.invitationSeq)).mainMessage).toBe('우리 결혼해요');
    const after = await weddingPhotos(saved.invitationSeq);
    expect(after.filter((a) => a.attachType === 'main')).toHaveLength(1);
    expect(after.filter((a) => a.attachType === 'gallery')).toHaveLength(3);
    expect(after.map((a) => a.path)).not.toContain(removed.photo.path);
    expect(after.map((a) => a.path)).not.toContain(oldMain.photo.path);
    // The removed photos' files go with them, copies included.
    for (const gone of [removed.photo.path, oldMain.photo.path, ...oldMain.photo.variants.map((v) => v.path)]) {
      expect(await t.database.db.$count(storedFiles, eq(storedFiles.fileKey, gone))).toBe(0);
    }
  });

  it('keeps the edit within 12 gallery photos in all', async () => {
    const saved = await created(await send('wedding', wedding(), photos(1, 10), member));
    expectRefusal(await send('wedding', wedding(), photos(0, 3), member, saved.invitationSeq), 400, messages.invitation.tooManyPhotos);
  });

  it("refuses anyone else: another member, another order's non-member, no session; nothing changes", async () => {
    const saved = await created(await send('wedding', wedding(), photos(1, 1), member));
    const other = await created(await send('wedding', wedding({ nonMemberName: '남의집', nonMemberPhone: '01099990000' }), photos(1, 1)));
    const strangerNonMember = await nonMemberLogin(t.app, { nonUserName: '남의집', phoneNum: '01099990000', orderNum: other.orderNum });
    const change = { ...wedding({ mainMessage: '바꿔치기' }) };
    expectRefusal(await send('wedding', change, [], otherMember, saved.invitationSeq), 403, messages.invitation.notOwner);
    expectRefusal(await send('wedding', change, [], strangerNonMember, saved.invitationSeq), 403, messages.invitation.notOwner);
    expectRefusal(await send('wedding', change, [], undefined, saved.invitationSeq), 401, messages.common.unauthenticated);
    // Before even reading the photos.
    expectRefusal(await send('wedding', change, photos(0, 2), otherMember, saved.invitationSeq), 403, messages.invitation.notOwner);
    expectRefusal(await getAs(t.app, `/api/invitation/wedding/${saved.invitationSeq}`, otherMember), 403, messages.invitation.notOwner);
    expect((await weddingRow(saved.invitationSeq)).mainMessage).toBe('저희 두 사람, 결혼합니다');
    expectRefusal(await getAs(t.app, '/api/invitation/wedding/999999', member), 404, messages.invitation.notFound);
  });

  it('lets the non-member session of that order and an administrator edit', async () => {
    const saved = await created(await send('funeral', funeral({ nonMemberName: '상주님', nonMemberPhone: '01077778888' }), []));
    const host = await nonMemberLogin(t.app, { nonUserName: '상주님', phoneNum: '01077778888', orderNum: saved.orderNum });
    const byHost = await send('funeral', funeral({ mainMessage: '고치는 글' }), [], host, saved.invitationSeq);
    expect(byHost.json()).toMatchObject({ message: messages.invitation.funeralUpdated });
    const byAdmin = await send('funeral', funeral({ mainMessage: '관리자가 고친 글' }), [], admin, saved.invitationSeq);
    expect(byAdmin.statusCode).toBe(200);
    const row = only(
      await t.database.db.select().from(funeralInvitations).where(eq(funeralInvitations.funeralInvitationSeq, saved.invitationSeq)),
      'the edited funeral invitation',
    );
    expect(row.mainMessage).toBe('관리자가 고친 글');
  });

  it('is refused from another site', async () => {
    const saved = await created(await send('wedding', wedding(), photos(1, 1), member));
    const { payload, contentType } = multipart([{ name: 'weddingInvitation', body: JSON.stringify(wedding()) }]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/invitation/wedding/${saved.invitationSeq}`,
      headers: { origin: 'https://evil.example', host: 'localhost:80', 'content-type': contentType, cookie: member },
      payload,
    });
    expectRefusal(response, 403, messages.common.crossOrigin);
  });
});

describe('a partner or campaign an administrator ended (종료)', () => {
  it('cannot be chosen for a new invitation, nor newly chosen on an edit; an invitation already there keeps it through its edits', async () => {
    const db = t.database.db;
    const venue = await createPartner(db, { type: 'wedding', name: '종료될 예식장', details: ['본관'] });
    const campaign = await createCampaign(db, { campaignType: 'WEDDING', categoryCampaignSeq: refs.category, categoryDonationSeq: refs.donation });
    const atVenue = { partnerSeq: venue.partnerSeq, eventLocationName: '종료될 예식장', eventLocationDetail: '본관' };
    const held = await created(await send('wedding', wedding({ ...atVenue, campaignSeq: campaign.campaignSeq }), photos(1, 1), member));
    const other = await created(await send('wedding', wedding(), photos(1, 1), member));
    await db.update(partners).set({ endedAt: new Date() }).where(eq(partners.partnerSeq, venue.partnerSeq));
    await db.update(campaigns).set({ endedAt: new Date() }).where(eq(campaigns.campaignSeq, campaign.campaignSeq));

    expectRefusal(await send('wedding', wedding(atVenue), photos(1, 1), member), 400, messages.invitation.partnerEnded);
    expectRefusal(await send('wedding', wedding({ campaignSeq: campaign.campaignSeq }), photos(1, 1), member), 400, messages.invitation.campaignEnded);
    expectRefusal(await send('wedding', wedding(atVenue), [], member, other.invitationSeq), 400, messages.invitation.partnerEnded);
    expectRefusal(
      await send('wedding', wedding({ campaignSeq: campaign.campaignSeq }), [], member, other.invitationSeq),
      400,
      messages.invitation.campaignEnded,
    );

    // The family fixes a time at the place and with the wreath they already had.
    const edit = await send('wedding', wedding({ ...atVenue, campaignSeq: campaign.campaignSeq, eventTime: '14:00' }), [], member, held.invitationSeq);
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await weddingRow(held.invitationSeq)).toMatchObject({ eventTime: '14:00', partnerSeq: venue.partnerSeq, campaignSeq: campaign.campaignSeq });
  });
});

describe('the public invitation number on my-page', () => {
  it("is on the member's order rows, for the 초대장 보기 link", async () => {
    const saved = await created(await send('wedding', wedding(), photos(1, 1), member));
    const rows = (await getAs(t.app, '/api/invitation/get-ago-list?daysAgo=all', member)).json().content as Array<{ orderNum: string; publicNum: string }>;
    expect(rows.find((row) => row.orderNum === saved.orderNum)?.publicNum).toBe(saved.publicNum);
  });
});
