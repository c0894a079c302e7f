import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { funeralInvitationSchema, newlinesToBr, weddingInvitationSchema, type InvitationCheckContext, type InvitationSaved } from '@ongi/shared';
import { createAccount } from '@server/seed/factories';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { createInvitationReferences } from '@server/test/invitation-references';
import { getAs, loginAs } from '@server/test/member-session';
import { multipart } from '@server/test/multipart';

// Every field of an invitation's request, made through the API with a value
// of its own, comes back in the edit form's load and, where guests see it, in
// the guest page's data. The fields are the shared schema's keys, so a field
// added to the schema and missed by the field table, the edit load or the
// view fails here; a plain text field gets a value of its own without a word
// in this file.

let t: TestContext;
let member: string;
let photo: Buffer;
const refs = { venue: 0, hall: '', funeralHome: 0, topCategory: 0, category: 0, donation: 0, weddingCampaign: 0, funeralCampaign: 0 };
const year = new Date().getFullYear() + 1;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c8b4a0' } })
    .jpeg()
    .toBuffer();
  await createAccount(db, { username: 'round_trip_host' });
  member = await loginAs(t.app, 'round_trip_host');
  Object.assign(refs, await createInvitationReferences(db));
});
afterAll(() => t.close());

type Kind = 'wedding' | 'funeral';

interface KindCase {
  kind: Kind;
  schema: typeof weddingInvitationSchema | typeof funeralInvitationSchema;
  /** Values a generated text would not pass (dates, digits, numbers, ids, lists); the rest get one of their own. */
  values: () => Record<string, unknown>;
  /** Request fields that are not the invitation's own (the order's owner, the photos to remove), with why. */
  notStored: Record<string, string>;
  /** Where a field shows in the guest page's data when not under its own name in the kind's part; null: guests do not see it. */
  viewAt: Record<string, string | null>;
  /** What a guest sees of a field when it is not the value as sent (stored HTML, rows reshaped). */
  viewValue?: Record<string, (sent: unknown) => unknown>;
  photos: { main: number; gallery: number };
}

const htmlText = 'A & B <오시는 길>\n둘째 줄\n셋째 줄';

