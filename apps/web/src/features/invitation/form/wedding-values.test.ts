import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { messages, venuePlacePath, weddingInvitationDefaults, type InvitationAttachment, type WeddingInvitationEdit } from '@ongi/shared';
import { firstFailureOf, focusTargetOf, type ImageItem } from '@web/shared/ui/form';
import { photoFilesOf } from './photos';
import {
  weddingCreateValues,
  weddingEditValues,
  weddingFocus,
  weddingFormSchema,
  weddingJsonOf,
  type WeddingFormValues,
  type WeddingLookups,
} from './wedding-values';

const lookups: WeddingLookups = {
  partners: [
    {
      partnerSeq: 1,
      type: 'wedding',
      name: '라온채플 강남',
      latitude: 37.50452,
      longitude: 127.02504,
      addressName: null,
      roadAddressName: '서울 강남구 봉은사로 120',
      phone: null,
      placeUrl: null,
      details: [
        { seq: 11, name: '그랜드홀 (3층)' },
        { seq: 12, name: '라온홀 (4층)' },
      ],
    },
  ],
  campaignTree: [{ seq: 1, name: '결혼 축하', children: [{ seq: 2, name: '축하 화환' }] }],
  donationTree: [{ seq: 5, name: '어르신', children: [{ seq: 6, name: '홀몸 어르신' }] }],
};

const photo = (path: string) => ({ path, width: 1600, height: 1200, variants: [{ path: `${path}-480.webp`, width: 480 }] });
const attachment = (attachSeq: number, attachType: 'main' | 'gallery'): InvitationAttachment => ({
  attachSeq,
  attachType,
  originalName: `${attachSeq}.jpg`,
  photo: photo(`2026/11/${attachSeq}.jpg`),
});

// A field this test does not name is at the request's default.
const { nonMemberName: _name, nonMemberPhone: _phone, deletedAttachSeqs: _removed, ...requestDefaults } = weddingInvitationDefaults();

const stored: WeddingInvitationEdit = {
  ...requestDefaults,
  weddingInvitationSeq: 7,
  eventDate: '2027-05-09',
  eventTime: '13:30',
  eventLocationName: '라온채플 강남',
  eventLocationDetail: '라온홀 (4층)',
  partnerSeq: 1,
  mainDesign: 3,
  editStyle: '2_color02',
  galleryType: 2,
  mainMessage: '우리 결혼해요',
  greetingsMessage: '첫 줄\n둘째 줄',
  groomName: '김민준',
  groomFatherName: '',
  groomMotherName: '',
  brideName: '이서연',
  brideFatherName: '',
  brideMotherName: '',
  groomContactName: '',
  groomContactPhone: '',
  brideContactName: '',
  brideContactPhone: '',
  thankyouMessage: '',
  noticeMessage: '',
  congratInfo: [
    { weddingSide: 'bride', name: '이서연', bankName: '우리', bankNumber: '1002', phoneNumber: '' },
    { weddingSide: 'bride', name: '이어머니', bankName: '하나', bankNumber: '3579', phoneNumber: '' },
  ],
  useCampaign: true,
  categoryCampaignSeq: 2,
  categoryDonationSeq: 6,
  campaignSeq: 5,
  kioskStyle: 2,
  eventLatitude: 37.5,
  eventLongitude: 127.02,
  mapAddress: '서울 강남구 봉은사로 120',
  orderNum: '482739160527',
  publicNum: '918273645501',
  attachList: [attachment(31, 'main'), attachment(32, 'gallery'), attachment(33, 'gallery')],
};

const resolve = (schema: ReturnType<typeof weddingFormSchema>, values: WeddingFormValues) =>
  zodResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<WeddingFormValues>);

const newPhoto = (name: string): ImageItem => ({ kind: 'new', key: name, file: new File(['x'], name, { type: 'image/jpeg' }) });

/** A new card with everything the spec requires. */
function complete(): WeddingFormValues {
  return {
    ...weddingCreateValues('2026-11-25'),
    eventTime: '13:30',
    // A venue that is not a partner, found with the place search.
    eventLocationName: '더채플',
    mapAddress: '서울 강남구 선릉로 757',
    eventLatitude: 37.5236,
    eventLongitude: 127.0413,
    groomName: '김민준',
    brideName: '이서연',
    mainImage: newPhoto('main.jpg'),
    gallery: [newPhoto('a.jpg')],
    campaignCategoryTop: 1,
    categoryCampaignSeq: 2,
    donationCategoryTop: 5,
    categoryDonationSeq: 6,
    campaignSeq: 5,
  };
}

