import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatWon, itemAt } from '@ongi/shared';
import type { InvitationView } from '@ongi/shared';
import { BASE_URL, expectVisible, inKakaoTalk, newVisitor, sendersListedLine, url, useBrowser, viewports, violations } from './support/browser';
import { findView, seededInvitations } from './invitation-view-seeded';

const browser = useBrowser();

let views: InvitationView[] = [];
beforeAll(async () => {
  views = await seededInvitations();
});

/** A guest on the page, allowed to use the clipboard as the copy buttons do. */
async function guest(view: InvitationView, viewport: { width: number; height: number } = viewports.phone) {
  const visitor = await newVisitor(browser(), viewport);
  await visitor.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  await visitor.page.goto(url(`/invitation/${view.publicNum}`));
  return visitor;
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function expectCopied(page: Page, text: string, confirmation = '복사되었습니다') {
  await expectVisible(page.getByRole('status').getByText(confirmation, { exact: true }));
  expect(await clipboard(page)).toBe(text);
}

/** The gallery's counter ('2 / 5'), read as the page shows it. */
const counter = (page: Page) => page.getByRole('region', { name: /갤러리|추억의 사진/ }).getByText(/^\s*(사진\s*)?\d+ \/ \d+\s*$/);

describe('the gallery', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`steps through the photos and stops at both ends, and thumbnails choose (${name})`, async () => {
      const view = findView(views, 'a gallery of three or more photos', (candidate) => candidate.gallery.length >= 3);
      const total = view.gallery.length;
      const { context, page } = await guest(view, viewport);
      const gallery = page.getByRole('region', { name: /갤러리|추억의 사진/ });
      const previous = gallery.getByRole('button', { name: '이전 사진' });
      const next = gallery.getByRole('button', { name: '다음 사진' });
      await gallery.scrollIntoViewIfNeeded();
      expect(await counter(page).innerText()).toContain(`1 / ${total}`);
      expect(await previous.isDisabled()).toBe(true);

      await next.click();
      await expectVisible(counter(page).filter({ hasText: `2 / ${total}` }));
      await previous.click();
      await expectVisible(counter(page).filter({ hasText: `1 / ${total}` }));
      expect(await previous.isDisabled()).toBe(true);

      for (let shown = 2; shown <= total; shown += 1) {
        await next.click();
        await expectVisible(counter(page).filter({ hasText: `${shown} / ${total}` }));
      }
      expect(await next.isDisabled()).toBe(true);

      const thumbnail = gallery.getByRole('button', { name: '사진 2 보기' });
      await thumbnail.click();
      await expectVisible(counter(page).filter({ hasText: `2 / ${total}` }));
      expect(await thumbnail.getAttribute('aria-current')).toBe('true');
      expect(await gallery.getByRole('button', { name: `사진 ${total} 보기` }).getAttribute('aria-current')).toBeNull();
      await context.close();
    });
  }

  it('follows a swipe of the photos', async () => {
    const view = findView(views, 'a gallery of two or more photos', (candidate) => candidate.gallery.length >= 2);
    const { context, page } = await guest(view);
    const gallery = page.getByRole('region', { name: /갤러리|추억의 사진/ });
    await gallery.scrollIntoViewIfNeeded();
    // A finger's swipe scrolls the row of photos by one photo; the page settles on where it stops.
    await gallery.getByRole('button', { name: '사진 1 크게 보기' }).evaluate((photo) => {
      const track = photo.closest('[class*="track"]') as HTMLElement;
      track.scrollBy({ left: track.clientWidth, behavior: 'instant' });
    });
    await expectVisible(counter(page).filter({ hasText: `2 / ${view.gallery.length}` }));
    expect(await gallery.getByRole('button', { name: '사진 2 보기' }).getAttribute('aria-current')).toBe('true');
    await context.close();
  });

  it('opens full screen on a phone: arrow keys, stops, Escape back to the page', async () => {
    const view = findView(views, 'a gallery of three or more photos', (candidate) => candidate.gallery.length >= 3);
    const total = view.gallery.length;
    const { context, page } = await guest(view, viewports.phone);
    const gallery = page.getByRole('region', { name: /갤러리|추억의 사진/ });
    const opener = gallery.getByRole('button', { name: '사진 크게 보기', exact: true });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: '사진 크게 보기' });
    await expectVisible(viewer);
    const box = await viewer.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: viewports.phone.width, height: viewports.phone.height });
    expect(await viewer.getByRole('button', { name: '닫기' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await expectVisible(viewer.getByText(`1 / ${total}`));
    expect(await viewer.getByRole('button', { name: '이전 사진' }).isDisabled()).toBe(true);

    await page.keyboard.press('ArrowRight');
    await expectVisible(viewer.getByText(`2 / ${total}`));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectVisible(viewer.getByText(`1 / ${total}`));
    for (let shown = 2; shown <= total; shown += 1) {
      await viewer.getByRole('button', { name: '다음 사진' }).click();
      await expectVisible(viewer.getByText(`${shown} / ${total}`));
    }
    await page.keyboard.press('ArrowRight');
    await expectVisible(viewer.getByText(`${total} / ${total}`));
    expect(await viewer.getByRole('button', { name: '다음 사진' }).isDisabled()).toBe(true);

    // Focus stays inside while it is open.
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    expect(await violations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    // The page shows the photo the guest stopped at, and focus is back where it was.
    await expectVisible(counter(page).filter({ hasText: `${total} / ${total}` }));
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === '사진 크게 보기');
    await context.close();
  });
});

