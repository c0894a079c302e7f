import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatNumber, formatWon, messages, type InvitationView, type MemberOrder } from '@ongi/shared';
import { getJson } from './support/accounts';
import { demo, expectVisible, loginOnPage, newVisitor, url, useBrowser, viewports, violations, waitForPath } from './support/browser';
import { seededInvitations } from './invitation-view-seeded';
import { guestNames, kioskNameWall, payWreaths } from './kiosk-seeded';

// The kiosk's name wall (issue 24 §6): with 40 wreaths every sender's name
// is on the screen, whole, at some point of one turn of its pages, in every
// style and both orientations; the headings stay on one line and nothing
// lies under the full-screen button; the host's running total shows when
// chosen and not otherwise.

const browser = useBrowser();

const screens = {
  landscape: { width: 1920, height: 1080 },
  portrait: { width: 1080, height: 1920 },
} as const;

/** Where the screenshots go when someone wants to look at them (never into the repository). */
const shotsDir = process.env.KIOSK_SCREENSHOTS;

/** The wall turns a page every 1.2 s here (the screen's own pace is 7 s): ?namesEvery= is the journeys' knob. */
const pageMs = 1_200;

const seeded = {} as Record<'W' | 'F', { view: InvitationView; names: string[] }>;
beforeAll(async () => {
  const views = await seededInvitations();
  for (const type of ['W', 'F'] as const) {
    const view = views.find((candidate) => candidate.invitationType === type && candidate.campaign !== null);
    if (!view) throw new Error(`시드에 기부화환을 받는 ${type === 'W' ? '청첩장' : '부고장'}이 없습니다.`);
    await payWreaths(view.publicNum, guestNames(40, ''));
    seeded[type] = { view, names: (await kioskNameWall(view.publicNum)).names.map((entry) => entry.name) };
  }
}, 180_000);

const kioskPath = (publicNum: string, style: number) => `/invitation/kiosk/${publicNum}?kioskStyle=${style}&namesEvery=${pageMs}`;

interface WallWatch {
  /** Names seen whole on the screen. */
  seen: string[];
  /** Names seen cut by the wall's edge or the screen's. */
  clipped: string[];
  pages: number;
}

/**
 * Watches the wall for `ms`: every name chip shown, and whether it lay whole
 * inside the wall's box and the screen. Runs in the page, sampling each frame.
 */
function watchWall(page: Page, ms: number): Promise<WallWatch> {
  return page.evaluate(
    (duration) =>
      new Promise<WallWatch>((resolve) => {
        const seen = new Set<string>();
        const clipped = new Set<string>();
        let pages = 0;
        const started = performance.now();
        const look = () => {
          const wall = document.querySelector<HTMLElement>('[data-wall-pages]');
          if (wall) {
            pages = Math.max(pages, Number(wall.dataset.wallPages));
            const box = wall.getBoundingClientRect();
            for (const chip of Array.from(wall.querySelectorAll<HTMLElement>('ul:not([aria-hidden]) > li'))) {
              const rect = chip.getBoundingClientRect();
              const name = chip.textContent ?? '';
              const whole =
                rect.top >= box.top - 0.5 &&
                rect.bottom <= box.bottom + 0.5 &&
                rect.left >= box.left - 0.5 &&
                rect.right <= box.right + 0.5 &&
                rect.bottom <= window.innerHeight &&
                rect.right <= window.innerWidth &&
                chip.scrollWidth <= chip.clientWidth;
              (whole ? seen : clipped).add(name);
            }
          }
          if (performance.now() - started < duration) requestAnimationFrame(look);
          else resolve({ seen: [...seen], clipped: [...clipped], pages });
        };
        look();
      }),
    ms,
  );
}

/** Text on the screen that lies under the full-screen button, as 'tag: text' (none is a pass). */
function underFullScreenButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = Array.from(document.querySelectorAll('button')).find((candidate) => candidate.textContent?.includes('전체 화면'));
    if (!button) return ['no full-screen button'];
    const corner = button.getBoundingClientRect();
    const screen = document.querySelector('[data-kiosk-style]')!;
    return Array.from(screen.querySelectorAll<HTMLElement>('h1, h2, p, li, blockquote, figcaption, img, canvas'))
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return (
          rect.width > 0 && rect.height > 0 && rect.left < corner.right && rect.right > corner.left && rect.top < corner.bottom && rect.bottom > corner.top
        );
      })
      .map((element) => `${element.tagName}: ${element.textContent?.slice(0, 30) ?? ''}`);
  });
}

/** The name wall's heading and count/total lines that wrap onto a second line (none is a pass). */
function wrappedLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wall = document.querySelector('[data-wall-pages]')?.closest('section');
    if (!wall) return ['no name wall'];
    const lines = Array.from(wall.querySelectorAll<HTMLElement>('h2, h2 ~ p'));
    return lines
      .filter((line) => {
        const range = document.createRange();
        range.selectNodeContents(line);
        const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
        return tops.size > 1 || line.scrollWidth > line.clientWidth + 1;
      })
      .map((line) => line.textContent ?? '');
  });
}

