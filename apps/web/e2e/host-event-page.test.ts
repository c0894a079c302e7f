import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatNumber, formatWon, type HostEvent, type MemberOrder } from '@ongi/shared';
import { getJson, uniqueDigits } from './support/accounts';
import { BASE_URL, demo, expectVisible, loginOnPage, newVisitor, url, useBrowser, viewports, violations, waitForPath } from './support/browser';

const browser = useBrowser();

/** One wreath paid through the sandbox as a guest's phone pays it: intent, the provider's window, approval, confirmation. */
async function payWreath(page: Page, publicNum: string, wreath: { name: string; donationAmount: number; message: string }) {
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await page.request.post(url(path), { data, headers: { origin: BASE_URL } });
    expect(response.ok(), `${path} answered ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const intent = await post<{ paymentId: string; invitationSeq: number; amount: number; orderName: string; portone?: { storeId: string; channelKey: string } }>(
    '/api/payment/unique-payment-id',
    { publicNum, ...wreath, phoneNum: '01056781234', senderDisplay: 'MASKED', agreeTerms: true },
  );
  await post('/api/sandbox/payments', {
    storeId: intent.portone?.storeId,
    channelKey: intent.portone?.channelKey,
    paymentId: intent.paymentId,
    orderName: intent.orderName,
    totalAmount: intent.amount,
    currency: 'KRW',
    payMethod: 'CARD',
  });
  await post(`/api/sandbox/payments/${intent.paymentId}/approve`, { cardCompany: '신한카드', cardNumber: '1234-5678-9012-3456', webhook: false });
  await post(`/api/payment/verify/${intent.paymentId}/${intent.invitationSeq}`, {});
}

describe('혼주·상주의 청첩장·부고장 관리', () => {
  it('기부화환 세 개 뒤에 주문 카드에서 열어 합계를 보고, 이름을 찾아 감사 인사를 표시하고 엑셀을 받는다; 하객 화면의 관리 막대는 주인에게만 (390, 위반 없음)', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    await loginOnPage(page, demo.member.username, demo.member.password);
    await waitForPath(page, '/');
    const orders = await getJson<{ content: MemberOrder[] }>(page, '/api/invitation/get-ago-list?daysAgo=all&page=1');
    const order = orders.content.find((candidate) => candidate.useCampaign && candidate.campaignSeq !== null);
    expect(order, '데모 회원의 기부화환을 받는 청첩장·부고장').toBeDefined();
    const { orderNum, publicNum } = order!;

    // Three guests send wreaths of different amounts (the campaign's price plus their extra donation).
    const stamp = uniqueDigits(4);
    const senders = [
      { name: `가하객${stamp}`, donationAmount: 10000, message: '두 분의 앞날을 축복합니다' },
      { name: `나하객${stamp}`, donationAmount: 30000, message: '행복하세요' },
      { name: `다하객${stamp}`, donationAmount: 50000, message: '진심으로 축하드립니다' },
    ];
    for (const sender of senders) await payWreath(page, publicNum, sender);
    const event = await getJson<HostEvent>(page, `/api/host/event/${orderNum}`);

    // From the my-page order card to the event page.
    await page.goto(url('/mypage/order-list'));
    const card = page.getByRole('article').filter({ hasText: `주문번호 ${orderNum}` });
    await card.getByRole('link', { name: order!.isWedding ? '청첩장 관리' : '부고장 관리' }).click();
    await waitForPath(page, `/mypage/event/${orderNum}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: order!.isWedding ? '내 청첩장 관리' : '내 부고장 관리' }));
    const glance = page.getByRole('region', { name: '한눈에 보기' });
    await expectVisible(glance.getByText(`${formatNumber(event.ledger.paidCount)}개`, { exact: true }));
    await expectVisible(glance.getByText(formatWon(event.ledger.totalPaid), { exact: true }));
    // The donated half carries its note ('결제 금액의 절반') in the same cell.
    await expectVisible(glance.getByText(new RegExp(`^${formatWon(event.ledger.donatedAmount)}`)));
    expect(await page.getByRole('link', { name: '공개·보관 설정' }).getAttribute('href')).toBe(`/mypage/event/${orderNum}/settings`);

    // Search a name: only that sender, with the name as paid (the guests' lists show it masked).
    const search = page.getByRole('search', { name: '보내 주신 분 검색' });
    await search.getByLabel('이름이나 메시지로 검색').fill(senders[1]!.name);
    await search.getByRole('button', { name: '검색' }).click();
    const items = page.getByRole('list', { name: /보내 주신 분, 1페이지/ }).getByRole('listitem');
    // The list shown before stays while the search loads: wait for the answer.
    await expect.poll(() => items.count()).toBe(1);
    await expectVisible(items.filter({ hasText: senders[1]!.name }));
    await expectVisible(items.first().getByText('행복하세요'));

    const mark = items.first().getByRole('button', { name: `${senders[1]!.name}님께 감사 인사 보냄` });
    expect(await mark.getAttribute('aria-pressed')).toBe('false');
    await mark.click();
    await page.waitForFunction(
      (name) => document.querySelector(`button[aria-label="${name}님께 감사 인사 보냄"]`)?.getAttribute('aria-pressed') === 'true',
      senders[1]!.name,
    );
    expect(await violations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '엑셀 다운로드' }).click()]);
    // The list, its period (none: 전체) and the search word, as every download is named (lib/excel-workbook.ts).
    expect(download.suggestedFilename()).toBe(`보내주신분_${orderNum}_전체_${senders[1]!.name}.xlsx`);

    // The host on the guest page sees the manage bar leading back here.
    await page.goto(url(`/invitation/${publicNum}`));
    const bar = page.getByRole('navigation', { name: '주인 메뉴' });
    await expectVisible(bar);
    expect(await bar.getByRole('link', { name: '내 청첩장·부고장 관리' }).getAttribute('href')).toBe(`/mypage/event/${orderNum}`);
    expect(await violations(page)).toEqual([]);
    await context.close();

    // A guest who never logged in: no bar, and no request for one.
    const guest = await newVisitor(browser(), viewports.phone);
    const asked: string[] = [];
    guest.page.on('request', (request) => {
      if (request.url().includes('/api/host/')) asked.push(request.url());
    });
    await guest.page.goto(url(`/invitation/${publicNum}`));
    await expectVisible(guest.page.getByRole('heading', { level: 1 }));
    expect(await guest.page.getByRole('navigation', { name: '주인 메뉴' }).count()).toBe(0);
    expect(asked).toEqual([]);
    await guest.context.close();
  });
});
