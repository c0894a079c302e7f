import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type InvitationView } from '@ongi/shared';
import { expectVisible, modal, newVisitor, url, useBrowser, viewports } from './support/browser';
import { findView, seededInvitations } from './invitation-view-seeded';
import { fillWreath, paymentDialog, payInSandbox } from './payment-flow';

const browser = useBrowser();

let funeral: InvitationView;
beforeAll(async () => {
  const views = await seededInvitations();
  funeral = findView(views, 'a funeral notice with a campaign', (view) => view.invitationType === 'F' && view.campaign !== null);
});

describe('키오스크 실시간 화환', () => {
  it('다른 휴대폰에서 결제한 화환이 2초 안에 새로 고침 없이 나타나고, 연결이 끊기면 표시 후 다시 이어진다', async () => {
    const kiosk = await newVisitor(browser(), { width: 1920, height: 1080 });
    await kiosk.page.goto(url(`/invitation/kiosk/${funeral.publicNum}?kioskStyle=1`));
    const screen = kiosk.page.locator('[data-kiosk-style="F1"]');
    await expectVisible(screen);
    const names = screen.getByRole('region', { name: '마음을 전해주신 분들' });
    // The screen has read its list (seeded wreaths or the waiting line) before the guest pays.
    await expectVisible(names.getByRole('listitem').or(names.getByText('첫 번째 마음을 기다리고 있습니다')));
    // Kept to tell a reload apart from a live update.
    await kiosk.page.evaluate(() => ((window as unknown as { kioskMark: string }).kioskMark = 'still-here'));

    const guest = await newVisitor(browser(), viewports.phone);
    await guest.page.goto(url(`/invitation/${funeral.publicNum}`));
    await guest.page.getByRole('complementary', { name: '마음 전하기' }).getByRole('button', { name: '디지털 기부화환 보내기' }).click();
    const dialog = paymentDialog(guest.page);
    await dialog.waitFor({ state: 'visible' });
    const sender = '윤하늘';
    const message = `먼 길 편히 가십시오. (${Date.now() % 100000})`;
    await fillWreath(dialog, { donation: '10,000원', name: sender, phoneNum: '01077778888', message, display: '이름 그대로' });
    const checkout = await payInSandbox(guest.context, dialog);
    await checkout.getByRole('button', { name: '승인' }).click();
    await modal(guest.page, messages.payment.verified);

    // Verified PAID on the phone: on the hall's screen within 2 s, long before the 10 s refresh, so by
    // the stream (the event itself takes tens of milliseconds: npm run bench:kiosk).
    const arrival = kiosk.page.getByRole('status').filter({ hasText: sender });
    await arrival.waitFor({ state: 'visible', timeout: 2_000 });
    expect(await arrival.innerText()).toContain('방금 전해진 마음');
    if (process.env.KIOSK_SCREENSHOTS) await kiosk.page.screenshot({ path: `${process.env.KIOSK_SCREENSHOTS}/F1-arrival.png` });
    await expectVisible(names.getByRole('listitem').filter({ hasText: sender }));
    await expectVisible(screen.getByRole('region', { name: '보내주신 메시지' }).getByText(message));
    expect(await kiosk.page.evaluate(() => (window as unknown as { kioskMark?: string }).kioskMark)).toBe('still-here');

    // Network gone: the screen keeps what it shows and says so; back: the mark goes.
    await kiosk.context.setOffline(true);
    const offline = kiosk.page.getByRole('status').filter({ hasText: '연결이 끊겨' });
    await expectVisible(offline);
    await expectVisible(names.getByRole('listitem').filter({ hasText: sender }));
    await kiosk.context.setOffline(false);
    await offline.waitFor({ state: 'detached' });

    await guest.context.close();
    await kiosk.context.close();
  });

  it('키오스크를 떠나면 10초 새로 고침과 실시간 연결이 멈춘다', async () => {
    const { context, page } = await newVisitor(browser(), { width: 1920, height: 1080 });
    // Counts the list reads and keeps the streams the page opens, to see them stop.
    await page.addInitScript(() => {
      const watch = window as unknown as { kioskReads: number; kioskStreams: EventSource[] };
      watch.kioskReads = 0;
      watch.kioskStreams = [];
      const fetchBefore = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('/get-payment-list-for-kiosk/')) watch.kioskReads += 1;
        return fetchBefore(input, init);
      };
      const EventSourceBefore = window.EventSource;
      window.EventSource = class extends EventSourceBefore {
        constructor(address: string | URL, options?: EventSourceInit) {
          super(address, options);
          watch.kioskStreams.push(this);
        }
      };
    });
    await page.clock.install();
    await page.goto(url(`/invitation/kiosk/${funeral.publicNum}?kioskStyle=2`));
    await expectVisible(page.locator('[data-kiosk-style="F2"]'));
    const reads = () => page.evaluate(() => (window as unknown as { kioskReads: number }).kioskReads);
    await page.waitForFunction(() => (window as unknown as { kioskReads: number }).kioskReads >= 1);
    const first = await reads();
    await page.clock.fastForward(10_000);
    await page.waitForFunction((count) => (window as unknown as { kioskReads: number }).kioskReads > count, first);

    // Leaving in the app (the router's own history), as a menu link would.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('[data-kiosk-style]').waitFor({ state: 'detached' });
    const left = await reads();
    await page.clock.fastForward(60_000);
    expect(await reads()).toBe(left);
    // The one stream it opened is closed (2: EventSource.CLOSED).
    expect(await page.evaluate(() => (window as unknown as { kioskStreams: EventSource[] }).kioskStreams.map((stream) => stream.readyState))).toEqual([2]);
    await context.close();
  });
});
