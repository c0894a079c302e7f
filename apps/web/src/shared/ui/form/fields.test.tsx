// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { messages, refundBankSchema, refundBanks, z } from '@ongi/shared';
import { closeAllModals } from '../modal';
import { CheckboxField, FormRows, RadioGroupField, SelectField, TextAreaField, TextField, YesNoField } from './index';
import { expectAlertThenFocus, renderKitForm, rulesSchema } from './test-form';

// The kit's one-control fields as a user meets them: each named by its label,
// the shared schema's Korean sentence told after 저장 (an alert, then the
// focus on the field it is about; or at the field in a modal's inline form),
// nothing told before, and the keyboard enough to fill and send a form.

afterEach(() => {
  closeAllModals();
  cleanup();
});

function RefundBankFields({ disabled = false }: { disabled?: boolean }) {
  return (
    <FormRows>
      <SelectField name="bankName" label="은행" options={refundBanks} placeholder="은행을 선택해 주세요" disabled={disabled} />
      <TextField name="bankOwner" label="예금주" maxLength={30} disabled={disabled} />
      <TextField name="bankNumber" label="계좌번호" digits={16} disabled={disabled} />
    </FormRows>
  );
}

describe('TextField and SelectField (the refund account form)', () => {
  it('ties each label to its control, so a screen reader names it', () => {
    renderKitForm(refundBankSchema, <RefundBankFields />);
    expect(screen.getByLabelText('은행')).toBe(screen.getByRole('combobox', { name: '은행' }));
    expect(screen.getByLabelText('예금주')).toBe(screen.getByRole('textbox', { name: '예금주' }));
    const number = screen.getByRole('textbox', { name: '계좌번호' });
    // Digits only: phones open their number pad.
    expect(number.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByRole('option', { name: '은행을 선택해 주세요' })).toHaveProperty('selected', true);
  });

  it('tells nothing while fields are only visited, then alerts the first rule after 저장 and focuses its field', async () => {
    const { user, submitted } = renderKitForm(refundBankSchema, <RefundBankFields />);
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: '예금주' }).getAttribute('aria-invalid')).toBeNull();

    const bank = screen.getByRole('combobox', { name: '은행' });
    await expectAlertThenFocus(user, messages.refundBank.bankRequired, bank);
    expect(bank.getAttribute('aria-invalid')).toBe('true');
    expect(submitted).toEqual([]);

    // The next rule in the spec's order, once the first one passes.
    await user.selectOptions(bank, refundBanks[0]);
    await expectAlertThenFocus(user, messages.refundBank.ownerRequired, screen.getByRole('textbox', { name: '예금주' }));
    expect(bank.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps what was typed through a failure and marks the field until it is fixed', async () => {
    const { user } = renderKitForm(refundBankSchema, <RefundBankFields />);
    await user.selectOptions(screen.getByRole('combobox', { name: '은행' }), refundBanks[1]);
    await user.type(screen.getByRole('textbox', { name: '예금주' }), '김환불');
    await user.type(screen.getByRole('textbox', { name: '계좌번호' }), '12345');
    const number = screen.getByRole('textbox', { name: '계좌번호' });
    await expectAlertThenFocus(user, messages.refundBank.numberLength, number);
    expect(screen.getByRole('textbox', { name: '예금주' })).toHaveProperty('value', '김환불');
    expect(number).toHaveProperty('value', '12345');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    await user.type(number, '67890');
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBeNull());
  });

  it('is filled and sent from the keyboard alone: Tab between fields, digits kept from a typed hyphen, Enter sends', async () => {
    const { user, submitted } = renderKitForm(refundBankSchema, <RefundBankFields />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: '은행' }));
    await user.selectOptions(document.activeElement as HTMLElement, refundBanks[2]);
    await user.tab();
    await user.keyboard('김환불');
    await user.tab();
    await user.keyboard('110-123-456789');
    expect(screen.getByRole('textbox', { name: '계좌번호' })).toHaveProperty('value', '110123456789');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(submitted).toEqual([{ bankName: refundBanks[2], bankOwner: '김환불', bankNumber: '110123456789' }]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('locks disabled fields: they take no typing and the Tab key passes them by', async () => {
    const { user } = renderKitForm(refundBankSchema, <RefundBankFields disabled />);
    const owner = screen.getByRole('textbox', { name: '예금주' });
    expect(owner).toHaveProperty('disabled', true);
    expect(screen.getByRole('combobox', { name: '은행' })).toHaveProperty('disabled', true);
    await user.type(owner, '김환불');
    expect(owner).toHaveProperty('value', '');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '저장' }));
  });

  it("in a modal's inline form, shows the sentence at the field, describes the field by it and focuses it at once", async () => {
    const { user } = renderKitForm(refundBankSchema, <RefundBankFields />, { report: 'inline' });
    await user.selectOptions(screen.getByRole('combobox', { name: '은행' }), refundBanks[0]);
    await user.click(screen.getByRole('button', { name: '저장' }));
    const sentence = await screen.findByRole('alert');
    expect(sentence.textContent).toBe(messages.refundBank.ownerRequired);
    const owner = screen.getByRole('textbox', { name: '예금주' });
    expect(owner.getAttribute('aria-describedby')?.split(' ')).toContain(sentence.id);
    expect(document.activeElement).toBe(owner);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.type(owner, '김');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('a required field', () => {
  const schema = rulesSchema<{ title: string }>({ title: z.string().trim().default('') }, [[(v) => v.title === '', 'title', messages.inquiry.titleRequired]]);

  it("is marked required for assistive technology, and the kit's Korean sentence speaks instead of the browser's", async () => {
    const { user, submitted } = renderKitForm(schema, <TextField name="title" label="제목 (필수)" required />);
    const title = screen.getByRole('textbox', { name: '제목 (필수)' });
    expect(title).toHaveProperty('required', true);
    // The kit's form turns the browser's own check off (noValidate), so the spec's sentence is the one told.
    expect(screen.getByRole('form', { name: '시험 양식' })).toHaveProperty('noValidate', true);
    await expectAlertThenFocus(user, messages.inquiry.titleRequired, title);
    await user.type(title, '배송 문의');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(submitted).toEqual([{ title: '배송 문의' }]));
  });
});

describe('a whole-number field (노출 순서)', () => {
  const schema = rulesSchema<{ order: string }>({ order: z.string().default('') }, [
    [(v) => !/^[1-9]\d*$/.test(v.order.trim()), 'order', messages.adminForm.displayOrderInvalid],
  ]);

  it.each(['2.5', '0', '-1', 'abc'])("keeps '%s' as typed (no digits filter making 2.5 into 25) and refuses it with the one sentence", async (typed) => {
    const { user, submitted } = renderKitForm(schema, <TextField name="order" label="노출 순서" wholeNumber />);
    const order = screen.getByRole('textbox', { name: '노출 순서' });
    expect(order.getAttribute('inputmode')).toBe('numeric');
    await user.type(order, typed);
    expect(order).toHaveProperty('value', typed);
    await expectAlertThenFocus(user, messages.adminForm.displayOrderInvalid, order);
    expect(order).toHaveProperty('value', typed);
    expect(submitted).toEqual([]);
  });

  it('sends a whole number from 1', async () => {
    const { user, submitted } = renderKitForm(schema, <TextField name="order" label="노출 순서" wholeNumber />);
    await user.type(screen.getByRole('textbox', { name: '노출 순서' }), '3');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(submitted).toEqual([{ order: '3' }]));
  });
});

