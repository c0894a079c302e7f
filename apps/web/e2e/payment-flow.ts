// What the payment journeys share: filling the wreath payment modal as a
// person does, and answering the sandbox provider's checkout window.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expectVisible } from './support/browser';

export const paymentDialog = (page: Page) => page.getByRole('dialog', { name: '기부화환 보내기' });

export interface WreathInput {
  /** A preset's label ('30,000원'), or a number typed into 직접 입력. */
  donation: string | number;
  name: string;
  phoneNum: string;
  /** A preset sentence's button, or text typed into the box. */
  preset?: string;
  message?: string;
  display?: '이름 그대로' | '이름 일부 가림' | '익명';
}

/** Fills the modal (every field a person would touch) and agrees to the terms; the caller presses the button. */
export async function fillWreath(dialog: Locator, input: WreathInput) {
  if (typeof input.donation === 'number') {
    await dialog.getByRole('radio', { name: '직접 입력' }).check();
    await dialog.getByLabel('직접 입력할 기부 금액').pressSequentially(String(input.donation));
  } else {
    await dialog.getByRole('radio', { name: input.donation, exact: true }).check();
  }
  await dialog.getByLabel('보내는 분').fill(input.name);
  await dialog.getByLabel('휴대폰 번호').fill(input.phoneNum);
  if (input.preset) await dialog.getByRole('group', { name: '추천 문구' }).getByRole('button', { name: input.preset }).click();
  if (input.message) await dialog.getByLabel('메시지').fill(input.message);
  if (input.display) await dialog.getByRole('radio', { name: input.display }).check();
  await dialog.getByRole('checkbox', { name: /결제 진행과 개인정보 수집·이용에 동의합니다/ }).check();
}

/** The total the modal shows now ('80,000원'). */
export async function shownTotal(dialog: Locator): Promise<string> {
  return (await dialog.getByText('총 결제 금액').locator('..').locator('strong').innerText()).trim();
}

/** Presses 결제하기 and gives the sandbox checkout window it opens, once it shows the order. */
export async function payInSandbox(context: BrowserContext, dialog: Locator): Promise<Page> {
  const opened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: '결제하기' }).click();
  const checkout = await opened;
  await expectVisible(checkout.getByRole('heading', { name: '테스트 결제창' }));
  await expectVisible(checkout.getByText('결제 금액'));
  return checkout;
}

/** The payment's own number in the verified alert ('결제번호: P2026...'). */
export async function paymentIdIn(alert: Locator): Promise<string> {
  const text = await alert.innerText();
  const paymentId = /결제번호: (\S+)/.exec(text)?.[1];
  if (paymentId === undefined) throw new Error(`결제번호가 없습니다: ${text}`);
  return paymentId;
}
