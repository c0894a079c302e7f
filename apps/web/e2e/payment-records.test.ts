import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatNumber, formatWon, messages, type CampaignDetail, type CancelledPayment } from '@ongi/shared';
import { getJson } from './support/accounts';
import { demo, expectVisible, loginOnPage, newVisitor, url, useBrowser, viewports, violations, waitForPath } from './support/browser';
import { lookUpReceipt } from './support/receipt';

const browser = useBrowser();
const celebration = 16;

describe('기부 장부: 캠페인 상세의 한 줄', () => {
  it('지금까지의 기부화환 수와 모인 기부금을 서버의 장부 그대로 보여 준다 (390, 위반 없음)', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    const campaign = await getJson<CampaignDetail>(page, `/api/campaign/get-detail?campaignSeq=${celebration}`);
    expect(campaign.donationLedger.paidCount, '데모 데이터의 축하 기부화환 결제').toBeGreaterThan(0);
    await page.goto(url(`/campaign/campaign-dtl/${celebration}`));
    const line = page.getByTestId('donation-ledger');
    await expectVisible(line);
    expect(await line.innerText()).toBe(
      messages.payment.ledgerSummary(formatNumber(campaign.donationLedger.paidCount), formatWon(campaign.donationLedger.donatedAmount)),
    );
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});

/** The demo member's partly refunded payment, its name and phone (as the receipt lookup journey finds them). */
async function demoMembersPayment(page: Page) {
  await loginOnPage(page, demo.member.username, demo.member.password);
  await waitForPath(page, '/');
  const cancelled = await getJson<{ content: CancelledPayment[] }>(page, '/api/payment/cancel-list?page=1');
  const account = await getJson<{ name: string; phoneNum: string }>(page, '/api/account/get-account-info');
  await page.context().clearCookies();
  const partial = cancelled.content.find((payment) => payment.status === 'PARTIAL_CANCELLED');
  expect(partial, '데모 회원의 부분 취소 결제').toBeDefined();
  return { payment: partial!, name: account.name, phoneNum: account.phoneNum };
}

describe('영수증의 현금영수증 정보', () => {
  it('영수증에서 열어 지출증빙용을 저장하고 다시 열면 그대로 보이며, 기부금 영수증은 신청으로 안내한다 (1280, 위반 없음)', async () => {
    const { context, page } = await newVisitor(browser(), viewports.desktop);
    const { payment, name, phoneNum } = await demoMembersPayment(page);
    const lookup = await lookUpReceipt(page, { paymentId: payment.paymentId, name, phoneNum });

    await lookup.getByRole('button', { name: '현금영수증 정보' }).click();
    const editor = page.getByRole('dialog', { name: '현금영수증 정보' });
    await expectVisible(editor.getByRole('form', { name: '현금영수증 발급 정보' }));
    // One way to ask for a 기부금 영수증: its request, not fields here.
    expect(await editor.getByLabel('상호').count()).toBe(0);
    expect(await editor.getByRole('checkbox').count()).toBe(0);
    await editor.getByRole('radio', { name: /지출증빙용/ }).check();
    await editor.getByLabel('사업자 번호', { exact: true }).fill('123456789');
    await editor.getByRole('button', { name: '저장' }).click();
    await expectVisible(editor.getByRole('alert').filter({ hasText: messages.payment.cashReceipt.businessNumberInvalid }));
    await editor.getByLabel('사업자 번호', { exact: true }).fill('123-45-67890');
    await editor.getByRole('button', { name: '저장' }).click();
    await expectVisible(editor.getByRole('status').filter({ hasText: messages.payment.cashReceipt.saved }));
    expect(await violations(page)).toEqual([]);

    await editor.getByRole('button', { name: '영수증으로 돌아가기' }).click();
    await lookup.getByRole('button', { name: '현금영수증 정보' }).click();
    await expectVisible(editor.getByLabel('사업자 번호', { exact: true }));
    expect(await editor.getByLabel('사업자 번호', { exact: true }).inputValue()).toBe('1234567890');
    expect(await editor.getByRole('radio', { name: /지출증빙용/ }).isChecked()).toBe(true);

    await editor.getByRole('button', { name: '기부금 영수증 신청' }).click();
    const request = page.getByRole('dialog', { name: '기부금 영수증 신청' });
    await expectVisible(request.getByRole('button', { name: '영수증으로 돌아가기' }));
    await request.getByRole('button', { name: '영수증으로 돌아가기' }).click();
    await expectVisible(lookup.getByRole('article', { name: '카드 영수증' }));
    await context.close();
  });
});
