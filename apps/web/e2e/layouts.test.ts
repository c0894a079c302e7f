import { describe, expect, it } from 'vitest';
import { itemAt } from '@ongi/shared';
import { answerModal, BASE_URL, expectVisible, navigateInApp, newVisitor, url, useBrowser, viewports, waitForPath } from './support/browser';
import { seededInvitations } from './invitation-view-seeded';

const browser = useBrowser();

const menu = ['디지털 기부화환', '청첩장', '부고장', '기부단체', '캠페인', '후원활동'];

describe('레이아웃', () => {
  it('홈: 여섯 메뉴가 순서대로, 바닥글에 회사 정보, 퀵메뉴', async () => {
    const { context, page } = await newVisitor(browser());
    await page.goto(url('/'));
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    await expectVisible(nav);
    expect(await nav.getByRole('link').allTextContents()).toEqual(menu);
    await expect.poll(() => nav.getByRole('link', { name: '기부단체' }).getAttribute('href')).toBe('/donation');
    await expectVisible(page.getByRole('banner').getByRole('link', { name: '고객센터' }));
    await expectVisible(page.getByRole('banner').getByRole('link', { name: '마이페이지' }));

    const settings = (await (await page.request.get(url('/api/site/settings'))).json()) as Record<string, string>;
    const footer = page.getByRole('contentinfo');
    for (const key of ['companyName', 'ceoName', 'businessNumber', 'mailOrderNumber', 'address', 'phone', 'email', 'hours']) {
      const value = settings[key];
      if (value === undefined) throw new Error(`/api/site/settings has no ${key}`);
      await expectVisible(footer.getByText(value, { exact: true }));
    }
    await expectVisible(footer.getByRole('link', { name: '이용약관' }));
    await expectVisible(footer.getByRole('link', { name: '개인정보처리방침' }));

    // At 1280 px the quick menu floats in the margin beside the content (quick-menu.test.ts: it covers nothing).
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    const quick = page.getByRole('complementary', { name: '퀵메뉴' });
    await expect.poll(() => quick.getByRole('link', { name: '축하 기부화환' }).getAttribute('href')).toBe('/campaign/campaign-dtl/16?send=wreath');
    await expect.poll(() => quick.getByRole('link', { name: '근조 기부화환' }).getAttribute('href')).toBe('/campaign/campaign-dtl/17?send=wreath');
    await expectVisible(quick.getByRole('button', { name: '맨 위로' }));
    await context.close();
  });

  it('청첩장·부고장 메뉴는 만들기 화면을 연다', async () => {
    const { context, page } = await newVisitor(browser());
    await page.goto(url('/'));
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    await nav.getByRole('link', { name: '청첩장' }).click();
    await waitForPath(page, '/wedding');
    await expectVisible(page.getByRole('heading', { level: 1, name: '청첩장 만들기' }));
    await nav.getByRole('link', { name: '부고장' }).click();
    await waitForPath(page, '/funeral');
    await expectVisible(page.getByRole('heading', { level: 1, name: '부고장 만들기' }));
    await context.close();
  });

  it('초대장 화면에는 사이트 메뉴도 퀵메뉴도 없다', async () => {
    const view = itemAt(await seededInvitations(), 0, 'the first seeded invitation');
    const { context, page } = await newVisitor(browser(), viewports.phone);
    await page.goto(url(`/invitation/${view.publicNum}`));
    await expectVisible(page.getByRole('heading', { level: 1 }));
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('complementary', { name: '퀵메뉴' }).count()).toBe(0);
    await context.close();
  });

  it('로그아웃 상태의 /mypage/order-list: 로그인 확인에서 취소하면 머물고, 확인하면 /login', async () => {
    const { context, page } = await newVisitor(browser());
    await page.goto(url('/'));
    await expectVisible(page.getByRole('navigation', { name: '주 메뉴' }));

    await page.evaluate(() => window.scrollTo({ top: 500, behavior: 'instant' }));
    await navigateInApp(page, '/mypage/order-list');
    await answerModal(page, '로그인이 필요합니다. 로그인 페이지로 이동하시겠습니까?', '취소');
    await waitForPath(page, '/');
    await expectVisible(page.getByRole('heading', { level: 1 }));
    // Staying means the page is as it was, scroll position included.
    await page.waitForFunction(() => Math.abs(window.scrollY - 500) < 2);

    // Opened directly: 확인 goes to the login page.
    await page.goto(url('/mypage/order-list'));
    await answerModal(page, '로그인이 필요합니다. 로그인 페이지로 이동하시겠습니까?', '확인');
    await waitForPath(page, '/login');
    await expectVisible(page.getByRole('tab', { name: '회원', exact: true }));

    // Opened directly and declined: there is nowhere to stay, so home.
    await page.goto(url('/mypage/order-list'));
    await answerModal(page, '로그인이 필요합니다. 로그인 페이지로 이동하시겠습니까?', '취소');
    await waitForPath(page, '/');
    await context.close();
  });

  it('휴대폰 너비: 햄버거 메뉴가 키보드로 열리고 Escape로 닫힌다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    await page.goto(url('/'));
    expect(await page.getByRole('navigation', { name: '주 메뉴' }).isVisible()).toBe(false);
    const opener = page.getByRole('button', { name: '전체 메뉴 열기' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
    await expectVisible(drawer);
    expect(await drawer.getByRole('navigation', { name: '주 메뉴' }).getByRole('link').allTextContents()).toEqual(menu);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    // The drawer gives focus back to its opener as it closes, a frame after its last node may have left.
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('없는 주소는 페이지를 찾을 수 없다고 알린다', async () => {
    const { context, page } = await newVisitor(browser());
    await page.goto(url('/no-such-page'));
    await expectVisible(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' }));
    await context.close();
  });

  it.each([
    ['/', '결제 금액의 절반은 고르신 기부처에 전해지고, 보내신 메시지는 행사장 화면에 화환처럼 걸립니다.'],
    ['/login', '마음을 전하는 가장 따뜻한 방법, 온기'],
  ])('앱의 코드가 오기 전에도 %s의 첫 화면이 보이고, 앱은 같은 자리에 그린다', async (address, text) => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      // Before the app's code has run: the page's own HTML, as a phone on a slow network shows it first.
      const before = await browser().newContext({ baseURL: BASE_URL, viewport, locale: 'ko-KR', javaScriptEnabled: false });
      const htmlOnly = await before.newPage();
      await htmlOnly.goto(url(address));
      const shown = htmlOnly.locator('.screen-shell').getByText(text, { exact: true });
      await expectVisible(shown);
      const shellBox = await shown.boundingBox();
      // Seen, not used: nothing in it takes focus or is read out before the app can answer.
      expect(await htmlOnly.locator('.screen-shell').getAttribute('inert')).toBe('');
      expect(await htmlOnly.getByText(text, { exact: true }).count()).toBe(1);
      await htmlOnly.keyboard.press('Tab');
      expect(await htmlOnly.evaluate(() => document.activeElement?.closest('.screen-shell') ?? null)).toBeNull();
      await before.close();

      const { context, page } = await newVisitor(browser(), viewport);
      await page.goto(url(address));
      await expectVisible(page.getByRole('navigation', { name: '주 메뉴' }).or(page.getByRole('button', { name: '전체 메뉴 열기' })));
      // The app draws the page whole in its place: the first view is gone, its text where it stood.
      expect(await page.locator('.screen-shell').count()).toBe(0);
      const drawn = page.getByText(text, { exact: true });
      expect(await drawn.count()).toBe(1);
      // Polled: the banner's slider takes over its slides a moment after the app draws them.
      await expect.poll(() => drawn.boundingBox()).toEqual(shellBox);
      await context.close();
    }
  });

  it('앱의 코드가 먼저 와 있어도 홈의 첫 화면이 먼저 보이고 그 그림이 페이지의 가장 큰 그림으로 남는다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    // The app's code already there when the page's styles come (a fast connection, a cached visit): the styles held back a moment.
    await page.route(/\/assets\/.*\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.addInitScript(() => {
      const seen = { firstViewGone: -1, largestPaints: [] as Array<{ at: number; text: string }> };
      Object.assign(window, { seen });
      new MutationObserver(() => {
        if (seen.firstViewGone < 0 && !document.querySelector('.screen-shell') && document.querySelector('#root > *')) seen.firstViewGone = performance.now();
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>) {
          seen.largestPaints.push({ at: entry.startTime, text: entry.element?.textContent ?? '' });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url('/'));
    await expectVisible(page.getByRole('button', { name: '전체 메뉴 열기' }));
    const seen = await page.evaluate(() => (window as unknown as { seen: { firstViewGone: number; largestPaints: Array<{ at: number; text: string }> } }).seen);
    // One largest paint: the first view's banner text, reported before the app drew over it, and nothing the app drew afterwards was larger.
    expect(seen.largestPaints).toHaveLength(1);
    expect(itemAt(seen.largestPaints, 0, 'the largest paint').text).toBe(
      '결제 금액의 절반은 고르신 기부처에 전해지고, 보내신 메시지는 행사장 화면에 화환처럼 걸립니다.',
    );
    expect(seen.firstViewGone).toBeGreaterThan(itemAt(seen.largestPaints, 0, 'the largest paint').at);
    await context.close();
  });
});
