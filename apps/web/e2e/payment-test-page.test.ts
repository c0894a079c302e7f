import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { formatWon, messages, testPaymentAmount } from '@ongi/shared';
import { expectVisible, modal, newVisitor, url, useBrowser, viewports, violations } from './support/browser';

const browser = useBrowser();

/** /payment: the one button, and the sandbox checkout window it opens. */
async function startPayment(context: BrowserContext, page: Page): Promise<Page> {
  await page.goto(url('/payment'));
  await expectVisible(page.getByRole('heading', { name: '결제 테스트', level: 1 }));
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: '결제하기' }).click();
  const checkout = await opened;
  await expectVisible(checkout.getByRole('heading', { name: '테스트 결제창' }));
  return checkout;
}

describe('결제 테스트 페이지 (/payment): 1,000원 카드 결제와 세 가지 알림', () => {
  it('승인되면 서버가 검증해 결제 검증 완료! 주문 처리 진행을 알린다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    const checkout = await startPayment(context, page);
    expect(await checkout.locator('dl').innerText()).toContain(formatWon(testPaymentAmount));
    expect(await checkout.locator('dl').innerText()).toContain('결제 테스트');
    expect(await violations(checkout)).toEqual([]);
    await checkout.getByRole('button', { name: '승인' }).click();
    await modal(page, messages.payment.verified);
    expect(await violations(page)).toEqual([]);
    // The provider's webhook again, three times: the payment stays the one PAID payment it was.
    await checkout.getByLabel('횟수').selectOption('3');
    await checkout.getByRole('button', { name: '웹훅 보내기' }).click();
    await expectVisible(checkout.getByRole('status').filter({ hasText: '웹훅을 3번 보냈습니다.' }));
    await expectVisible(checkout.getByRole('button', { name: '창 닫기' }));
    await context.close();
  });

  it('카드가 거절되면 (결제사가 오류 코드를 주면) 결제 실패를 알린다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.desktop);
    const checkout = await startPayment(context, page);
    await checkout.getByRole('button', { name: '거절' }).click();
    await modal(page, messages.payment.failed);
    await context.close();
  });

  it('브라우저에서 금액이 바뀐 결제는 승인되어도 결제 검증 실패! 고객센터 문의 필요를 알린다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.desktop);
    // Someone edits the amount the page sends to the provider: 100 won instead of the server's 1,000.
    await page.route('**/api/sandbox/payments', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, totalAmount: 100 }) });
    });
    const checkout = await startPayment(context, page);
    expect(await checkout.locator('dl').innerText()).toContain(formatWon(100));
    await checkout.getByRole('button', { name: '승인' }).click();
    await modal(page, messages.payment.verifyFailed);
    await context.close();
  });
});
