import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { kioskStreamPath, messages, type InvitationView } from '@ongi/shared';
import { expectVisible, modal, newVisitor, url, useBrowser, viewports } from './support/browser';
import { productServer } from './support/product-server';
import { findView, seededInvitations } from './invitation-view-seeded';
import { fillWreath, paymentDialog, payInSandbox } from './payment-flow';

// A kiosk runs unattended for a whole event: whatever its live stream meets
// (the server restarting behind a balancer that answers 502 meanwhile, a
// stream answered 500, 503 or 429 for a while), it comes back by itself,
// without a reload, and says truthfully whether it is connected (issue 28, 1.2).

const browser = useBrowser();

let funeral: InvitationView;
beforeAll(async () => {
  const views = await seededInvitations();
  funeral = findView(views, 'a funeral notice with a campaign', (view) => view.invitationType === 'F' && view.campaign !== null);
});

const streamAddress = () => `**${kioskStreamPath(funeral.publicNum)}`;
const listPath = () => `/api/payment/get-payment-list-for-kiosk/${funeral.publicNum}/1`;

/** A hall's screen on the funeral notice, once it has read its list; marked to tell a reload from a live update. */
async function openKiosk(page: Page, style: number) {
  await page.goto(url(`/invitation/kiosk/${funeral.publicNum}?kioskStyle=${style}`));
  const screen = page.locator(`[data-kiosk-style="F${style}"]`);
  await expectVisible(screen);
  const names = screen.getByRole('region', { name: style === 2 ? '보내주신 분들' : '마음을 전해주신 분들' });
  await expectVisible(names.getByRole('listitem').or(names.getByText('첫 번째 마음을 기다리고 있습니다')));
  await page.evaluate(() => ((window as unknown as { kioskMark: string }).kioskMark = 'still-here'));
  return {
    names,
    connected: page.getByRole('status').filter({ hasText: '실시간 연결됨' }),
    reconnecting: page.getByRole('status').filter({ hasText: '연결이 끊겨 다시 연결하는 중' }),
    reloaded: async () => (await page.evaluate(() => (window as unknown as { kioskMark?: string }).kioskMark)) !== 'still-here',
  };
}

/**
 * From here on the screen's list reads answer what the list held before the
 * payment: a wreath that appears can only have come by the live stream, not
 * by the 10 s refresh, whatever the timing.
 */
async function listFrozenBeforePayment(page: Page) {
  const before = await (await fetch(url(listPath()))).text();
  await page.route(`**${listPath()}`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: before }));
}

/** A guest pays a wreath on their phone through the sandbox, until the phone says it is verified. */
async function guestPays(sender: string, message: string) {
  const guest = await newVisitor(browser(), viewports.phone);
  await guest.page.goto(url(`/invitation/${funeral.publicNum}`));
  await guest.page.getByRole('complementary', { name: '마음 전하기' }).getByRole('button', { name: '디지털 기부화환 보내기' }).click();
  const dialog = paymentDialog(guest.page);
  await dialog.waitFor({ state: 'visible' });
  await fillWreath(dialog, { donation: '10,000원', name: sender, phoneNum: '01066665555', message, display: '이름 그대로' });
  const checkout = await payInSandbox(guest.context, dialog);
  await checkout.getByRole('button', { name: '승인' }).click();
  await modal(guest.page, messages.payment.verified);
  await guest.context.close();
}

describe('키오스크가 실시간 연결을 놓지 않음', () => {
  // A stop and a start of the built server: on a loaded 2-core machine that alone can take a minute or more.
  it('서버가 멈췄다 다시 뜨는 동안(앞단은 502) 다시 연결하는 중이라고 알리고, 다시 뜨면 스스로 붙어 새 화환을 실시간으로 받는다', async () => {
    const kiosk = await newVisitor(browser(), { width: 1920, height: 1080 });
    // As nginx in front of a single server answers while its only upstream is down (README: 배포): 502, on which
    // EventSource gives up for good. Up again, requests pass through to the server itself.
    let upstreamDown = false;
    let refusedByBalancer = 0;
    await kiosk.page.route(streamAddress(), (route: Route) => {
      if (!upstreamDown) return route.continue();
      refusedByBalancer += 1;
      return route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' });
    });
    const screen = await openKiosk(kiosk.page, 1);
    await expectVisible(screen.connected);
    const shownBefore = await screen.names.getByRole('listitem').count();

    const server = productServer();
    upstreamDown = true;
    await server.stop({ keepData: true });
    await expectVisible(screen.reconnecting);
    await expect.poll(() => refusedByBalancer, { timeout: 30_000 }).toBeGreaterThan(0);
    // What it showed stays while it is cut off.
    expect(await screen.names.getByRole('listitem').count()).toBe(shownBefore);
    expect(await screen.connected.count()).toBe(0);

    await server.restart();
    upstreamDown = false;
    // Back without anyone touching it: the line goes (its retries are capped at 30 s apart).
    await screen.reconnecting.waitFor({ state: 'detached', timeout: 45_000 });
    await expectVisible(screen.connected);

    await listFrozenBeforePayment(kiosk.page);
    const sender = '한결같이';
    const message = `다시 이어진 화면에서도 (${Date.now() % 100000})`;
    await guestPays(sender, message);
    await expectVisible(kiosk.page.getByRole('status').filter({ hasText: sender }));
    await expectVisible(screen.names.getByRole('listitem').filter({ hasText: sender }));
    await expectVisible(screen.connected);
    expect(await screen.reconnecting.count()).toBe(0);
    expect(await screen.reloaded()).toBe(false);
    await kiosk.context.close();
  }, 300_000);

  it('실시간 연결이 500·503·429로 거절되는 동안에도 새로 고침 없이 다시 시도해 붙는다', async () => {
    const kiosk = await newVisitor(browser(), { width: 1920, height: 1080 });
    // The first three asks fail as an overloaded server or balancer answers them; every one of them
    // ends the browser's EventSource for good.
    const failures = [500, 503, 429];
    let asked = 0;
    await kiosk.page.route(streamAddress(), (route: Route) => {
      const status = failures[asked];
      asked += 1;
      if (status === undefined) return route.continue();
      return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message: messages.common.serverError }) });
    });
    const screen = await openKiosk(kiosk.page, 2);
    await expectVisible(screen.reconnecting);

    await screen.reconnecting.waitFor({ state: 'detached', timeout: 45_000 });
    await expectVisible(screen.connected);
    expect(asked).toBe(failures.length + 1);

    await listFrozenBeforePayment(kiosk.page);
    const sender = '늘푸른';
    const message = `거절 뒤에 붙은 화면으로 (${Date.now() % 100000})`;
    await guestPays(sender, message);
    await expectVisible(kiosk.page.getByRole('status').filter({ hasText: sender }));
    await expectVisible(screen.names.getByRole('listitem').filter({ hasText: sender }));
    expect(await screen.reconnecting.count()).toBe(0);
    expect(await screen.reloaded()).toBe(false);
    await kiosk.context.close();
  }, 120_000);
});
