import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { filledAccounts, messages, weddingInvitationSchema, type CongratAccount } from '@ongi/shared';
import { firstFailureOf, focusTargetOf } from './failure';
import { requestSchema } from './request-schema';

type Row = Omit<CongratAccount, 'weddingSide'>;
interface WeddingForm extends Record<string, unknown> {
  eventDate: string;
  groomName: string;
  brideName: string;
  groomAccounts: Row[];
  brideAccounts: Row[];
  gallery: string[];
}

/** A form as an invitation form may hold it: accounts by side, photos beside the JSON. */
const schema = requestSchema(
  (form: WeddingForm) => ({
    eventDate: form.eventDate,
    eventTime: '12:00',
    eventLocationName: '더채플',
    // Found with the place search (a venue that is not a partner has an address and a point).
    mapAddress: '서울 강남구 선릉로 757',
    eventLatitude: 37.5236,
    eventLongitude: 127.0413,
    groomName: form.groomName,
    brideName: form.brideName,
    useCampaign: false,
    congratInfo: [
      ...form.groomAccounts.map((row) => ({ ...row, weddingSide: 'groom' as const })),
      ...form.brideAccounts.map((row) => ({ ...row, weddingSide: 'bride' as const })),
    ],
  }),
  (form) => weddingInvitationSchema({ mode: 'create', loggedIn: true, photos: { main: 1, gallery: form.gallery.length } }),
);

const resolve = (values: WeddingForm) =>
  zodResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<WeddingForm>);

const empty: Row = { name: '', bankName: '', bankNumber: '', phoneNumber: '' };
const form: WeddingForm = {
  eventDate: '2030-05-18',
  groomName: '김신랑',
  brideName: '이신부',
  groomAccounts: [empty],
  brideAccounts: [
    { name: '이신부', bankName: '신한', bankNumber: '110', phoneNumber: '' },
    { ...empty, name: '이어머니' },
  ],
  gallery: ['a.jpg'],
};

describe('requestSchema', () => {
  it("checks the request the values make and keeps the request's path for the focus rules", async () => {
    const result = await resolve(form);
    const failure = firstFailureOf(result.errors);
    expect(failure).toEqual({ path: 'congratInfo.2.bankName', message: messages.invitation.accountIncomplete });
    // The form maps the request's row back to its own: rows of the groom come first.
    const rules = {
      'congratInfo.*.*': (values: WeddingForm, path: string) => {
        const [, index, field] = path.split('.');
        const groom = values.groomAccounts.length;
        return Number(index) < groom ? `groomAccounts.${index}.${field}` : `brideAccounts.${Number(index) - groom}.${field}`;
      },
    };
    expect(focusTargetOf(failure!.path, rules, form)).toBe('brideAccounts.1.bankName');
  });

  it('takes what the schema depends on from the values (the photos), and submits the parsed request', async () => {
    const done = { ...form, brideAccounts: form.brideAccounts.slice(0, 1) };
    expect(firstFailureOf((await resolve({ ...done, gallery: [] })).errors)).toEqual({ path: 'attachList', message: messages.invitation.photoRequired });
    const passed = await resolve(done);
    expect(passed.errors).toEqual({});
    const request = passed.values as { congratInfo: CongratAccount[]; eventDate: string };
    expect(request.eventDate).toBe('2030-05-18');
    expect(filledAccounts(request.congratInfo)).toEqual([{ weddingSide: 'bride', name: '이신부', bankName: '신한', bankNumber: '110', phoneNumber: '' }]);
  });
});
