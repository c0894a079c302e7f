import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { currentPath, expectVisible, newVisitor, url, useBrowser, viewports, violations, waitForPath } from './support/browser';

const browser = useBrowser();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const quickMenu = (page: Page) => page.getByRole('complementary', { name: '퀵메뉴' });

/** The page's popups are closed first: they are not the quick menu, and they may lie over it. */
async function closePopups(page: Page) {
  for (const close of await page.locator('[data-popup]').getByRole('button', { name: '닫기', exact: true }).all()) await close.click();
}

/**
 * Scrolls from the top to the bottom of the page a third of a screen at a time
 * and, at every stop, checks that none of the quick menu's buttons lies on any
 * of the named elements, nor on anything else of the page's content that is
 * on screen: text, links, buttons, pictures.
 */
async function expectNothingCovered(page: Page, named: Record<string, Locator>) {
  for (const [name, locator] of Object.entries(named)) {
    expect(await locator.count(), `${name} 이(가) 화면에 없습니다`).toBeGreaterThan(0);
  }
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(await page.locator('aside[aria-label="퀵메뉴"]').locator('a, button').count()).toBe(3);
  for (let top = 0; ; top += Math.round(viewport.height / 3)) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    // The buttons as they show now (once any fade has ended).
    const menuBoxes = await page.evaluate(async () => {
      // A scroll may start a transition: let it start (two frames), then let it end.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
      return [...document.querySelectorAll<HTMLElement>('aside[aria-label="퀵메뉴"] :is(a, button)')]
        .filter((item) => getComputedStyle(item).visibility === 'visible' && Number(getComputedStyle(item.parentElement!).opacity) > 0)
        .map((item) => item.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.bottom > 0 && box.top < window.innerHeight)
        .map(({ x, y, width, height }) => ({ x, y, width, height }));
    });
    for (const [name, locator] of Object.entries(named)) {
      for (const target of await locator.all()) {
        const box = await target.boundingBox();
        if (!box) continue;
        for (const menu of menuBoxes) expect(overlaps(menu, box), `퀵메뉴가 ${name}을(를) 가립니다 (scrollY ${top})`).toBe(false);
      }
    }
    const covered = await page.evaluate((boxes) => {
      const hits: string[] = [];
      const main = document.getElementById('main');
      // Content: what can be pressed or typed in, pictures, and every element that holds text of its own.
      const content = [...(main?.querySelectorAll<HTMLElement>('*') ?? [])].filter(
        (element) =>
          element.matches('a, button, input, select, textarea, img') ||
          [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
      );
      for (const element of content) {
        if (element.closest('[aria-hidden="true"]') || getComputedStyle(element).visibility === 'hidden') continue;
        // What shows of it: a carousel's slides beyond its edge are clipped away.
        const rect = element.getBoundingClientRect();
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflow === 'visible') continue;
          const clip = parent.getBoundingClientRect();
          rect.x = Math.max(rect.left, clip.left);
          rect.width = Math.max(0, Math.min(rect.right, clip.right) - rect.x);
          rect.y = Math.max(rect.top, clip.top);
          rect.height = Math.max(0, Math.min(rect.bottom, clip.bottom) - rect.y);
        }
        if (rect.width === 0 || rect.height === 0 || rect.bottom <= 0 || rect.top >= window.innerHeight) continue;
        const on = boxes.some((b) => b.x < rect.right && rect.left < b.x + b.width && b.y < rect.bottom && rect.top < b.y + b.height);
        if (on) hits.push(`${element.tagName.toLowerCase()} '${(element.textContent ?? '').trim().slice(0, 20)}'`);
      }
      return hits;
    }, menuBoxes);
    expect(covered, `퀵메뉴가 본문을 가립니다 (scrollY ${top})`).toEqual([]);
    if (top + viewport.height >= height) break;
  }
}