describe('TextAreaField', () => {
  const schema = rulesSchema<{ content: string }>({ content: z.string().default('') }, [
    [(v) => v.content.trim() === '', 'content', messages.inquiry.contentRequired],
  ]);

  it('is named by its label, counts what is typed against its limit, and is focused after its sentence', async () => {
    const { user, submitted } = renderKitForm(schema, <TextAreaField name="content" label="내용" maxLength={100} counter />);
    const content = screen.getByRole('textbox', { name: '내용' });
    expect(content.tagName).toBe('TEXTAREA');
    expect(screen.getByText('0 / 100자')).toBeTruthy();
    await expectAlertThenFocus(user, messages.inquiry.contentRequired, content);
    await user.keyboard('안녕하세요{Enter}문의드립니다');
    expect(screen.getByText('12 / 100자')).toBeTruthy();
    // Enter in a textarea is a new line, not a submit.
    expect(submitted).toEqual([]);
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(submitted).toEqual([{ content: '안녕하세요\n문의드립니다' }]));
  });
});

describe('RadioGroupField and YesNoField', () => {
  const schema = rulesSchema<{ side: string; marketingSms: string }>({ side: z.string().default(''), marketingSms: z.string().default('N') }, [
    [(v) => v.side === '', 'side', messages.invitation.accountIncomplete],
  ]);
  const fields = (disabled = false) => (
    <>
      <RadioGroupField
        name="side"
        label="구분"
        options={[
          { value: 'groom', label: '신랑측' },
          { value: 'bride', label: '신부측' },
        ]}
        disabled={disabled}
      />
      <YesNoField name="marketingSms" label="SMS 수신" disabled={disabled} />
    </>
  );

  it('names each group by its label and each radio by its own', () => {
    renderKitForm(schema, fields());
    const side = screen.getByRole('radiogroup', { name: '구분' });
    expect(side.querySelectorAll('input[type="radio"]')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: '신랑측' })).toHaveProperty('checked', false);
    screen.getByRole('radiogroup', { name: 'SMS 수신' });
    // The schema's default is chosen from the start.
    expect(screen.getByRole('radio', { name: '수신 거부' })).toHaveProperty('checked', true);
  });

  it('alerts an empty choice and focuses its first radio; arrow keys then move the choice', async () => {
    const { user, submitted } = renderKitForm(schema, fields());
    const groom = screen.getByRole('radio', { name: '신랑측' });
    await expectAlertThenFocus(user, messages.invitation.accountIncomplete, groom);
    expect(screen.getByRole('radiogroup', { name: '구분' }).getAttribute('aria-invalid')).toBe('true');
    await user.keyboard(' ');
    expect(groom).toHaveProperty('checked', true);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '신부측' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: '수신 동의' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(submitted).toEqual([{ side: 'bride', marketingSms: 'Y' }]));
  });

  it('takes no choice while disabled', async () => {
    const { user } = renderKitForm(schema, fields(true));
    const groom = screen.getByRole('radio', { name: '신랑측' });
    expect(groom).toHaveProperty('disabled', true);
    await user.click(groom);
    expect(groom).toHaveProperty('checked', false);
  });
});

