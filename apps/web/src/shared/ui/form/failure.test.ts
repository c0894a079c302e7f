import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { messages, signupFormSchema, weddingInvitationSchema, type z } from '@ongi/shared';
import { firstFailureOf, focusTargetOf, matchPath, pickControl } from './failure';

/** What react-hook-form's handleSubmit hands the kit: the resolver's errors for these values. */
async function errorsOf(schema: z.ZodType<FieldValues, FieldValues>, values: FieldValues) {
  const resolver = zodResolver(schema);
  const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;
  const result = await resolver(values, undefined, options);
  return result.errors;
}

describe('firstFailureOf', () => {
  it("reads the shared schema's one failure, the first rule in the spec's order", async () => {
    expect(firstFailureOf(await errorsOf(signupFormSchema, {}))).toEqual({ path: 'name', message: messages.signup.nameRequired });
    const named = await errorsOf(signupFormSchema, {
      name: '한가입',
      username: 'w1_abcdef',
      pwd: 'Signup1234!',
      pwdConfirm: 'Signup1234!',
      phone1: '010',
      phone2: '',
    });
    expect(firstFailureOf(named)).toEqual({ path: 'phone2', message: messages.signup.mobileRequired });
  });

  it('gives a nested path through field arrays (congratInfo.1.bankNumber)', async () => {
    const schema = weddingInvitationSchema({ mode: 'edit', loggedIn: true, photos: { main: 1, gallery: 1 } });
    const values = {
      eventDate: '2030-05-18',
      eventTime: '12:30',
      eventLocationName: '더채플',
      // Found with the place search (a venue that is not a partner has an address and a point).
      mapAddress: '서울 강남구 선릉로 757',
      eventLatitude: 37.5236,
      eventLongitude: 127.0413,
      groomName: '김신랑',
      brideName: '이신부',
      useCampaign: false,
      congratInfo: [
        { weddingSide: 'groom', name: '김신랑', bankName: '국민', bankNumber: '123456789' },
        { weddingSide: 'groom', name: '김아버지', bankName: '신한', bankNumber: '' },
      ],
    };
    expect(firstFailureOf(await errorsOf(schema, values))).toEqual({ path: 'congratInfo.1.bankNumber', message: messages.invitation.accountIncomplete });
  });

  it('keeps the order of several failures and skips the form-level root and element refs', () => {
    const errors = {
      root: { server: { type: 'spec', message: '서버' } },
      title: { type: 'too_big', message: '제목이 깁니다.', ref: { name: 'title' } },
      rows: [undefined, { name: { type: 'custom', message: '이름' } }],
    };
    expect(firstFailureOf(errors)).toEqual({ path: 'title', message: '제목이 깁니다.' });
    expect(firstFailureOf({ rows: errors.rows })).toEqual({ path: 'rows.1.name', message: '이름' });
    expect(firstFailureOf({ photos: { root: { type: 'too_big', message: '많습니다' } } })).toEqual({ path: 'photos', message: '많습니다' });
    expect(firstFailureOf({})).toBeNull();
  });
});

describe('focus rules', () => {
  it("matches '*' segments", () => {
    expect(matchPath('congratInfo.*.bankNumber', 'congratInfo.2.bankNumber')).toEqual(['2']);
    expect(matchPath('congratInfo.*.bankNumber', 'congratInfo.2.name')).toBeNull();
    expect(matchPath('a.*', 'a.1.b')).toBeNull();
  });

  it('maps a path to the control that stands for it: exact, pattern with its segments, a function, else the path', () => {
    const picker = { id: 'picker' } as unknown as HTMLElement;
    const rules = {
      eventDate: 'eventDate.year',
      attachList: () => picker,
      'congratInfo.*.bankName': 'accounts.*.bank',
      userEmail: (values: { emailId: string }) => (values.emailId ? 'emailDomain' : 'emailId'),
    };
    expect(focusTargetOf('eventDate', rules, { emailId: '' })).toBe('eventDate.year');
    expect(focusTargetOf('attachList', rules, { emailId: '' })).toBe(picker);
    expect(focusTargetOf('congratInfo.3.bankName', rules, { emailId: '' })).toBe('accounts.3.bank');
    expect(focusTargetOf('userEmail', rules, { emailId: 'guest' })).toBe('emailDomain');
    expect(focusTargetOf('userEmail', rules, { emailId: '' })).toBe('emailId');
    expect(focusTargetOf('groomName', rules, { emailId: '' })).toBe('groomName');
    expect(focusTargetOf('groomName', undefined, {})).toBe('groomName');
  });

  it('picks the named control, the checked radio of a group, or the first empty part under a path', () => {
    const controls = [
      { name: 'name', value: '한가입' },
      { name: 'birthday.year', value: '2000' },
      { name: 'birthday.month', value: '' },
      { name: 'birthday.day', value: '' },
      { name: 'calendar', type: 'radio', value: 'solar', checked: false },
      { name: 'calendar', type: 'radio', value: 'lunar', checked: true },
      { name: 'phone1', value: '010' },
      { name: 'phone10', value: '' },
    ];
    expect(pickControl(controls, 'name')?.value).toBe('한가입');
    expect(pickControl(controls, 'birthday')?.name).toBe('birthday.month');
    expect(pickControl(controls, 'calendar')?.value).toBe('lunar');
    expect(pickControl(controls, 'phone1')?.value).toBe('010');
    expect(pickControl(controls, 'phone')).toBeUndefined();
    const filled = controls.map((control) => ({ ...control, value: control.value || 'x' }));
    expect(pickControl(filled, 'birthday')?.name).toBe('birthday.year');
  });
});