describe('퀵메뉴는 본문을 가리지 않는다', () => {
  it('휴대폰 홈: 기부자 금액, 캠페인 보기, 1:1 문의를 포함해 어디에서도', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    await page.goto(url('/'));
    const donors = page.getByRole('region', { name: '고마운 기부자' });
    await expectVisible(donors.getByRole('listitem').first());
    await closePopups(page);
    await expectNothingCovered(page, {
      '기부자 금액': donors.getByRole('listitem').getByText(/원$/),
      "'캠페인 보기'": page.getByRole('link', { name: '캠페인 보기' }),
      "'1:1 문의'": page.getByRole('region', { name: '고객센터' }).getByRole('link', { name: '1:1 문의' }),
    });
    await context.close();
  });

  it('휴대폰 캠페인 상세: 기본 정보, 후기 정렬과 사진 리뷰만을 포함해 어디에서도', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    await page.goto(url('/campaign/campaign-dtl/16'));
    await expectVisible(page.getByRole('heading', { level: 1 }));
    const reviews = page.getByRole('region', { name: /구매 후기/ });
    await expectVisible(reviews.getByRole('list', { name: '후기 목록' }));
    await expectNothingCovered(page, {
      '기본 정보': page.getByRole('table').getByRole('cell'),
      '후기 정렬': reviews.getByRole('group', { name: '후기 정렬' }).getByRole('button'),
      "'사진 리뷰만'": reviews.getByRole('button', { name: '사진 리뷰만' }),
    });
    await context.close();
  });

  it('데스크톱(1280): 본문 옆 여백에 떠 있고 본문을 가리지 않는다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.desktop);
    await page.goto(url('/'));
    await expectVisible(page.getByRole('region', { name: '고마운 기부자' }).getByRole('listitem').first());
    await closePopups(page);
    expect(await page.locator('aside[aria-label="퀵메뉴"]').evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await expectNothingCovered(page, {
      '기부자 금액': page.getByRole('region', { name: '고마운 기부자' }).getByRole('listitem').getByText(/원$/),
    });
    await context.close();
  });

  it('휴대폰: 키보드로 축하 기부화환에, 손가락으로 근조 기부화환과 맨 위로에 닿는다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    await page.goto(url('/'));
    await expectVisible(page.getByRole('region', { name: '고마운 기부자' }).getByRole('listitem').first());
    await closePopups(page);

    // Keyboard: from the last card of the page the next stops are the quick menu's.
    await page.getByRole('region', { name: '부가 서비스' }).getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/campaign/campaign-dtl/16?send=wreath');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/campaign/campaign-dtl/16');
    await context.close();

    // Touch: a phone's tap on 맨 위로 goes to the top; on 근조 기부화환 to its campaign.
    const touch = await browser().newContext({ viewport: viewports.phone, hasTouch: true, isMobile: true, locale: 'ko-KR' });
    const phone = await touch.newPage();
    await phone.goto(url('/'));
    await expectVisible(phone.getByRole('region', { name: '고마운 기부자' }).getByRole('listitem').first());
    await closePopups(phone);
    const toTop = quickMenu(phone).getByRole('button', { name: '맨 위로' });
    await toTop.scrollIntoViewIfNeeded();
    expect(await phone.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await toTop.tap();
    await phone.waitForFunction(() => window.scrollY === 0);
    expect(await phone.evaluate(() => document.activeElement?.id)).toBe('main');
    const condolence = quickMenu(phone).getByRole('link', { name: '근조 기부화환' });
    await condolence.scrollIntoViewIfNeeded();
    await condolence.tap();
    await waitForPath(phone, '/campaign/campaign-dtl/17');
    expect(currentPath(phone)).toBe('/campaign/campaign-dtl/17');
    await touch.close();
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`퀵메뉴가 보이는 홈 (${name}): 위반 없음`, async () => {
      const { context, page } = await newVisitor(browser(), viewport);
      await page.goto(url('/'));
      await expectVisible(page.getByRole('region', { name: '고마운 기부자' }).getByRole('listitem').first());
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await expectVisible(quickMenu(page));
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  }
});