describe('wedding form values', () => {
  it('starts a new card as the spec does: today, design 1, style 0 colour 1, the wreath applied, kiosk 1, one empty account a side', () => {
    const values = weddingCreateValues('2026-11-25');
    expect(values).toMatchObject({ eventDate: '2026-11-25', mainDesign: 1, editStyle: '0_color01', useCampaign: true, kioskStyle: 1 });
    expect(values.groomAccounts).toHaveLength(1);
    expect(values.brideAccounts).toHaveLength(1);
  });

  it('lays an edit load into the form: rows by side, top categories and the hall found again, stored photos', () => {
    const values = weddingEditValues(stored, lookups);
    expect(values.eventDate).toBe('2027-05-09');
    expect(values.greetingsMessage).toBe('첫 줄\n둘째 줄');
    expect(values.groomAccounts).toEqual([{ name: '', bankName: '', bankNumber: '', phoneNumber: '' }]);
    expect(values.brideAccounts.map((row) => row.name)).toEqual(['이서연', '이어머니']);
    expect(values.campaignCategoryTop).toBe(1);
    expect(values.donationCategoryTop).toBe(5);
    expect(values.hallSeq).toBe(12);
    expect(values.mainImage).toEqual({ kind: 'stored', id: 31, url: '/api/file/image?path=2026%2F11%2F31.jpg-480.webp', name: '31.jpg' });
    expect(values.gallery.map((item) => (item.kind === 'stored' ? item.id : null))).toEqual([32, 33]);
    expect(values.deletedAttachSeqs).toEqual([]);
  });

  it('makes the request: one account list with sides, the gallery type, the photos as files apart', () => {
    const values = { ...weddingEditValues(stored, lookups), mainImage: newPhoto('new-main.jpg'), deletedAttachSeqs: [31, 33] };
    const json = weddingJsonOf(values);
    expect(json.congratInfo.map((row) => `${row.weddingSide}:${row.name}`)).toEqual(['groom:', 'bride:이서연', 'bride:이어머니']);
    expect(json).toMatchObject({ galleryType: 2, deletedAttachSeqs: [31, 33], editStyle: '2_color02', partnerSeq: 1 });
    expect(json).not.toHaveProperty('hallSeq');
    expect(json).not.toHaveProperty('mainImage');
    const files = photoFilesOf(values);
    expect(files.mainImage?.name).toBe('new-main.jpg');
    expect(files.attachList).toEqual([]);
  });

  it('checks with the shared schema in the spec’s order and focuses the form’s own field', async () => {
    const schema = weddingFormSchema({ mode: 'create', loggedIn: true, today: '2026-11-25' });
    const failure = async (values: WeddingFormValues) => {
      const found = firstFailureOf((await resolve(schema, values)).errors);
      return found && { message: found.message, focus: focusTargetOf(found.path, weddingFocus, values) };
    };
    expect(await failure({ ...complete(), eventDate: '2026-11-24' })).toEqual({ message: messages.invitationPlace.eventDatePast, focus: 'eventDate' });
    expect(await failure({ ...complete(), eventLocationName: '' })).toEqual({ message: messages.invitation.venueRequired, focus: 'eventLocationName' });
    // A venue typed but not found with the search: the search box, where it is found.
    const typedOnly = { ...complete(), mapAddress: '', eventLatitude: null, eventLongitude: null };
    expect(await failure(typedOnly)).toEqual({ message: messages.invitationPlace.venueNotFound, focus: 'venueSearch' });
    expect(focusTargetOf(venuePlacePath, weddingFocus, typedOnly)).toBe('venueSearch');
    // A partner needs no search.
    expect(await failure({ ...typedOnly, partnerSeq: 1 })).toBeNull();
    expect(await failure({ ...complete(), brideName: '' })).toEqual({ message: messages.invitation.brideNameRequired, focus: 'brideName' });
    expect(await failure({ ...complete(), mainImage: null })).toEqual({ message: messages.invitation.photoRequired, focus: 'mainImage' });
    expect(await failure({ ...complete(), gallery: [] })).toEqual({ message: messages.invitation.photoRequired, focus: 'gallery' });
    const halfRow = { ...complete(), brideAccounts: [{ name: '이서연', bankName: '', bankNumber: '', phoneNumber: '' }] };
    expect(await failure(halfRow)).toEqual({ message: messages.invitation.accountIncomplete, focus: 'brideAccounts.0.bankName' });
    const noTop = { ...complete(), campaignCategoryTop: null, categoryCampaignSeq: null };
    expect(await failure(noTop)).toEqual({ message: messages.invitation.campaignCategoryRequired, focus: 'campaignCategoryTop' });
    const noChild = { ...complete(), categoryCampaignSeq: null };
    expect(await failure(noChild)).toEqual({ message: messages.invitation.campaignCategoryRequired, focus: 'categoryCampaignSeq' });
    expect(await failure({ ...complete(), useCampaign: false, campaignSeq: null, categoryDonationSeq: null })).toBeNull();
    // A logged-out host gives a name and a phone.
    const loggedOut = weddingFormSchema({ mode: 'create', loggedIn: false, today: '2026-11-25' });
    const found = firstFailureOf((await resolve(loggedOut, complete())).errors);
    expect(found).toEqual({ path: 'nonMemberName', message: messages.invitation.nonMemberNameRequired });
  });

  it('passes an edit without photos, and submits the parsed request', async () => {
    const schema = weddingFormSchema({ mode: 'edit', loggedIn: true });
    const values = { ...weddingEditValues(stored, lookups), mainImage: null, gallery: [] };
    const result = await resolve(schema, values);
    expect(result.errors).toEqual({});
    expect((result.values as { eventLocationDetail: string }).eventLocationDetail).toBe('라온홀 (4층)');
  });
});