describe.each(Object.entries(screens))('키오스크 이름 벽 %s', (orientation, viewport) => {
  describe.each(['W', 'F'] as const)('%s', (type) => {
    it.each([1, 2, 3, 4])('스타일 %i: 40분의 이름이 한 바퀴 안에 모두 잘리지 않고 보이고, 제목은 한 줄, 전체 화면 버튼 밑에는 아무것도 없다', async (style) => {
      const { view, names } = seeded[type];
      const { context, page } = await newVisitor(browser(), viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(url(kioskPath(view.publicNum, style)));
      const screen = page.locator(`[data-kiosk-style="${type}${style}"]`);
      await expectVisible(screen);
      const wall = screen.locator('[data-wall-pages]');
      await expectVisible(wall.getByRole('listitem').first());
      // The newest sender leads the first page. Read in one go inside the page: the first page is
      // on the screen for only 1.2 s a turn, so a wait followed by a second look can land on the next.
      await page.waitForFunction((newest) => {
        const shown = document.querySelector('[data-wall-pages]');
        return shown?.getAttribute('data-wall-page') === '1' && shown.querySelector('ul:not([aria-hidden]) > li')?.textContent === newest;
      }, names[0]!);
      // The count reads as people: '42분' in one run of text.
      await expectVisible(screen.getByText(messages.kiosk.senders(formatNumber(names.length)), { exact: true }));

      const pages = Number(await wall.getAttribute('data-wall-pages'));
      expect(pages).toBeGreaterThan(1);
      // One turn: every page once, with a page's time to spare for the first one's start.
      const watched = await watchWall(page, (pages + 1) * pageMs);
      expect(watched.clipped).toEqual([]);
      expect(names.filter((name) => !watched.seen.includes(name))).toEqual([]);

      expect(await wrappedLines(page)).toEqual([]);
      // The button shows while someone moves the mouse.
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await expectVisible(page.getByRole('button', { name: '전체 화면' }));
      expect(await underFullScreenButton(page)).toEqual([]);
      if ((type === 'W' && style === 3) || (type === 'F' && style === 1)) expect(await violations(page)).toEqual([]);
      if (shotsDir) {
        fs.mkdirSync(shotsDir, { recursive: true });
        await page.screenshot({ path: path.join(shotsDir, `wall-${type}${style}-${orientation}.png`) });
      }
      await context.close();
    });
  });
});

describe('모인 마음 합계', () => {
  it('혼주가 설정에서 켜면 키오스크에 모인 마음과 기부 합계가 보이고, 끄면 사라진다 (설정 화면 390, 위반 없음)', async () => {
    const host = await newVisitor(browser(), viewports.phone);
    await loginOnPage(host.page, demo.member.username, demo.member.password);
    await waitForPath(host.page, '/');
    const orders = await getJson<{ content: MemberOrder[] }>(host.page, '/api/invitation/get-ago-list?daysAgo=all&page=1');
    const order = orders.content.find((candidate) => candidate.useCampaign && candidate.campaignSeq !== null);
    expect(order, '데모 회원의 기부화환을 받는 청첩장·부고장').toBeDefined();
    const { orderNum, publicNum } = order!;
    await payWreaths(publicNum, guestNames(2, '님'));

    const kiosk = await newVisitor(browser(), screens.landscape);
    await kiosk.page.goto(url(`/invitation/kiosk/${publicNum}?kioskStyle=1`));
    const names = kiosk.page.locator('[data-kiosk-style]').getByRole('region', { name: /분들$/ });
    await expectVisible(names.getByRole('listitem').first());
    // Off by default: the count of people only.
    await expectVisible(names.getByText(/^\d[\d,]*분$/));
    expect(await names.getByText(/^모인 마음/).count()).toBe(0);

    const choose = async (on: boolean) => {
      await host.page.goto(url(`/mypage/event/${orderNum}/settings`));
      const section = host.page.getByRole('region', { name: '키오스크 화면', exact: true });
      const toggle = section.getByRole('switch', { name: '모인 마음과 기부 합계 보이기' });
      await expectVisible(toggle);
      expect(await toggle.isChecked()).toBe(!on);
      await toggle.setChecked(on);
      await section.getByRole('button', { name: '키오스크 설정 저장' }).click();
      await expectVisible(section.getByRole('status').filter({ hasText: messages.kiosk.saved }));
    };

    await choose(true);
    expect(await violations(host.page)).toEqual([]);
    if (shotsDir) await host.page.screenshot({ path: path.join(shotsDir, 'settings-390.png'), fullPage: true });
    const { total } = await kioskNameWall(publicNum);
    expect(total).not.toBeNull();
    // Within the screen's next read (every 10 s), without a reload.
    const line = names.getByText(messages.kiosk.total(formatNumber(total!.paidCount), formatWon(total!.donatedAmount)), { exact: true });
    await line.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await violations(kiosk.page)).toEqual([]);
    if (shotsDir) await kiosk.page.screenshot({ path: path.join(shotsDir, 'total-on-landscape.png') });

    await choose(false);
    await line.waitFor({ state: 'detached', timeout: 15_000 });
    await expectVisible(names.getByText(/^\d[\d,]*분$/));

    await kiosk.context.close();
    await host.context.close();
  });
});
