import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, inquiryCreateSchema, memberLoginSchema, refundBankSchema, signupFormSchema, weddingInvitationSchema } from '@ongi/shared';
import { emptyLike } from './cascade';
import { schemaDefaults } from './defaults';
import { domainChoiceOf, emailPartsOf, splitEmail } from './email-parts';
import { pastedPhone, phonePartDigits, phonePartsOf } from './phone-parts';
import { canAddRow, removalOf } from './rows';

describe('schema defaults', () => {
  it("start a form from its schema's own defaults", () => {
    expect(schemaDefaults(refundBankSchema)).toEqual({ bankName: '', bankOwner: '', bankNumber: '' });
    expect(schemaDefaults(changePasswordFormSchema)).toEqual({ currentPassword: '', newPassword: '', newPasswordConfirm: '' });
    const signup = schemaDefaults(signupFormSchema);
    expect(signup).toMatchObject({
      name: '',
      birthday: { year: '', month: '', day: '' },
      birthdayCalendar: 'solar',
      marketingSms: 'N',
      isUsernameChecked: false,
    });
    // A field without a default starts empty for its kind; a choice without one is left to the form.
    expect(schemaDefaults(memberLoginSchema)).toEqual({ username: '', pwd: '', isSaveUsername: false });
    expect(schemaDefaults(inquiryCreateSchema)).toMatchObject({ questionTitle: '', questionContent: '', emailReceive: 'Y', userEmail: '' });
    expect(schemaDefaults(inquiryCreateSchema)).not.toHaveProperty('userType');
    const wedding = schemaDefaults(weddingInvitationSchema({ mode: 'create', loggedIn: true, photos: { main: 0, gallery: 0 } }));
    expect(wedding).toMatchObject({
      eventDate: '',
      useCampaign: true,
      kioskStyle: 1,
      mainDesign: 1,
      galleryType: 2,
      editStyle: '0_color01',
      congratInfo: [],
      campaignSeq: null,
      groomName: '',
    });
  });
});

describe('phone boxes', () => {
  it('split a stored number, keep an unsplittable one whole, and spread a pasted whole number', () => {
    expect(phonePartsOf('01048273916')).toEqual(['010', '4827', '3916']);
    expect(phonePartsOf('021234567')).toEqual(['02', '123', '4567']);
    expect(phonePartsOf('15881234')).toEqual(['15881234', '', '']);
    expect(phonePartsOf('')).toEqual(['', '', '']);
    expect(pastedPhone('010-4827-3916')).toEqual(['010', '4827', '3916']);
    expect(pastedPhone('4827')).toBeNull();
    expect(phonePartDigits('98a7-6', 1)).toBe('9876');
    expect(phonePartDigits('01-0', 0)).toBe('010');
  });
});

describe('e-mail halves', () => {
  it('split a typed or stored address and name the domain choice', () => {
    expect(splitEmail('guest.kim@naver.com')).toEqual(['guest.kim', 'naver.com']);
    expect(splitEmail('guest.kim')).toBeNull();
    expect(splitEmail('a@b@c.com')).toEqual(['a', 'bc.com']);
    expect(emailPartsOf('a@b.c')).toEqual(['a', 'b.c']);
    expect(domainChoiceOf('naver.com', false)).toBe('naver.com');
    expect(domainChoiceOf('naver.com', true)).toBe('direct');
    expect(domainChoiceOf('example.com', false)).toBe('direct');
  });
});

describe('repeatable rows', () => {
  it('empty the only row in place, and keep the focus near a removed one', () => {
    expect(removalOf(1, 0)).toEqual({ kind: 'clear' });
    expect(removalOf(3, 2)).toEqual({ kind: 'remove', focusIndex: 1 });
    expect(removalOf(3, 0)).toEqual({ kind: 'remove', focusIndex: 0 });
    expect(canAddRow(9, 10)).toBe(true);
    expect(canAddRow(10, 10)).toBe(false);
    expect(canAddRow(50, undefined)).toBe(true);
  });
});

describe('cascades', () => {
  it('clear a dependant value to the empty value of its kind', () => {
    expect(emptyLike(12)).toBeNull();
    expect(emptyLike('3층')).toBe('');
    expect(emptyLike([1, 2])).toEqual([]);
    expect(emptyLike(true)).toBe(false);
    expect(emptyLike({ lat: 37.5, name: '홀' })).toEqual({ lat: null, name: '' });
  });
});
