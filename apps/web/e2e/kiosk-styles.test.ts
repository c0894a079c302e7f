import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { InvitationView, KioskPayment, MemberOrder } from '@ongi/shared';
import { itemAt } from '@ongi/shared';
import { getJson } from './support/accounts';
import { demo, expectVisible, loginOnPage, newVisitor, url, useBrowser, violations, waitForPath } from './support/browser';
import { seededInvitations } from './invitation-view-seeded';
import { decodeQr, withWreaths } from './kiosk-seeded';

const browser = useBrowser();

const screens = {
  landscape: { width: 1920, height: 1080 },
  portrait: { width: 1080, height: 1920 },
} as const;

/** Where the screenshots go when someone wants to look at them (never into the repository). */
const shotsDir = process.env.KIOSK_SCREENSHOTS;

const seeded: Record<'W' | 'F', { view: InvitationView; payments: KioskPayment[] }> = {} as never;
beforeAll(async () => {
  const views = await seededInvitations();
  seeded.W = await withWreaths(views, 'W');
  seeded.F = await withWreaths(views, 'F');
});

const kioskPath = (publicNum: string, style?: number | string) => `/invitation/kiosk/${publicNum}${style === undefined ? '' : `?kioskStyle=${style}`}`;

/** The screen fits: nothing to scroll, sideways or down. */
async function overflow(page: Page) {
  return page.evaluate(() => ({
    x: document.documentElement.scrollWidth - window.innerWidth,
    y: document.documentElement.scrollHeight - window.innerHeight,
  }));
}

describe.each(Object.entries(screens))('키오스크 화면 %s', (orientation, viewport) => {
  describe.each(['W', 'F'] as const)('%s', (type) => {
    it.each([1, 2, 3, 4])('스타일 %i: 메시지와 보낸 분, 이름 목록, 하객 페이지로 가는 QR 코드를 스크롤 없이 보여 준다', async (style) => {
      const { view, payments } = seeded[type];
      const { context, page } = await newVisitor(browser(), viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(url(kioskPath(view.publicNum, style)));
      const screen = page.locator(`[data-kiosk-style="${type}${style}"]`);
      await expectVisible(screen);

      if (type === 'W') {
        const wedding = view.wedding!;
        const names = screen.getByRole('heading', { level: 1 });
        const text = await names.innerText();
        // Styles 3 and 4 carry the couple's names, 1 and 2 do not (spec).
        expect(text.includes(wedding.groomName) && text.includes(wedding.brideName)).toBe(style >= 3);
      } else {
        expect(await screen.getByRole('heading', { level: 1 }).innerText()).toContain(view.funeral!.deceasedName);
      }

      const list = screen.getByRole('region', { name: type === 'W' ? '축하해 주신 분들' : style === 1 || style === 4 ? '마음을 전해주신 분들' : /분들$/ });
      await expectVisible(list.getByRole('listitem').filter({ hasText: itemAt(payments, 0, 'the first payment').name }));
      if (type === 'F' && (style === 1 || style === 4)) expect(await list.getByRole('heading').innerText()).toBe('마음을 전해주신 분들');

      // The newest message shows first, with its sender under it.
      const carousel = screen.getByRole('region', { name: '보내주신 메시지' });
      const newest = payments.find((payment) => payment.message.trim())!;
      await expectVisible(carousel.locator('.swiper-slide-active').filter({ hasText: newest.message.split('\n')[0] }));
      if (type === 'W' && view.gallery.length + (view.mainPhoto ? 1 : 0) > 0) await expectVisible(screen.getByRole('region', { name: '사진' }).locator('img'));

      const qr = screen.getByRole('img', { name: /QR 코드$/ });
      await expectVisible(qr);
      await page.waitForFunction(() => {
        const image = document.querySelector('img[data-qr-address]') as HTMLImageElement | null;
        return image !== null && image.complete && image.naturalWidth > 0;
      });
      expect(await decodeQr(qr)).toBe(url(`/invitation/${view.publicNum}`));
      const qrBox = await qr.boundingBox();
      // About 30 cm on a 55" screen: scanned from 1.5 m.
      expect(Math.min(qrBox!.width, qrBox!.height)).toBeGreaterThanOrEqual(300);

      expect(await overflow(page)).toEqual({ x: 0, y: 0 });
      expect(await violations(page)).toEqual([]);
      if (shotsDir) {
        fs.mkdirSync(shotsDir, { recursive: true });
        await page.screenshot({ path: path.join(shotsDir, `${type}${style}-${orientation}.png`) });
      }
      await context.close();
    });
  });
});

describe('키오스크 주소', () => {
  it('kioskStyle이 없거나 1~4가 아니면 초대장에 고른 스타일로 연다', async () => {
    const { view } = seeded.W;
    const own = await fetch(url(`/api/invitation/get-kiosk-data?orderNum=${view.publicNum}`)).then(
      (response) => response.json() as Promise<{ kioskStyle: number }>,
    );
    const { context, page } = await newVisitor(browser(), screens.landscape);
    for (const query of [undefined, '9', 'abc']) {
      await page.goto(url(kioskPath(view.publicNum, query)));
      await expectVisible(page.locator(`[data-kiosk-style="W${own.kioskStyle}"]`));
    }
    await context.close();
  });

  it('없는 번호의 키오스크는 홈으로 보낸다', async () => {
    const { context, page } = await newVisitor(browser(), screens.landscape);
    await page.goto(url(kioskPath('999999999999', 1)));
    await waitForPath(page, '/');
    await context.close();
  });

  it('마이페이지 주문에서 스타일을 골라 키오스크 열기를 누르면 새 창에 그 스타일의 키오스크가 열린다', async () => {
    const { context, page } = await newVisitor(browser());
    await loginOnPage(page, demo.member.username, demo.member.password);
    await waitForPath(page, '/');
    const orders = await getJson<{ content: MemberOrder[] }>(page, '/api/invitation/get-ago-list?page=1&daysAgo=all');
    const order = itemAt(orders.content, 0, 'the first order');
    await page.goto(url('/mypage/order-list'));
    const row = page.locator(`article[data-order-num="${order.orderNum}"]`);
    await row.getByLabel('키오스크 화면 스타일').selectOption('3');
    const opened = context.waitForEvent('page');
    await row.getByRole('link', { name: '키오스크 열기' }).click();
    const kiosk = await opened;
    await kiosk.waitForURL((current) => current.pathname === `/invitation/kiosk/${order.publicNum}` && current.search === '?kioskStyle=3');
    await expectVisible(kiosk.locator(`[data-kiosk-style="${order.isWedding ? 'W' : 'F'}3"]`));
    await context.close();
  });

  it('아무도 마우스를 움직이지 않으면 포인터와 전체 화면 버튼이 숨고, 움직이면 다시 나온다', async () => {
    const { view } = seeded.F;
    const { context, page } = await newVisitor(browser(), screens.landscape);
    await page.goto(url(kioskPath(view.publicNum, 1)));
    const button = page.getByRole('button', { name: '전체 화면' });
    await expectVisible(button);
    const hidden = () =>
      page.waitForFunction(() => {
        const element = document.querySelector('[data-kiosk-style]') as HTMLElement;
        const control = Array.from(document.querySelectorAll('button')).find((candidate) => candidate.textContent?.includes('전체 화면'));
        return getComputedStyle(element).cursor === 'none' && control !== undefined && getComputedStyle(control).opacity === '0';
      });
    await hidden();
    await page.mouse.move(400, 300);
    await page.mouse.move(420, 320);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-kiosk-style]') as HTMLElement).cursor !== 'none');
    await hidden();
    await context.close();
  });
});