const cases: KindCase[] = [
  {
    kind: 'wedding',
    schema: weddingInvitationSchema,
    values: () => ({
      // A KakaoPay link is only the app's own address.
      groomKakaoPayLink: 'https://qr.kakaopay.com/Ej8groom01',
      brideKakaoPayLink: 'https://qr.kakaopay.com/Ej8bride02',
      eventDate: `${year}-10-09`,
      partnerSeq: refs.venue,
      mainDesign: 3,
      editStyle: '2_color03',
      galleryType: 1,
      greetingsMessage: htmlText,
      groomContactPhone: '01036158274',
      brideContactPhone: '01048273916',
      congratInfo: [
        { weddingSide: 'groom', name: '김도윤', bankName: '신한', bankNumber: '110438271953', phoneNumber: '01011112222' },
        { weddingSide: 'bride', name: '정다은', bankName: '카카오뱅크', bankNumber: '3333012847593', phoneNumber: '' },
      ],
      // Its default (true): false clears the campaign's fields, which are sent here to come back.
      useCampaign: true,
      categoryCampaignSeq: refs.category,
      categoryDonationSeq: refs.donation,
      campaignSeq: refs.weddingCampaign,
      kioskStyle: 4,
      eventLatitude: 37.5034,
      eventLongitude: 127.0453,
      nonMemberName: '',
      nonMemberPhone: '',
      deletedAttachSeqs: [],
    }),
    notStored: {
      nonMemberName: "the order's owner (form-routes.test.ts)",
      nonMemberPhone: "the order's owner",
      deletedAttachSeqs: "an edit's photos to remove",
    },
    viewAt: {
      eventLocationName: 'wedding.place.name',
      eventLocationDetail: 'wedding.place.detail',
      mapAddress: 'wedding.place.address',
      eventLatitude: 'wedding.place.latitude',
      eventLongitude: 'wedding.place.longitude',
      groomContactName: 'wedding.contacts.0.name',
      groomContactPhone: 'wedding.contacts.0.phone',
      brideContactName: 'wedding.contacts.1.name',
      brideContactPhone: 'wedding.contacts.1.phone',
      congratInfo: 'wedding.accounts',
      mainDesign: 'mainDesign',
      campaignSeq: 'campaign.campaignSeq',
      useCampaign: null,
      partnerSeq: null,
      galleryType: null,
      categoryCampaignSeq: null,
      categoryDonationSeq: null,
      kioskStyle: null,
    },
    viewValue: {
      greetingsMessage: (sent) => newlinesToBr(sent as string),
      congratInfo: (sent) =>
        (sent as Array<{ weddingSide: string; name: string; bankName: string; bankNumber: string }>).map((row) => ({
          side: row.weddingSide,
          name: row.name,
          bankName: row.bankName,
          bankNumber: row.bankNumber,
        })),
    },
    photos: { main: 1, gallery: 2 },
  },
  {
    kind: 'funeral',
    schema: funeralInvitationSchema,
    values: () => ({
      kakaoPayLink: 'https://qr.kakaopay.com/Ej8mourner3',
      religion: 'buddhist',
      age: 87,
      deathbedDate: `${year}-03-01`,
      funeralDate: `${year}-03-03`,
      partnerSeq: refs.funeralHome,
      mainDesign: 3,
      greetingsMessage: htmlText,
      mourners: '장남 정기호\n장녀 정미경 & 사위 <김민수>',
      mainMournerPhone: '01061827394',
      galleryType: 1,
      mournerList: [
        { name: '정기호', bankName: '국민', bankInfo: '47290101382716', phoneNumber: '01061827394' },
        { name: '정미경', bankName: '우리', bankInfo: '1002938475610', phoneNumber: '' },
      ],
      useCampaign: true,
      campaignSeq: refs.funeralCampaign,
      kioskStyle: 4,
      funeralLatitude: 37.5261,
      funeralLongitude: 127.1083,
      nonMemberName: '',
      nonMemberPhone: '',
      deletedAttachSeqs: [],
    }),
    notStored: {
      nonMemberName: "the order's owner (form-routes.test.ts)",
      nonMemberPhone: "the order's owner",
      deletedAttachSeqs: "an edit's photos to remove",
    },
    viewAt: {
      funeralLocationName: 'funeral.place.name',
      funeralLocationDtl: 'funeral.place.detail',
      mapAddress: 'funeral.place.address',
      funeralLatitude: 'funeral.place.latitude',
      funeralLongitude: 'funeral.place.longitude',
      mainMournerId: 'funeral.mainMourner.relation',
      mainMournerName: 'funeral.mainMourner.name',
      mainMournerPhone: 'funeral.mainMourner.phone',
      mournerList: 'funeral.accounts',
      mainDesign: 'mainDesign',
      campaignSeq: 'campaign.campaignSeq',
      useCampaign: null,
      partnerSeq: null,
      galleryType: null,
      kioskStyle: null,
    },
    viewValue: {
      greetingsMessage: (sent) => newlinesToBr(sent as string),
      mourners: (sent) => newlinesToBr(sent as string),
      mournerList: (sent) =>
        (sent as Array<{ name: string; bankName: string; bankInfo: string }>).map(({ name, bankName, bankInfo }) => ({ name, bankName, bankInfo })),
    },
    photos: { main: 1, gallery: 1 },
  },
];

const createContext: InvitationCheckContext = { mode: 'create', loggedIn: true, photos: { main: 1, gallery: 2 } };

/** The request's fields, from the shared schema's own shape. */
const fieldsOf = (schema: KindCase['schema']) =>
  schema(createContext).shape as Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }>;

/** Every field a value: the given ones, and for the rest a short text of its own, which the field must keep as sent. */
function requestOf(testCase: KindCase): Record<string, unknown> {
  const given = testCase.values();
  const request: Record<string, unknown> = {};
  Object.entries(fieldsOf(testCase.schema)).forEach(([key, field], index) => {
    if (key in given) {
      request[key] = given[key];
      return;
    }
    const text = `값${index} ${key.slice(0, 6)}`;
    const parsed = field.safeParse(text);
    if (!parsed.success || parsed.data !== text) throw new Error(`${testCase.kind}.${key} has no test value: give it one in round-trip.test.ts`);
    request[key] = text;
  });
  return request;
}