describe('copying, the bank modal and the map', () => {
  it('keeps each side’s accounts folded until asked, and copies one with a confirmation', async () => {
    const view = findView(views, 'a wedding with accounts on both sides', (candidate) =>
      Boolean(candidate.wedding?.accounts.some((a) => a.side === 'groom') && candidate.wedding.accounts.some((a) => a.side === 'bride')),
    );
    const wedding = view.wedding!;
    const { context, page } = await guest(view);
    const groomSide = page.getByRole('button', { name: '신랑측 계좌번호' });
    const brideSide = page.getByRole('button', { name: '신부측 계좌번호' });
    expect(await groomSide.getAttribute('aria-expanded')).toBe('false');
    expect(await brideSide.getAttribute('aria-expanded')).toBe('false');
    const groomAccount = wedding.accounts.find((account) => account.side === 'groom')!;
    const brideAccount = wedding.accounts.find((account) => account.side === 'bride')!;
    expect(await page.getByText(groomAccount.bankNumber).isVisible()).toBe(false);

    await groomSide.click();
    expect(await groomSide.getAttribute('aria-expanded')).toBe('true');
    await expectVisible(page.getByText(`${groomAccount.bankName} ${groomAccount.bankNumber}`));
    // The other side stays folded.
    expect(await page.getByText(brideAccount.bankNumber).isVisible()).toBe(false);

    await page.getByRole('button', { name: `${groomAccount.name} ${groomAccount.bankName} 계좌번호 복사` }).click();
    await expectCopied(page, `${groomAccount.bankName} ${groomAccount.bankNumber}`);
    expect(await violations(page)).toEqual([]);

    await groomSide.click();
    expect(await page.getByText(groomAccount.bankNumber).isVisible()).toBe(false);
    await context.close();
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`lists the mourners' accounts in the 조의금 modal, each with a copy button (${name})`, async () => {
      const view = findView(views, 'a funeral notice with condolence accounts', (candidate) => (candidate.funeral?.accounts.length ?? 0) > 0);
      const funeral = view.funeral!;
      const { context, page } = await guest(view, viewport);
      const opener = page.getByRole('complementary', { name: '마음 전하기' }).getByRole('button', { name: '조의금' });
      await opener.click();
      const modal = page.getByRole('dialog', { name: '조의금 계좌' });
      await expectVisible(modal);
      for (const account of funeral.accounts) {
        await expectVisible(modal.getByText(account.name, { exact: true }));
        await expectVisible(modal.getByText(`${account.bankName} ${account.bankInfo}`));
      }
      expect(await violations(page)).toEqual([]);
      const last = itemAt(funeral.accounts, -1, 'the last one');
      await modal.getByRole('button', { name: `${last.name} ${last.bankName} 계좌번호 복사` }).click();
      await expectCopied(page, `${last.bankName} ${last.bankInfo}`);

      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement?.textContent?.trim() === '조의금');
      await context.close();
    });
  }

  it('opens the wreath payment modal from the bottom bar, with the campaign and its amount', async () => {
    const view = findView(views, 'a funeral notice with a campaign', (candidate) => candidate.invitationType === 'F' && candidate.campaign !== null);
    const { context, page } = await guest(view);
    await page.getByRole('complementary', { name: '마음 전하기' }).getByRole('button', { name: '디지털 기부화환 보내기' }).click();
    const dialog = page.getByRole('dialog', { name: '기부화환 보내기' });
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.innerText()).toContain(view.campaign!.campaignName);
    expect(await dialog.innerText()).toContain(formatWon(view.campaign!.campaignAmount));
    await dialog.getByRole('button', { name: '닫기' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('links the place to Naver Map, Kakao Map, TMAP and Kakao Navi, draws the map, and copies the address', async () => {
    const view = findView(views, 'an invitation with a located place', (candidate) => {
      const place = (candidate.wedding ?? candidate.funeral)!.place;
      return place.latitude !== null && place.longitude !== null && place.address !== '';
    });
    const place = (view.wedding ?? view.funeral)!.place;
    const { context, page } = await guest(view);
    const section = page.getByRole('region', { name: /오시는 길/ });
    const name = encodeURIComponent(place.name);
    expect(await section.getByRole('link', { name: /네이버 지도/ }).getAttribute('href')).toBe(`https://map.naver.com/p/search/${name}`);
    expect(await section.getByRole('link', { name: /카카오맵/ }).getAttribute('href')).toBe(
      `https://map.kakao.com/link/map/${encodeURIComponent(place.name.replaceAll(',', ' '))},${place.latitude},${place.longitude}`,
    );
    // TMAP and Kakao Navi: the app is tried on a phone; the link itself is Kakao Map's route on the web.
    const route = `https://map.kakao.com/link/to/${encodeURIComponent(place.name.replaceAll(',', ' '))},${place.latitude},${place.longitude}`;
    expect(await section.getByRole('link', { name: /티맵/ }).getAttribute('href')).toBe(route);
    expect(await section.getByRole('link', { name: /카카오내비/ }).getAttribute('href')).toBe(route);
    for (const link of ['네이버 지도', '카카오맵', '티맵', '카카오내비']) {
      const anchor = section.getByRole('link', { name: new RegExp(link) });
      expect(await anchor.getAttribute('target')).toBe('_blank');
      expect(await anchor.getAttribute('rel')).toContain('noopener');
    }
    // Without a Kakao key: the drawn map with the marker and the place's name, and the address beside it.
    await expectVisible(section.getByRole('img', { name: `${place.name} 위치 약도` }));
    await expectVisible(section.getByText(place.address));
    await section.getByRole('button', { name: '주소 복사' }).click();
    await expectCopied(page, place.address);
    await context.close();
  });

  it('copies the page link, and offers the wedding day to calendars', async () => {
    const view = findView(views, 'a wedding', (candidate) => candidate.invitationType === 'W');
    const { context, page } = await guest(view, viewports.desktop);
    await page.getByRole('button', { name: '링크 복사하기' }).click();
    await expectCopied(page, `${BASE_URL}/invitation/${view.publicNum}`, '링크가 복사되었습니다');
    const calendar = page.getByRole('link', { name: '캘린더에 추가' });
    const href = await calendar.getAttribute('href');
    expect(href).toBe(`/api/invitation/calendar?orderNum=${view.publicNum}`);
    const ics = await context.request.get(url(href!));
    expect(ics.ok()).toBe(true);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    await context.close();
  });

  it('shows the campaign with links to the overview and the campaign, in new tabs', async () => {
    const view = findView(views, 'an invitation with a campaign', (candidate) => candidate.campaign !== null);
    const campaign = view.campaign!;
    const { context, page } = await guest(view);
    const block = page.getByRole('region', { name: '디지털 기부화환' });
    await expectVisible(block.getByRole('heading', { name: campaign.campaignName }));
    // 모인 기부금: what this invitation's wreaths passed on, not the campaign's price.
    await expectVisible(block.getByText(`모인 기부금 ${formatWon(campaign.raisedAmount)}`));
    const details = block.getByRole('link', { name: /자세히 보기/ });
    const guide = block.getByRole('link', { name: /캠페인 안내/ });
    expect(await details.getAttribute('href')).toBe('/overview');
    expect(await guide.getAttribute('href')).toBe(`/campaign/campaign-dtl/${campaign.campaignSeq}`);
    expect(await details.getAttribute('target')).toBe('_blank');
    expect(await guide.getAttribute('target')).toBe('_blank');
    await context.close();
  });
});

describe('the preview frame', () => {
  it('shows whatever invitation its parent page sends, as guests will see it', async () => {
    const view = findView(views, 'a wedding', (candidate) => candidate.invitationType === 'W');
    const { context, page } = await newVisitor(browser(), viewports.desktop);
    await page.goto(url('/'));
    // The form's preview: an iframe of /invitation/preview, told what to show once it says it listens.
    await page.evaluate(async (sent) => {
      const frame = document.createElement('iframe');
      frame.title = '미리보기';
      frame.style.cssText = 'width:390px;height:700px';
      const ready = new Promise<void>((resolve) => {
        window.addEventListener('message', (event) => {
          if (event.source === frame.contentWindow && (event.data as { type?: string }).type === 'ongi-invitation-preview-ready') resolve();
        });
      });
      frame.src = '/invitation/preview';
      document.body.append(frame);
      await ready;
      frame.contentWindow?.postMessage({ type: 'ongi-invitation-preview', view: sent }, window.location.origin);
    }, view);
    const preview = page.frameLocator('iframe[title="미리보기"]');
    await expectVisible(preview.getByRole('heading', { level: 1 }).filter({ hasText: view.wedding!.groomName }));
    // A preview has no address of its own to share.
    expect(await preview.getByRole('button', { name: '링크 복사하기' }).count()).toBe(0);
    await context.close();
  });
});

describe('the lists lower on the page', () => {
  it('arrive while the guest is still at the top, so a jump down lands on a page that stays put (360, KakaoTalk)', async () => {
    const view = findView(
      views,
      'a campaign and a public guestbook',
      (candidate) => candidate.invitationType === 'W' && candidate.campaign !== null && candidate.guestbook === 'public',
    );
    const { context, page } = await inKakaoTalk(browser());
    const askedFor = (path: string) => page.waitForResponse((response) => new URL(response.url()).pathname === path && response.ok());
    const senders = askedFor(`/api/payment/get-payment-list-for-kiosk/${view.publicNum}/1`);
    const guestbook = askedFor(`/api/guestbook/${view.publicNum}`);
    await page.goto(url(`/invitation/${view.publicNum}`));
    // Both lists are asked for with the guest still at the top: nothing scrolled them near.
    await Promise.all([senders, guestbook]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const sendersRegion = page.getByRole('region', { name: '축하해 주신 분들' });
    await sendersRegion.getByText(sendersListedLine).waitFor({ state: 'attached' });

    // A jump straight to the guestbook under them: what the guest lands on does not move afterwards.
    const book = page.getByRole('region', { name: '방명록' });
    const top = () => book.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    await book.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    const landed = await top();
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    expect(await top()).toBe(landed);
    await expectVisible(book.getByRole('form', { name: '방명록 쓰기' }));
    await context.close();
  });
});
