// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { changePasswordFormSchema, messages, z } from '@ongi/shared';
import { closeAllModals } from '../modal';
import { CascadingSelectField, DateSelectsField, EmailField, PasswordPairField, PhonePartsField, RepeatableRows, TextField } from './index';
import { expectAlertThenFocus, renderKitForm, rulesSchema } from './test-form';

// The kit's fields of several controls as a user meets them: a group named by
// its legend and each box by its own name, the first rule's Korean sentence
// after 저장 with the focus on the first box still missing, and the help each
// gives the keyboard (a full phone box moves on, a pasted whole number or
// address is spread over the boxes).

afterEach(() => {
  closeAllModals();
  cleanup();
});

describe('PhonePartsField', () => {
  type Phone = { phone1: string; phone2: string; phone3: string };
  const schema = rulesSchema<Phone>(
    { phone1: z.string().default(''), phone2: z.string().default(''), phone3: z.string().default('') },
    // As the signup form's rule: the sentence is about the first box still empty.
    [
      [(v) => !v.phone1, 'phone1', messages.signup.mobileRequired],
      [(v) => !v.phone2, 'phone2', messages.signup.mobileRequired],
      [(v) => !v.phone3, 'phone3', messages.signup.mobileRequired],
    ],
  );
  const field = <PhonePartsField legend="휴대폰 번호" names={['phone1', 'phone2', 'phone3']} />;
  const phoneBox = (part: string) => screen.getByRole('textbox', { name: `휴대폰 번호 ${part}` });
  const boxes = (): [HTMLElement, HTMLElement, HTMLElement] => [phoneBox('앞자리'), phoneBox('가운데 자리'), phoneBox('뒷자리')];

  it('is a group named by its legend, with each box named for its part', () => {
    renderKitForm(schema, field);
    const group = screen.getByRole('group', { name: '휴대폰 번호' });
    expect(within(group).getAllByRole('textbox')).toEqual(boxes());
    for (const box of boxes()) expect(box.getAttribute('inputmode')).toBe('numeric');
  });

  it('moves on from a full box as digits are typed, and keeps digits only', async () => {
    const { user, submitted } = renderKitForm(schema, field);
    const [first, second, third] = boxes();
    await user.click(first);
    await user.keyboard('010');
    expect(document.activeElement).toBe(second);
    await user.keyboard('48a27');
    expect(second).toHaveProperty('value', '4827');
    expect(document.activeElement).toBe(third);
    await user.keyboard('3916{Enter}');
    await waitFor(() => expect(submitted).toEqual([{ phone1: '010', phone2: '4827', phone3: '3916' }]));
  });

  it('spreads a whole number pasted into a box over the three', async () => {
    const { user } = renderKitForm(schema, field);
    const [first, second, third] = boxes();
    await user.click(first);
    await user.paste('010-4827-3916');
    expect([first, second, third].map((box) => (box as HTMLInputElement).value)).toEqual(['010', '4827', '3916']);
    expect(document.activeElement).toBe(third);
  });

  it('alerts a missing number and focuses the first box still empty, marking every box', async () => {
    const { user } = renderKitForm(schema, field);
    const [first, second] = boxes();
    await user.type(first, '010');
    await expectAlertThenFocus(user, messages.signup.mobileRequired, second);
    for (const box of boxes()) expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('locked (a verified number) takes no typing', async () => {
    const one = rulesSchema<{ contactPhone: string }>({ contactPhone: z.string().default('01048273916') }, []);
    const { user } = renderKitForm(one, <PhonePartsField legend="연락처" name="contactPhone" readOnly />);
    const first = screen.getByRole('textbox', { name: '연락처 앞자리' });
    expect(first).toHaveProperty('value', '010');
    expect(first).toHaveProperty('readOnly', true);
    await user.type(first, '9');
    expect(first).toHaveProperty('value', '010');
  });
});

describe('EmailField', () => {
  type Email = { emailLocal: string; emailDomain: string };
  const schema = rulesSchema<Email>({ emailLocal: z.string().trim().default(''), emailDomain: z.string().trim().default('') }, [
    [(v) => !v.emailLocal, 'emailLocal', messages.signup.emailRequired],
    [(v) => !v.emailDomain, 'emailDomain', messages.signup.emailRequired],
    [(v) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(`${v.emailLocal}@${v.emailDomain}`), 'emailLocal', messages.signup.emailInvalid],
  ]);
  const field = <EmailField names={{ local: 'emailLocal', domain: 'emailDomain' }} />;

  it('names the group 이메일 and its id box, domain box and domain choice; the domain is typed only after 직접 입력', async () => {
    const { user } = renderKitForm(schema, field);
    const group = screen.getByRole('group', { name: '이메일' });
    const domain = within(group).getByRole('textbox', { name: '이메일 도메인' });
    const choice = within(group).getByRole('combobox', { name: '이메일 도메인 선택' });
    within(group).getByRole('textbox', { name: '이메일 아이디' });
    await user.selectOptions(choice, 'naver.com');
    expect(domain).toHaveProperty('value', 'naver.com');
    expect(domain).toHaveProperty('readOnly', true);
    await user.selectOptions(choice, '직접 입력');
    expect(domain).toHaveProperty('readOnly', false);
    expect(domain).toHaveProperty('value', '');
    expect(document.activeElement).toBe(domain);
  });

  it('splits a whole address typed into the id box, and sends it', async () => {
    const { user, submitted } = renderKitForm(schema, field);
    await user.type(screen.getByRole('textbox', { name: '이메일 아이디' }), 'hong@example.co.kr');
    expect(screen.getByRole('textbox', { name: '이메일 아이디' })).toHaveProperty('value', 'hong');
    const domain = screen.getByRole('textbox', { name: '이메일 도메인' });
    expect(domain).toHaveProperty('value', 'example.co.kr');
    expect(screen.getByRole('combobox', { name: '이메일 도메인 선택' })).toHaveProperty('value', 'direct');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(submitted).toEqual([{ emailLocal: 'hong', emailDomain: 'example.co.kr' }]));
  });

  it('alerts a missing address, then an invalid one, focusing the id box', async () => {
    const { user } = renderKitForm(schema, field);
    const local = screen.getByRole('textbox', { name: '이메일 아이디' });
    await expectAlertThenFocus(user, messages.signup.emailRequired, local);
    await user.type(local, 'hong gil');
    await user.selectOptions(screen.getByRole('combobox', { name: '이메일 도메인 선택' }), 'gmail.com');
    await expectAlertThenFocus(user, messages.signup.emailInvalid, local);
    expect(local.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('PasswordPairField', () => {
  const fields = (
    <>
      <TextField name="currentPassword" label="현재 비밀번호" type="password" />
      <PasswordPairField names={{ password: 'newPassword', confirm: 'newPasswordConfirm' }} labels={{ password: '새 비밀번호', confirm: '새 비밀번호 확인' }} />
    </>
  );
  /** The live line a password box is described by (its hint). */
  const descriptionOf = (input: HTMLElement) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();

  it('names both boxes by their labels and tells the rule, then whether the password meets it and the two match, as they are typed', async () => {
    const { user } = renderKitForm(changePasswordFormSchema, fields);
    // Password inputs have no role: they are found by their labels.
    const password = screen.getByLabelText('새 비밀번호');
    const confirm = screen.getByLabelText('새 비밀번호 확인');
    expect(password.getAttribute('type')).toBe('password');
    expect(descriptionOf(password)).toBe(messages.signup.pwdRuleHint);
    await user.type(password, 'abcdefg');
    expect(descriptionOf(password)).toBe(messages.signup.pwdRuleHint);
    await user.type(password, '1');
    expect(descriptionOf(password)).toBe(messages.signup.pwdAvailable);
    expect(descriptionOf(confirm)).toBe('');
    await user.type(confirm, 'abc');
    expect(descriptionOf(confirm)).toBe(messages.password.differs);
    await user.type(confirm, 'defg1');
    expect(descriptionOf(confirm)).toBe(messages.password.matches);
  });

  it("alerts the form's rules in order and focuses each box, then sends", async () => {
    const { user, submitted } = renderKitForm(changePasswordFormSchema, fields);
    await expectAlertThenFocus(user, messages.password.currentRequired, screen.getByLabelText('현재 비밀번호'));
    await user.keyboard('Old1234!');
    await expectAlertThenFocus(user, messages.password.newRequired, screen.getByLabelText('새 비밀번호'));
    await user.keyboard('New1234!');
    await expectAlertThenFocus(user, messages.password.confirmRequired, screen.getByLabelText('새 비밀번호 확인'));
    await user.keyboard('New1234?');
    await expectAlertThenFocus(user, messages.password.mismatch, screen.getByLabelText('새 비밀번호 확인'));
    await user.clear(screen.getByLabelText('새 비밀번호 확인'));
    await user.keyboard('New1234!{Enter}');
    await waitFor(() => expect(submitted).toEqual([{ currentPassword: 'Old1234!', newPassword: 'New1234!', newPasswordConfirm: 'New1234!' }]));
  });
});

describe('DateSelectsField', () => {
  type Birthday = { birthday: { year: string; month: string; day: string } };
  const schema = rulesSchema<Birthday>(
    { birthday: z.object({ year: z.string(), month: z.string(), day: z.string() }).default({ year: '', month: '', day: '' }) },
    [[(v) => !v.birthday.year || !v.birthday.month || !v.birthday.day, 'birthday', messages.signup.birthdayIncomplete]],
  );
  const field = (disabled = false) => (
    <DateSelectsField name="birthday" valueAs="parts" legend="생년월일" years={[2000, 2001, 2002, 2003, 2004]} disabled={disabled} />
  );

  it("names the group and each select, and offers only the chosen month's days", async () => {
    const { user } = renderKitForm(schema, field());
    const group = screen.getByRole('group', { name: '생년월일' });
    const year = within(group).getByRole('combobox', { name: '생년월일 연도' });
    const month = within(group).getByRole('combobox', { name: '생년월일 월' });
    const day = within(group).getByRole('combobox', { name: '생년월일 일' });
    await user.selectOptions(year, '2004');
    await user.selectOptions(month, '2');
    expect(within(day).getAllByRole('option').at(-1)?.textContent).toContain('29');
    await user.selectOptions(day, '29');
    // 2003 has no 29 February: the day the new year lacks is cleared.
    await user.selectOptions(year, '2003');
    expect(within(day).getAllByRole('option').at(-1)?.textContent).toContain('28');
    expect(day).toHaveProperty('value', '');
  });

  it('alerts an incomplete date and focuses the first part still missing', async () => {
    const { user, submitted } = renderKitForm(schema, field());
    await user.selectOptions(screen.getByRole('combobox', { name: '생년월일 연도' }), '2001');
    const month = screen.getByRole('combobox', { name: '생년월일 월' });
    await expectAlertThenFocus(user, messages.signup.birthdayIncomplete, month);
    expect(month.getAttribute('aria-invalid')).toBe('true');
    await user.selectOptions(month, '3');
    await user.selectOptions(screen.getByRole('combobox', { name: '생년월일 일' }), '1');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(submitted).toEqual([{ birthday: { year: '2001', month: '3', day: '1' } }]));
  });

  it('takes no choice while disabled', () => {
    renderKitForm(schema, field(true));
    for (const part of ['연도', '월', '일']) expect(screen.getByRole('combobox', { name: `생년월일 ${part}` })).toHaveProperty('disabled', true);
  });
});

describe('CascadingSelectField', () => {
  type Choice = { categorySeq: number | null; recipientSeq: number | null };
  const schema = rulesSchema<Choice>({ categorySeq: z.number().nullable().default(null), recipientSeq: z.number().nullable().default(null) }, [
    [(v) => v.recipientSeq === null, 'recipientSeq', messages.adminForm.categoryRequired],
  ]);
  const recipients: Record<number, { value: number; label: string }[]> = {
    1: [{ value: 11, label: '온기 아동센터' }],
    2: [
      { value: 21, label: '온기 노인복지관' },
      { value: 22, label: '온기 쉼터' },
    ],
  };
  const field = (
    <CascadingSelectField<number, number>
      parent={{
        name: 'categorySeq',
        label: '분야',
        placeholder: '분야 선택',
        options: [
          { value: 1, label: '아동' },
          { value: 2, label: '어르신' },
        ],
      }}
      child={{ name: 'recipientSeq', label: '수혜처', placeholder: '수혜처 선택' }}
      childOptions={(category) => recipients[category] ?? []}
    />
  );

  it("keeps the child shut until a parent is chosen, offers the parent's children, and clears the child when the parent changes", async () => {
    const { user, submitted } = renderKitForm(schema, field);
    const parent = screen.getByRole('combobox', { name: '분야' });
    const child = screen.getByRole('combobox', { name: '수혜처' });
    expect(child).toHaveProperty('disabled', true);
    await user.selectOptions(parent, '어르신');
    expect(child).toHaveProperty('disabled', false);
    expect(
      within(child)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['수혜처 선택', '온기 노인복지관', '온기 쉼터']);
    await user.selectOptions(child, '온기 쉼터');
    await user.selectOptions(parent, '아동');
    expect(child).toHaveProperty('value', '');
    await expectAlertThenFocus(user, messages.adminForm.categoryRequired, child);
    await user.selectOptions(child, '온기 아동센터');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(submitted).toEqual([{ categorySeq: 1, recipientSeq: 11 }]));
  });
});

describe('RepeatableRows', () => {
  type Accounts = { accounts: { owner: string; bankNumber: string }[] };
  const schema = rulesSchema<Accounts>({ accounts: z.array(z.object({ owner: z.string(), bankNumber: z.string() })).default([]) }, [
    [(v) => v.accounts.some((row) => !row.owner || !row.bankNumber), 'accounts', messages.invitation.accountIncomplete],
  ]);
  const emptyRow = { owner: '', bankNumber: '' };
  const field = (
    <RepeatableRows<Accounts['accounts'][number]>
      name="accounts"
      legend="신랑측 계좌"
      noun="계좌"
      emptyRow={emptyRow}
      max={{ count: 2, message: messages.invitation.accountRowsFull(2) }}
    >
      {({ path }) => (
        <>
          <TextField name={path('owner')} label="예금주" />
          <TextField name={path('bankNumber')} label="계좌번호" digits={16} />
        </>
      )}
    </RepeatableRows>
  );

  it('starts with one row, adds a row named by its number and focuses it, and refuses one past the limit in Korean', async () => {
    const { user } = renderKitForm(schema, field);
    const first = await screen.findByRole('group', { name: '신랑측 계좌 1' });
    within(first).getByRole('textbox', { name: '예금주' });
    await user.click(screen.getByRole('button', { name: '계좌 추가' }));
    const second = await screen.findByRole('group', { name: '신랑측 계좌 2' });
    await waitFor(() => expect(document.activeElement).toBe(within(second).getByRole('textbox', { name: '예금주' })));
    expect(screen.getByText('2 / 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '계좌 추가' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(messages.invitation.accountRowsFull(2));
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('group', { name: '신랑측 계좌 3' })).toBeNull();
  });

  it('removing a row focuses the row before it; removing the only row empties it', async () => {
    const { user } = renderKitForm(schema, field);
    await user.type(within(await screen.findByRole('group', { name: '신랑측 계좌 1' })).getByRole('textbox', { name: '예금주' }), '김신랑');
    await user.click(screen.getByRole('button', { name: '계좌 추가' }));
    await screen.findByRole('group', { name: '신랑측 계좌 2' });
    await user.click(screen.getByRole('button', { name: '계좌 2 삭제' }));
    expect(screen.queryByRole('group', { name: '신랑측 계좌 2' })).toBeNull();
    const firstOwner = () => within(screen.getByRole('group', { name: '신랑측 계좌 1' })).getByRole('textbox', { name: '예금주' });
    expect(firstOwner()).toHaveProperty('value', '김신랑');
    await waitFor(() => expect(document.activeElement?.closest('[role="group"]')).toBe(screen.getByRole('group', { name: '신랑측 계좌 1' })));
    await user.click(screen.getByRole('button', { name: '계좌 1 삭제' }));
    await waitFor(() => expect(firstOwner()).toHaveProperty('value', ''));
    await waitFor(() => expect(document.activeElement).toBe(firstOwner()));
  });

  it("alerts an incomplete row and focuses that row's first empty box", async () => {
    const { user, submitted } = renderKitForm(schema, field);
    const row = await screen.findByRole('group', { name: '신랑측 계좌 1' });
    await user.type(within(row).getByRole('textbox', { name: '예금주' }), '김신랑');
    await expectAlertThenFocus(user, messages.invitation.accountIncomplete, within(row).getByRole('textbox', { name: '계좌번호' }));
    await user.keyboard('1234567890{Enter}');
    await waitFor(() => expect(submitted).toEqual([{ accounts: [{ owner: '김신랑', bankNumber: '1234567890' }] }]));
  });
});
