import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { messages, type InvitationView } from '@ongi/shared';
import {
  fakePaymentChannelKey,
  portOneSettings,
  startFakePortOnePayments,
  type FakePortOnePayments,
} from '../../server/src/integrations/payment/testing/fake-portone';
import type { BuiltServer } from '../../../test-support/built-server';
import { answerModal, demo, expectVisible, modal, useBrowser, viewports, violations, waitForPath } from './support/browser';
import { startServer } from './support/server';
import { findView, seededInvitations } from './invitation-view-seeded';
import { fillWreath, paymentDialog } from './payment-flow';

// The same build in production with PortOne pointed at a fake PortOne on this
// machine (issue 22): a payment made on a test channel is refused and the
// guest told why; a paid payment whose number we never issued and that
// PortOne will not cancel becomes an 운영 알림, which an administrator sees
// on the menu, opens and acknowledges; the payment test page is theirs only.

const browser = useBrowser();
let fake: FakePortOnePayments;
let server: BuiltServer;
let funeral: InvitationView;

beforeAll(async () => {
  fake = await startFakePortOnePayments();
  funeral = findView(await seededInvitations(), 'a funeral notice with a campaign', (view) => view.invitationType === 'F' && view.campaign !== null);
  server = await startServer(
    {
      NODE_ENV: 'production',
      // The seeded demo data keeps its public passwords: only a demonstration server starts on it.
      SEED_ON_EMPTY: 'true',
      ...portOneSettings(fake),
    },
    inject('seededDataDir'),
  );
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

async function visitor(viewport: { width: number; height: number } = viewports.desktop) {
  const context = await browser().newContext({ baseURL: server.base, viewport, locale: 'ko-KR' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** The demo administrator, logged in through the real route, at `path`. */
async function administrator(path: string, viewport = viewports.desktop) {
  const { context, page } = await visitor(viewport);
  const login = await page.request.post(`${server.base}/api/admin/account/login`, {
    data: { username: demo.admin.username, pwd: demo.admin.password },
    headers: { origin: server.base },
  });
  expect(login.ok()).toBe(true);
  await page.goto(`${server.base}${path}`);
  return { context, page };
}

const menu = (page: Page) => page.getByRole('navigation', { name: '관리자 메뉴' });

/**
 * PortOne's browser script as it answers a card payment it approved: the
 * page's SDK finds window.PortOne and uses it (PortOne's CDN is not reachable
 * here). The approval itself is recorded at the fake PortOne, through the
 * test channel the browser was given.
 */
async function portOneApprovingOnTestChannel(context: BrowserContext) {
  await context.exposeFunction('approveAtPortOne', (paymentId: string, amount: number) => {
    fake.set(paymentId, { status: 'PAID', amount, channel: { type: 'TEST', key: fakePaymentChannelKey } });
  });
  await context.addInitScript(() => {
    const approve = (window as unknown as { approveAtPortOne: (paymentId: string, amount: number) => Promise<void> }).approveAtPortOne;
    (window as unknown as { PortOne: unknown }).PortOne = {
      async requestPayment(request: { paymentId: string; totalAmount: number }) {
        await approve(request.paymentId, request.totalAmount);
        return { transactionType: 'PAYMENT', txId: `tx-${request.paymentId}`, paymentId: request.paymentId };
      },
    };
  });
}

describe('운영 환경의 결제 (PortOne)', () => {
  it('테스트 채널로 승인된 결제는 확정하지 않고, 하객에게 까닭을 알리며, 결제 관리에 거절로 남는다', async () => {
    const { context, page } = await visitor(viewports.phone);
    await portOneApprovingOnTestChannel(context);
    await page.goto(`${server.base}/invitation/${funeral.publicNum}`);
    await page.getByRole('complementary', { name: '마음 전하기' }).getByRole('button', { name: '디지털 기부화환 보내기' }).click();
    const dialog = paymentDialog(page);
    await fillWreath(dialog, { donation: '30,000원', name: '채널시험', phoneNum: '01076543210', message: '삼가 고인의 명복을 빕니다.' });
    await dialog.getByRole('button', { name: '결제하기' }).click();
    const told = await modal(page, messages.payment.refused.TEST_CHANNEL);
    expect(await told.innerText()).toContain(messages.payment.failed);
    await context.close();

    const admin = await administrator('/admin/payment?status=FAILED');
    const row = admin.page.getByRole('table').locator('tbody tr', { hasText: '채널시험' });
    await expectVisible(row);
    expect(await row.innerText()).toContain(messages.payment.refusedLabel.TEST_CHANNEL);
    await admin.context.close();
  });

  it('발급하지 않은 결제번호의 결제를 취소하지 못하면 운영 알림이 되고, 관리자가 메뉴에서 보고 확인 처리한다', async () => {
    // Paid through our store with a number of someone else's, and PortOne will not cancel it.
    const paymentId = 'P20261128FORGED000001';
    fake.set(paymentId, { status: 'PAID', amount: 1000 });
    fake.refuseCancels = true;
    try {
      const { body, headers } = fake.webhook(paymentId);
      const answer = await fetch(`${server.base}/api/payment/webhook`, { method: 'POST', headers, body });
      expect(answer.status).toBe(200);
    } finally {
      fake.refuseCancels = false;
    }

    const { context, page } = await administrator('/admin/admin-account');
    // Both alerts of this run wait: the menu says so beside 운영 알림.
    const entry = menu(page).getByRole('link', { name: '운영 알림 확인하지 않은 알림 2건' });
    await expectVisible(entry);
    await entry.click();
    await expectVisible(page.getByRole('heading', { name: '운영 알림', level: 1 }));
    const row = page.getByRole('table').locator('tbody tr', { hasText: paymentId });
    await expectVisible(row);
    expect(await row.innerText()).toContain('미확인');
    expect(await row.innerText()).toContain(messages.alert.unknownPaymentNotCancelled);
    // Bold while it waits, its 일시 still keeps the time beside the day on a desktop, not under it.
    const [day, time] = await row.locator('time span').evaluateAll((parts) => parts.map((part) => part.getBoundingClientRect().top));
    expect(time).toBe(day);
    // The other alert: the test-channel payment of the journey before.
    await expectVisible(page.getByRole('table').locator('tbody tr', { hasText: messages.alert.channelRefused.TEST_CHANNEL }));
    expect(await violations(page)).toEqual([]);

    await row.getByRole('link', { name: messages.alert.unknownPaymentNotCancelled }).click();
    // The list's own cell holds the same number: judge the detail once it is the page.
    await waitForPath(page, '/admin/alert-detail');
    await expectVisible(page.getByRole('heading', { name: '운영 알림', level: 1 }));
    await expectVisible(page.getByText(paymentId, { exact: true }));
    await expectVisible(page.getByText(messages.alert.unknownPaymentNotCancelledSummary(paymentId, '1,000원')));
    await expectVisible(page.getByText('아직 확인하지 않았습니다.'));
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: '확인 처리' }).click();
    await answerModal(page, messages.alert.acknowledged);

    // Back on the list: acknowledged by the administrator, and the menu counts one fewer.
    await waitForPath(page, '/admin/alert');
    const done = page.getByRole('table').locator('tbody tr', { hasText: paymentId });
    await expect.poll(() => done.innerText()).toContain(demo.admin.username);
    expect(await done.innerText()).not.toContain('미확인');
    await expectVisible(menu(page).getByRole('link', { name: '운영 알림 확인하지 않은 알림 1건' }));
    // Opened again it only shows what happened: nothing left to acknowledge.
    await done.getByRole('link', { name: messages.alert.unknownPaymentNotCancelled }).click();
    await waitForPath(page, '/admin/alert-detail');
    await expectVisible(page.getByText(new RegExp(`^${demo.admin.username} · `)));
    expect(await page.getByRole('button', { name: '확인 처리' }).count()).toBe(0);
    // 미확인 only: the one still waiting.
    await page.goto(`${server.base}/admin/alert?acknowledged=N`);
    await expectVisible(page.getByRole('table').locator('tbody tr', { hasText: messages.alert.channelRefused.TEST_CHANNEL }));
    expect(await page.getByRole('table').locator('tbody tr', { hasText: paymentId }).count()).toBe(0);
    await context.close();
  });

  it('결제 테스트 페이지는 관리자만 연다', async () => {
    const guest = await visitor(viewports.phone);
    await guest.page.goto(`${server.base}/payment`);
    await answerModal(guest.page, messages.payment.testPageAdminOnly);
    await waitForPath(guest.page, '/admin/login');
    await guest.context.close();

    const { context, page } = await administrator('/payment');
    await expectVisible(page.getByRole('heading', { name: '결제 테스트', level: 1 }));
    await expectVisible(page.getByRole('button', { name: '결제하기' }));
    await context.close();
  });
});
