import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { InvitationView, KioskPayment } from '@ongi/shared';
import { itemAt } from '@ongi/shared';
import { getJson } from './support/accounts';
import { expectTitle, expectVisible, newVisitor, url, useBrowser, viewports, violations } from './support/browser';
import { expectedTitle, inDesign, kindOf, monthDay, seededInvitations, type InvitationKind } from './invitation-view-seeded';

const browser = useBrowser();

let views: InvitationView[] = [];
beforeAll(async () => {
  views = await seededInvitations();
});

const layouts: { kind: InvitationKind; design: number }[] = [1, 2, 3, 4].flatMap((design) => [
  { kind: 'wedding' as const, design },
  { kind: 'funeral' as const, design },
]);

/**
 * Every picture a guest may be sent: the host's photos only in their WebP
 * sizes, never an original; the campaign's thumbnail is the site's own picture.
 */
function allowedImages(view: InvitationView): Set<string> {
  const photos = [view.mainPhoto, ...view.gallery, view.campaign?.thumbnail ?? null].filter((photo) => photo !== null);
  const sizes = photos.flatMap((photo) => photo.variants.map((variant) => variant.path));
  const thumbnail = view.campaign?.thumbnail;
  return new Set(thumbnail && thumbnail.variants.length === 0 ? [...sizes, thumbnail.path] : sizes);
}

/**
 * Collects the page's layout shifts from its first paint on, with what moved,
 * so a block that pushes the page after it is drawn is named in the failure.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; sources?: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> }
      >) {
        const moved = (entry.sources ?? []).map((source) => `${source.node?.nodeName ?? '?'} y ${source.previousRect.y} → ${source.currentRect.y}`);
        shifts.push(`${entry.value.toFixed(4)} (${moved.join(', ')})`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
}

describe('each of the 8 layouts shows its seeded invitation', () => {
  for (const { kind, design } of layouts) {
    for (const [name, viewport] of Object.entries(viewports)) {
      it(`${kind === 'wedding' ? '청첩장' : '부고장'} 디자인 ${design} at ${name}`, async () => {
        const view = inDesign(views, kind, design);
        expect(kindOf(view)).toBe(kind);
        const { context, page } = await newVisitor(browser(), viewport);
        const images: string[] = [];
        page.on('request', (request) => {
          const requested = new URL(request.url());
          if (requested.pathname === '/api/file/image') images.push(requested.searchParams.get('path') ?? '');
        });
        const layoutShifts = await watchLayoutShifts(page);
        const response = await page.goto(url(`/invitation/${view.publicNum}`));
        expect(response?.status()).toBe(200);
        await expectTitle(page, expectedTitle(view));
        // The page draws the parts below the first screen one a frame, its footer last: count only once all are there.
        await expectVisible(page.getByRole('contentinfo'));
        // Drawing it moved nothing a guest already saw (funeral design 4's sheet once pushed the whole page 24 px down).
        expect(await layoutShifts()).toEqual([]);

        const heading = page.getByRole('heading', { level: 1 });
        if (view.wedding) {
          const wedding = view.wedding;
          await expectVisible(heading.filter({ hasText: wedding.groomName }).filter({ hasText: wedding.brideName }));
          await expectVisible(page.getByText(monthDay(wedding.eventDate)).first());
          await expectVisible(page.getByRole('heading', { name: '오시는 길' }));
          await expectVisible(page.getByText(wedding.place.name).first());
          // Accounts stay folded until a guest asks for them.
          if (wedding.accounts.length > 0) {
            const folds = page.getByRole('button', { name: /측 계좌번호$/ });
            expect(await folds.count()).toBeGreaterThan(0);
            for (const fold of await folds.all()) expect(await fold.getAttribute('aria-expanded')).toBe('false');
            expect(await page.getByText(itemAt(wedding.accounts, 0, 'the first account').bankNumber).isVisible()).toBe(false);
          }
          await expectVisible(page.getByRole('link', { name: '캘린더에 추가' }));
          await expectVisible(page.getByText(/D-\d+|D-DAY|D\+\d+/).first());
        } else {
          const funeral = view.funeral!;
          await expectVisible(heading.filter({ hasText: `故 ${funeral.deceasedName}` }));
          await expectVisible(page.getByText(monthDay(funeral.funeralDate)).first());
          await expectVisible(page.getByText(funeral.place.name).first());
          const bar = page.getByRole('complementary', { name: '마음 전하기' });
          if (funeral.accounts.length > 0) await expectVisible(bar.getByRole('button', { name: '조의금' }));
          expect(await bar.getByRole('button', { name: '디지털 기부화환 보내기' }).count()).toBe(view.campaign ? 1 : 0);
          // Style 4 lays the condolence accounts out on the page; the others keep them in the 조의금 modal.
          if (funeral.accounts.length > 0) {
            expect(await page.getByText(itemAt(funeral.accounts, 0, 'the first account').bankInfo).isVisible()).toBe(design === 4);
          }
        }
        if (view.campaign) {
          await expectVisible(page.getByRole('heading', { name: view.campaign.campaignName }));
          // The wreaths its guests sent, newest first, asked for once the section comes near.
          const sent = await getJson<{ content: KioskPayment[]; totalElements: number }>(page, `/api/payment/get-payment-list-for-kiosk/${view.publicNum}/1`);
          const senders = page.getByRole('region', { name: view.wedding ? '축하해 주신 분들' : '마음을 전해주신 분들' });
          await senders.scrollIntoViewIfNeeded();
          if (sent.totalElements === 0) {
            await expectVisible(senders.getByText('아직 보내주신 기부화환이 없습니다.'));
          } else {
            const items = senders.getByRole('listitem');
            await expectVisible(items.first().filter({ hasText: itemAt(sent.content, 0, 'the first row').name }));
            expect(await items.count()).toBe(sent.content.length);
            expect(await senders.innerText()).toContain(`기부화환 ${sent.totalElements.toLocaleString('ko-KR')}개`);
            expect(await senders.getByRole('button', { name: '더 보기' }).count()).toBe(sent.totalElements > sent.content.length ? 1 : 0);
          }
        } else {
          expect(await page.getByRole('region', { name: /주신 분들$/ }).count()).toBe(0);
        }

        // Only the main photo is asked for at once, from its sizes; every picture holds its place.
        if (view.mainPhoto) {
          const main = page.locator('img[fetchpriority="high"]');
          expect(await main.count()).toBe(1);
          expect(await main.getAttribute('loading')).toBe('eager');
          expect(await main.getAttribute('srcset')).toContain('w,');
        }
        for (const image of await page.locator('main img').all()) {
          expect(await image.getAttribute('width')).toMatch(/^\d+$/);
          expect(await image.getAttribute('height')).toMatch(/^\d+$/);
          if ((await image.getAttribute('fetchpriority')) !== 'high') expect(await image.getAttribute('loading')).toBe('lazy');
        }
        await page.waitForLoadState('networkidle');
        const allowed = allowedImages(view);
        if (view.mainPhoto) expect(images.length).toBeGreaterThan(0);
        for (const path of images) expect(allowed.has(path), `${path} is not one of the WebP sizes`).toBe(true);

        expect(await violations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