function send(kind: Kind, json: unknown, photos: { main: number; gallery: number }, seq?: number) {
  const { payload, contentType } = multipart([
    { name: `${kind}Invitation`, body: JSON.stringify(json), contentType: 'application/json' },
    ...Array.from({ length: photos.main }, () => ({ name: 'mainImage', filename: 'main.jpg', body: photo, contentType: 'image/jpeg' })),
    ...Array.from({ length: photos.gallery }, (_, i) => ({ name: 'attachList', filename: `gallery_${i}.jpg`, body: photo, contentType: 'image/jpeg' })),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/invitation/${kind}${seq === undefined ? '' : `/${seq}`}`,
    headers: { ...sameOrigin, 'content-type': contentType, cookie: member },
    payload,
  });
}

const at = (data: unknown, path: string) => path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);

describe.each(cases)('a $kind invitation, field by field', (testCase) => {
  const { kind } = testCase;

  it('keeps every field it was made with: in the edit load, again after saving that load back, and in the guest page where guests see it', async () => {
    const request = requestOf(testCase);
    // What the schema makes of each value (digits only, trimmed text): what must come back.
    const sent = testCase.schema(createContext).parse(request) as Record<string, unknown>;
    const fields = Object.keys(sent).filter((key) => !(key in testCase.notStored));

    const createdResponse = await send(kind, request, testCase.photos);
    expect(createdResponse.statusCode, createdResponse.body).toBe(200);
    const saved = createdResponse.json() as InvitationSaved;

    const loadUrl = `/api/invitation/${kind}/${saved.invitationSeq}`;
    const loaded = await getAs(t.app, loadUrl, member);
    expect(loaded.statusCode, loaded.body).toBe(200);
    const edit = loaded.json() as Record<string, unknown>;
    for (const key of fields) expect({ [key]: edit[key] }, `edit load of ${kind}.${key}`).toEqual({ [key]: sent[key] });
    // The edit load holds nothing but the fields, the invitation's number and the order's numbers and photos.
    expect(Object.keys(edit).sort()).toEqual([...fields, `${kind}InvitationSeq`, 'orderNum', 'publicNum', 'attachList'].sort());

    // The load sent back unchanged as an edit changes nothing.
    const { orderNum: _order, publicNum: _public, attachList: _photos, [`${kind}InvitationSeq`]: _seq, ...values } = edit;
    const editResponse = await send(kind, values, { main: 0, gallery: 0 }, saved.invitationSeq);
    expect(editResponse.statusCode, editResponse.body).toBe(200);
    expect((await getAs(t.app, loadUrl, member)).json()).toEqual(edit);

    const shown = await getAs(t.app, `/api/invitation/get-detail?orderNum=${saved.publicNum}`);
    expect(shown.statusCode, shown.body).toBe(200);
    const view = shown.json() as Record<string, unknown>;
    expect(view.campaign).not.toBeNull();
    for (const key of fields) {
      const placed = testCase.viewAt[key];
      const path = placed === undefined ? `${kind}.${key}` : placed;
      if (path === null) continue;
      const expected = testCase.viewValue?.[key]?.(sent[key]) ?? sent[key];
      expect({ [key]: at(view, path) }, `guest view of ${kind}.${key} at ${path}`).toEqual({ [key]: expected });
    }
  });

  it('has no test value or view place for a field the request no longer has', () => {
    const fields = Object.keys(fieldsOf(testCase.schema));
    const named = [
      ...Object.keys(testCase.values()),
      ...Object.keys(testCase.notStored),
      ...Object.keys(testCase.viewAt),
      ...Object.keys(testCase.viewValue ?? {}),
    ];
    expect(named.filter((key) => !fields.includes(key) && !key.includes('.'))).toEqual([]);
  });
});
