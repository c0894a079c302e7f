import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatWon, messages, receiptStatusLabels, type CancelledPayment, type PaymentReceipt } from '@ongi/shared';
import { getJson } from './support/accounts';
import { demo, expectVisible, loginOnPage, newVisitor, url, useBrowser, viewports, violations, waitForPath } from './support/browser';
import { pasteInto } from './support/clipboard';
import { openReceiptLookup, receiptLookupDialog } from './support/receipt';

const browser = useBrowser();

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const id = document.activeElement?.id;
    return id ? document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent : null;
  });

/**
 * A real payer's receipt: the demo member paid wreaths while logged in; the
 * payments they had cancelled are listed, with the payment's own number, on
 * their cancel history, and their name and phone are on their profile.
 */
async function demoMembersPayment(page: Page) {
  await loginOnPage(page, demo.member.username, demo.member.password);
  await waitForPath(page, '/');
  const cancelled = await getJson<{ content: CancelledPayment[] }>(page, '/api/payment/cancel-list?page=1');
  const account = await getJson<{ name: string; phoneNum: string }>(page, '/api/account/get-account-info');
  // Looked up as anyone may: without the member's session.
  await page.context().clearCookies();
  const partial = cancelled.content.find((payment) => payment.status === 'PARTIAL_CANCELLED');
  expect(partial, '데모 회원의 부분 취소 결제').toBeDefined();
  return { payment: partial!, name: account.name, phoneNum: account.phoneNum };
}