describe('CheckboxField', () => {
  const schema = rulesSchema<{ agreeTerms: boolean; nameOpen: string }>({ agreeTerms: z.boolean().default(false), nameOpen: z.string().default('N') }, [
    [(v) => !v.agreeTerms, 'agreeTerms', messages.signup.serviceTermsRequired],
  ]);

  it('is named by its label, toggled with the space bar, keeps its own values, and is focused after its sentence', async () => {
    const { user, submitted } = renderKitForm(
      schema,
      <>
        <CheckboxField name="agreeTerms" label="결제 내용을 확인했으며 동의합니다. (필수)" />
        <CheckboxField name="nameOpen" label="이름 공개" values={['Y', 'N']} />
      </>,
    );
    const agree = screen.getByRole('checkbox', { name: '결제 내용을 확인했으며 동의합니다. (필수)' });
    expect(screen.getByLabelText('이름 공개')).toBe(screen.getByRole('checkbox', { name: '이름 공개' }));
    await expectAlertThenFocus(user, messages.signup.serviceTermsRequired, agree);
    await user.keyboard(' ');
    expect(agree).toHaveProperty('checked', true);
    await user.click(screen.getByText('이름 공개'));
    expect(screen.getByRole('checkbox', { name: '이름 공개' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(submitted).toEqual([{ agreeTerms: true, nameOpen: 'Y' }]));
  });

  it('cannot be ticked while disabled', async () => {
    const { user } = renderKitForm(schema, <CheckboxField name="agreeTerms" label="동의" disabled />);
    const agree = screen.getByRole('checkbox', { name: '동의' });
    await user.click(agree);
    expect(agree).toHaveProperty('checked', false);
    expect(agree).toHaveProperty('disabled', true);
  });
});
