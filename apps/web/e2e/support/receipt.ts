import type { Page } from 'playwright-core';
import { expectVisible, url } from './browser';

/** The payment's own number, the name and the phone it was paid with: what the receipt lookup asks. */
export type PayerKey = { paymentId: string; name: string; phoneNum: string };

export const receiptLookupDialog = (page: Page) => page.getByRole('dialog', { name: '결제 영수증 조회' });

/** Home → 부가 서비스 → 증빙서류 발급: the lookup, empty (the home's popups closed first, as a visitor would). */
export async function openReceiptLookup(page: Page) {
  await page.goto(url('/'));
  await expectVisible(page.getByRole('region', { name: '부가 서비스' }));
  for (const close of await page.locator('[data-popup]').getByRole('button', { name: '닫기', exact: true }).all()) await close.click();
  await page
    .getByRole('region', { name: '부가 서비스' })
    .getByRole('button', { name: /증빙서류 발급/ })
    .click();
  await expectVisible(receiptLookupDialog(page));
  return receiptLookupDialog(page);
}

/** The lookup, filled in and answered: the receipt of this payment, in its dialog. */
export async function lookUpReceipt(page: Page, payer: PayerKey) {
  const lookup = await openReceiptLookup(page);
  await lookup.getByLabel('결제번호').fill(payer.paymentId);
  await lookup.getByLabel('이름').fill(payer.name);
  await lookup.getByLabel('연락처').fill(payer.phoneNum);
  await lookup.getByRole('button', { name: '조회하기' }).click();
  await expectVisible(lookup.getByRole('article', { name: '카드 영수증' }));
  return lookup;
}