describe('증빙서류: 결제 영수증 조회', () => {
  it('결제번호, 이름, 연락처는 이 순서로 하나씩 요구되고, 붙여 넣은 010-1234-5678은 숫자만 남는다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    const lookup = await openReceiptLookup(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/payment/receipt/')) requests.push(request.url());
    });
    const submit = lookup.getByRole('button', { name: '조회하기' });

    await submit.click();
    await expectVisible(lookup.getByRole('alert').filter({ hasText: messages.receipt.paymentIdRequired }));
    expect(await focusedLabel(page)).toBe('결제번호');
    await lookup.getByLabel('결제번호').fill('   ');
    await submit.click();
    await expectVisible(lookup.getByRole('alert').filter({ hasText: messages.receipt.paymentIdRequired }));

    await lookup.getByLabel('결제번호').fill('pay-not-mine');
    await submit.click();
    await expectVisible(lookup.getByRole('alert').filter({ hasText: messages.receipt.nameRequired }));
    expect(await focusedLabel(page)).toBe('이름');

    await lookup.getByLabel('이름').fill('김하늘');
    await submit.click();
    await expectVisible(lookup.getByRole('alert').filter({ hasText: messages.receipt.phoneRequired }));
    expect(await focusedLabel(page)).toBe('연락처');
    expect(requests).toEqual([]);

    const phone = lookup.getByLabel('연락처');
    await pasteInto(phone, '010-1234-5678');
    expect(await phone.inputValue()).toBe('01012345678');
    await phone.fill('');
    await phone.pressSequentially('010-9876-54321');
    expect(await phone.inputValue()).toBe('01098765432');
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it('맞는 결제가 없으면 서버의 문장을 보여 주고 입력은 그대로; 각 부분은 주소에 맞게 인코딩된다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.desktop);
    const lookup = await openReceiptLookup(page);
    await lookup.getByLabel('결제번호').fill('없는/번호?');
    await lookup.getByLabel('이름').fill('김 하늘');
    await lookup.getByLabel('연락처').fill('01012345678');
    const answer = page.waitForResponse((response) => response.url().includes('/api/payment/receipt/'));
    await lookup.getByRole('button', { name: '조회하기' }).click();
    const response = await answer;
    expect(response.status()).toBe(404);
    expect(new URL(response.url()).pathname).toBe(`/api/payment/receipt/${encodeURIComponent('없는/번호?')}/${encodeURIComponent('김 하늘')}/01012345678`);
    await expectVisible(lookup.getByRole('alert').filter({ hasText: messages.receipt.notFound }));
    expect(await lookup.getByLabel('결제번호').inputValue()).toBe('없는/번호?');
    expect(await lookup.getByLabel('이름').inputValue()).toBe('김 하늘');
    await context.close();
  });

  it('결제한 사람의 결제번호, 이름, 연락처로 영수증이 나오고, 인쇄하면 영수증만 종이에 나온다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    const { payment, name, phoneNum } = await demoMembersPayment(page);
    const expected = await getJson<PaymentReceipt>(
      page,
      `/api/payment/receipt/${encodeURIComponent(payment.paymentId)}/${encodeURIComponent(name)}/${phoneNum}`,
    );
    expect(expected.status).toBe('PARTIAL_CANCELLED');

    const lookup = await openReceiptLookup(page);
    await lookup.getByLabel('결제번호').fill(payment.paymentId);
    await lookup.getByLabel('이름').fill(name);
    await pasteInto(lookup.getByLabel('연락처'), phoneNum.replace(/^(\d{3})(\d{4})(\d{4})$/, '$1-$2-$3'));
    await lookup.getByRole('button', { name: '조회하기' }).click();

    const slip = lookup.getByRole('article', { name: '카드 영수증' });
    await expectVisible(slip);
    const row = (label: string) => slip.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
    expect(await row('결제번호').innerText()).toBe(payment.paymentId);
    expect(await row('결제 금액').innerText()).toBe(formatWon(expected.amount));
    expect(await row('환불된 금액').innerText()).toBe(`-${formatWon(expected.cancelledAmount)}`);
    expect(await row('남은 금액').innerText()).toBe(formatWon(expected.amount - expected.cancelledAmount));
    await expectVisible(slip.getByText(receiptStatusLabels.PARTIAL_CANCELLED, { exact: true }));
    if (expected.campaignName) expect(await row('캠페인').innerText()).toBe(expected.campaignName);
    // The invitation's order number (the host's secret) is nowhere on the payer's receipt.
    expect(await slip.innerText()).not.toContain('주문번호');
    expect(await violations(page)).toEqual([]);

    // 인쇄 asks the browser to print; on paper only the slip shows.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await lookup.getByRole('button', { name: '인쇄' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => {
      const slipElement = document.querySelector('article[aria-labelledby="payment-receipt-title"]')!;
      const visible = (element: Element) => getComputedStyle(element).visibility === 'visible' && getComputedStyle(element).display !== 'none';
      const shown = [...document.body.querySelectorAll('*')].filter(
        (element) => visible(element) && element.getBoundingClientRect().height > 0 && !slipElement.contains(element) && element !== slipElement,
      );
      return {
        app: getComputedStyle(document.getElementById('root')!).display,
        slip: visible(slipElement),
        buttons: [...document.querySelectorAll('[role="dialog"] button')].filter(visible).length,
        // Outside the slip only its containers may still take room, with nothing of their own to see.
        others: shown.filter((element) => !element.contains(slipElement)).map((element) => element.tagName),
      };
    });
    expect(printed).toEqual({ app: 'none', slip: true, buttons: 0, others: [] });
    await page.emulateMedia({ media: 'screen' });

    // Another lookup starts from the form again, with what was typed.
    await lookup.getByRole('button', { name: '다른 결제 조회' }).click();
    expect(await lookup.getByLabel('결제번호').inputValue()).toBe(payment.paymentId);
    await context.close();
  });

  it('영수증 알림톡의 링크(/?receipt=결제번호)는 홈에서 결제번호가 채워진 조회를 열고, 이름부터 입력한다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    const { payment, name, phoneNum } = await demoMembersPayment(page);
    await page.goto(url(`/?receipt=${encodeURIComponent(payment.paymentId)}`));
    const lookup = receiptLookupDialog(page);
    await expectVisible(lookup);
    expect(await lookup.getByLabel('결제번호').inputValue()).toBe(payment.paymentId);
    await expect.poll(() => focusedLabel(page)).toBe('이름');
    // The number leaves the address: a reload does not open the lookup again.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await lookup.getByLabel('이름').fill(name);
    await lookup.getByLabel('연락처').fill(phoneNum);
    await lookup.getByRole('button', { name: '조회하기' }).click();
    await expectVisible(lookup.getByRole('article', { name: '카드 영수증' }));
    await context.close();
  });

  it(`결제 영수증 조회 (desktop): 위반 없음`, async () => {
    const { context, page } = await newVisitor(browser(), viewports.desktop);
    const lookup = await openReceiptLookup(page);
    expect(await violations(page)).toEqual([]);
    await lookup.getByRole('button', { name: '조회하기' }).click();
    await expectVisible(lookup.getByRole('alert'));
    expect(await violations(page)).toEqual([]);
    await lookup.getByRole('button', { name: '닫기' }).click();
    await receiptLookupDialog(page).waitFor({ state: 'detached' });
    // Focus goes back to what opened it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('증빙서류 발급');
    await context.close();
  });
});
