import { describe, expect, it } from 'vitest';
import { formatNumber, formatWon, messages, paymentWindow, type CampaignDetail, type PaymentReceipt } from '@ongi/shared';
import { getJson } from './support/accounts';
import { expectVisible, modal, newVisitor, url, useBrowser, viewports, violations } from './support/browser';
import { fillWreath, paymentDialog, paymentIdIn, shownTotal } from './payment-flow';

const browser = useBrowser();

const celebration = 16;

describe('캠페인 16 (축하 기부화환)에서 키움페이 방식 결제창으로 보내기', () => {
  it('결제하기는 468 x 750 결제창을 열고 확인하기로 바뀌며, 결제 전에는 아직이라 알리고, 승인되면 1.5초 뒤 결과를 확인해 영수증을 보여 준다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.desktop);
    const campaign = await getJson<CampaignDetail>(page, `/api/campaign/get-detail?campaignSeq=${celebration}`);
    await page.goto(url(`/campaign/campaign-dtl/${celebration}`));
    await page.getByRole('button', { name: '기부화환 보내기' }).click();
    const dialog = paymentDialog(page);
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.innerText()).toContain(campaign.campaignName);
    // A wedding campaign offers the wedding sentences.
    await expectVisible(dialog.getByRole('group', { name: '추천 문구' }).getByRole('button', { name: '결혼을 진심으로 축하드립니다.' }));
    await fillWreath(dialog, {
      donation: '50,000원',
      name: '(주)한결상사 임직원 일동',
      phoneNum: '01077778888',
      preset: '두 분의 새로운 출발을 응원합니다.',
      display: '이름 그대로',
    });
    const total = campaign.campaignAmount + 50000;
    expect(await shownTotal(dialog)).toBe(formatWon(total));

    const opened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: '결제하기' }).click();
    const popup = await opened;
    await expectVisible(dialog.getByRole('button', { name: messages.payment.confirmButton }));
    expect(await dialog.getByRole('button', { name: messages.payment.payButton }).count()).toBe(0);
    await expectVisible(popup.getByRole('heading', { name: '테스트 결제창' }));
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([paymentWindow.width, paymentWindow.height]);
    expect(await popup.locator('dl').innerText()).toContain(formatWon(total));

    // Not paid yet: 확인하기 says so and stays.
    await dialog.getByRole('button', { name: messages.payment.confirmButton }).click();
    await expectVisible(dialog.getByRole('status').filter({ hasText: messages.payment.windowHint }));
    await expectVisible(dialog.getByRole('button', { name: messages.payment.confirmButton }));

    await popup.getByRole('button', { name: '승인' }).click();
    const verified = await modal(page, messages.payment.verified);
    const paymentId = await paymentIdIn(verified);
    await verified.getByRole('button', { name: '확인' }).click();
    const receipt = page.getByRole('dialog', { name: '기부화환 결제 완료' }).getByRole('article', { name: '카드 영수증' });
    await expectVisible(receipt);
    expect(await receipt.innerText()).toContain(formatWon(total));
    expect(await violations(page)).toEqual([]);

    const found = await getJson<PaymentReceipt>(page, `/api/payment/receipt/${paymentId}/${encodeURIComponent('(주)한결상사 임직원 일동')}/01077778888`);
    expect(found).toMatchObject({ paymentId, status: 'PAID', amount: total, campaignName: campaign.campaignName });
    const donors = await getJson<Array<{ name: string; amount: number }>>(page, '/api/payment/getMainPageList/PAID');
    expect(donors).toContainEqual(expect.objectContaining({ name: '(주)한결상사 임직원 일동', amount: total }));
    // The campaign's ledger counts it.
    const after = await getJson<CampaignDetail>(page, `/api/campaign/get-detail?campaignSeq=${celebration}`);
    expect(after.donationLedger.paidCount).toBe(campaign.donationLedger.paidCount + 1);
    expect(after.donationLedger.totalPaid).toBe(campaign.donationLedger.totalPaid + total);
    // And the page's own line says so once the receipt is closed, without a reload.
    await page.getByRole('dialog', { name: '기부화환 결제 완료' }).getByRole('button', { name: '닫기' }).click();
    await expectVisible(
      page.getByText(messages.payment.ledgerSummary(formatNumber(after.donationLedger.paidCount), formatWon(after.donationLedger.donatedAmount))),
    );
    await context.close();
  });

  it('홈의 퀵메뉴 근조 기부화환은 캠페인 17의 결제창을 바로 연다 (390, 위반 없음)', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    await page.goto(url('/'));
    for (const close of await page.locator('[data-popup]').getByRole('button', { name: '닫기', exact: true }).all()) await close.click();
    const link = page.getByRole('complementary', { name: '퀵메뉴' }).getByRole('link', { name: '근조 기부화환' });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    const dialog = paymentDialog(page);
    await dialog.waitFor({ state: 'visible' });
    await expectVisible(dialog.getByRole('group', { name: '추천 문구' }).getByRole('button', { name: '삼가 고인의 명복을 빕니다.' }));
    expect(new URL(page.url()).pathname).toBe('/campaign/campaign-dtl/17');
    // Opened once: the address no longer asks for it.
    await page.waitForURL((address) => !address.search.includes('send='));
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '닫기' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
