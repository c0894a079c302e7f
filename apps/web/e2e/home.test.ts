import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { bannerIntervals, cardTextLimits, formatWon, itemAt, truncate } from '@ongi/shared';
import type { ActivePopup, MainPageNotice, MainPagePayment, PublicReview, SiteSettings, SponsorCard } from '@ongi/shared';
import { afterTimePasses, expectVisible, launchBrowser, motionSettled, newVisitor, url, viewports, waitForPath } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function read<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(url(`/api${path}`));
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** What is drawn at the centre of an element: the text of the nearest element matching `closest`. */
function shownAt(page: Page, selector: string, closest: string, attribute?: string) {
  return page.evaluate(
    ({ selector, closest, attribute }) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      if (!box) return null;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest<HTMLElement>(closest);
      if (!hit) return null;
      return attribute ? hit.getAttribute(attribute) : hit.textContent;
    },
    { selector, closest, attribute },
  );
}

/** How many slides of a carousel lie wholly inside its visible box. */
function slidesInView(page: Page, carouselLabel: string) {
  return page.evaluate((label) => {
    const swiper = document.querySelector(`[aria-label="${label}"] .swiper`);
    if (!swiper) return -1;
    const box = swiper.getBoundingClientRect();
    return [...swiper.querySelectorAll('.swiper-slide')].filter((slide) => {
      const r = slide.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  }, carouselLabel);
}

/** Closes the home popup and follows 결제 내역 조회 in the additional services to the login page. */
async function openReceiptLookup(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: '닫기', exact: true }).click();
  await page
    .getByRole('region', { name: '부가 서비스' })
    .getByRole('link', { name: /결제 내역 조회/ })
    .click();
  await waitForPath(page, '/login');
}

/** The banner's slider: what moves when it turns. */
const bannerTrack = '[aria-label="주요 안내"] .swiper';

const homeBlocks = [
  '/api/sponsor/main-page-sponsor-list',
  '/api/review/best-list',
  '/api/payment/getMainPageList/PAID',
  '/api/notice/getMainPageList',
  '/api/popup/active',
];

describe('홈', () => {
  it('모든 블록이 시드 데이터로 보이고, 블록의 답은 페이지에 실려 와 API를 따로 부르지 않는다', async () => {
    const { context, page } = await newVisitor(browser);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiCalls.push(pathname);
    });
    await page.goto(url('/'));
    await expectVisible(page.getByRole('heading', { level: 1 }));

    const [sponsors, reviews, donors, notices, settings] = await Promise.all([
      read<SponsorCard[]>(page, '/sponsor/main-page-sponsor-list'),
      read<PublicReview[]>(page, '/review/best-list'),
      read<MainPagePayment[]>(page, '/payment/getMainPageList/PAID'),
      read<MainPageNotice[]>(page, '/notice/getMainPageList'),
      read<SiteSettings>(page, '/site/settings'),
    ]);
    expect(sponsors.length).toBeGreaterThan(3);
    expect(reviews.length).toBeGreaterThan(1);
    expect(donors.length).toBeGreaterThan(1);
    expect(notices.length).toBeGreaterThan(1);

    // Banner: three slides about the service.
    const banner = page.getByRole('region', { name: '주요 안내' });
    await expectVisible(banner);
    expect(await banner.getByRole('group').count()).toBe(3);
    for (const title of ['꽃 대신 기부화환', '청첩장 만들기', '부고장 만들기']) {
      expect(await banner.getByRole('group', { name: title }).count()).toBe(1);
    }
    await expect.poll(() => banner.getByRole('link', { name: '청첩장 만들기' }).getAttribute('href')).toBe('/wedding');
    await expect.poll(() => banner.getByRole('link', { name: '부고장 만들기' }).getAttribute('href')).toBe('/funeral');

    // Where to start: create and the guides.
    const start = page.getByRole('region', { name: '바로 만들기' });
    await expect.poll(() => start.getByRole('link', { name: '청첩장 만들기' }).getAttribute('href')).toBe('/wedding');
    await expect.poll(() => start.getByRole('link', { name: '부고장 만들기' }).getAttribute('href')).toBe('/funeral');
    await expect.poll(() => start.getByRole('link', { name: '청첩장 이용 가이드' }).getAttribute('href')).toBe('/overview#how-it-works');
    await expect.poll(() => start.getByRole('link', { name: '부고장 이용 가이드' }).getAttribute('href')).toBe('/overview#how-it-works');

    // Sponsor news: every card, title and text cut at 20 characters, linking to its detail.
    const sponsorBlock = page.getByRole('region', { name: '후원 소식', exact: true });
    await expectVisible(sponsorBlock.getByRole('article').first());
    expect(await sponsorBlock.getByRole('article').count()).toBe(sponsors.length);
    const first = itemAt(sponsors, 0, 'the first row');
    const firstCard = sponsorBlock.getByRole('article').first();
    await expect.poll(() => firstCard.getByRole('link').getAttribute('href')).toBe(`/sponsor/sponsor-dtl/${first.sponsorSeq}`);
    expect((await firstCard.getByRole('heading').textContent())?.trim()).toBe(truncate(first.sponsorTitle, cardTextLimits.homeSponsorTitle));
    await expectVisible(firstCard.getByText(truncate(first.sponsorContent, cardTextLimits.homeSponsorContent), { exact: true }));
    const long = sponsors.find((s) => Array.from(s.sponsorTitle).length > 20);
    if (long) {
      const card = sponsorBlock.getByRole('article').filter({ has: page.locator(`a[href="/sponsor/sponsor-dtl/${long.sponsorSeq}"]`) });
      expect((await card.getByRole('heading').textContent())?.trim()).toMatch(/\.\.\.$/);
    }
    // Four cards in view at 1280 px.
    expect(await slidesInView(page, '후원 소식 목록')).toBe(4);

    // Best reviews: rating, text, masked author, campaign; five in view at 1280 px.
    const reviewBlock = page.getByRole('region', { name: '베스트 후기' });
    expect(await reviewBlock.getByRole('article').count()).toBe(reviews.length);
    const review = reviewBlock.getByRole('article').first();
    const topReview = itemAt(reviews, 0, 'the first review');
    await expectVisible(review.getByRole('img', { name: new RegExp(`별점 ${topReview.reviewRating.toFixed(1)}점`) }));
    await expectVisible(review.getByText(topReview.userId));
    expect(topReview.userId).toMatch(/^.{2}\*+$/);
    if (topReview.campaignName) await expectVisible(review.getByText(topReview.campaignName));
    expect(await slidesInView(page, '베스트 후기 목록')).toBe(Math.min(5, reviews.length));

    // Thankful donors: name, campaign, amount.
    const donorBlock = page.getByRole('region', { name: '고마운 기부자' });
    expect(await donorBlock.getByRole('listitem').count()).toBe(donors.length);
    const donor = donorBlock.getByRole('listitem').first();
    await expectVisible(donor.getByText(`${itemAt(donors, 0, 'the first donor').name}님`));
    await expectVisible(donor.getByText(formatWon(itemAt(donors, 0, 'the first donor').amount)));

    // Customer service: hours, the phone and the fax from the site settings.
    const cs = page.getByRole('region', { name: '고객센터', exact: true });
    await expectVisible(cs.getByRole('link', { name: `전화 ${settings.phone}` }));
    expect(settings.fax).not.toBe('');
    await expectVisible(cs.getByText(`팩스 ${settings.fax}`));
    await expectVisible(cs.getByText(settings.hours));

    // Additional services.
    const services = page.getByRole('region', { name: '부가 서비스' });
    // 증빙서류 opens the receipt lookup (receipt-lookup.test.ts), 후원 메시지 leads to the messages board.
    await expect.poll(() => services.getByRole('button', { name: /증빙서류 발급/ }).getAttribute('aria-haspopup')).toBe('dialog');
    await expect.poll(() => services.getByRole('link', { name: /결제 내역 조회/ }).getAttribute('href')).toBe('/login?tab=non-member');
    await expect.poll(() => services.getByRole('link', { name: /후원 메시지/ }).getAttribute('href')).toBe('/wreath-messages');

    // Notice ticker: every notice is in the list for screen readers, each linking to its detail.
    const ticker = page.getByRole('region', { name: '공지사항' });
    const noticeLinks = ticker.getByRole('list').getByRole('link');
    expect(await noticeLinks.count()).toBe(notices.length);
    for (const [index, notice] of notices.entries()) {
      await expect.poll(() => noticeLinks.nth(index).getAttribute('href')).toBe(`/customer-service/notice-dtl/${notice.noticeSeq}`);
    }

    // The blocks and the settings came inside the page: the API is asked only who is signed in, and for pictures.
    await page.waitForLoadState('networkidle');
    for (const block of [...homeBlocks, '/api/site/settings']) expect(apiCalls).not.toContain(block);
    expect(apiCalls.filter((call) => !call.startsWith('/api/file/image'))).toEqual(['/api/account/check-login']);
    await context.close();
  });

  it('배너는 2초마다, 공지는 3초마다 넘어가고, 멈춤 버튼으로 멈춘다', async () => {
    const { context, page } = await newVisitor(browser);
    // Time flows as usual but while the banner's turns are counted; a held banner or ticker is checked by jumping the
    // clock ahead instead of waiting.
    await page.clock.install();
    await page.goto(url('/'));
    const banner = page.getByRole('region', { name: '주요 안내' });
    await expectVisible(banner.getByRole('button', { name: '1번째 슬라이드 보기' }));
    // Out of the popup's way (its place is on the banner's left), closed from the keyboard: a click would leave the
    // mouse over the banner once the popup is gone, and the banner rightly stops while the mouse is over it.
    await page.getByRole('dialog').getByRole('button', { name: '닫기', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    const bannerSlide = () => shownAt(page, bannerTrack, '[data-slide]', 'data-slide');
    const current = () => banner.locator('button[aria-current="true"]').getAttribute('aria-label');
    expect(await bannerSlide()).toBe('wreath');
    expect(await current()).toBe('1번째 슬라이드 보기');
    // The turning starts once Swiper has taken over the drawn slides and nothing holds it. From then the page's clock
    // stands still and the test moves it: one interval turns one slide, in order, however slowly a busy 2-core CI
    // machine runs the page (one has stalled a headless page for longer than five intervals).
    const slideOrder = ['wreath', 'wedding', 'funeral'];
    // What holds the banner, should it not turn: said in the failure rather than guessed from a timeout.
    const bannerState = () =>
      page.evaluate(() => {
        const section = document.querySelector('[aria-label="주요 안내"]');
        const track = document.querySelector<HTMLElement & { swiper?: { autoplay: { running: boolean; paused: boolean } } }>(
          '[aria-label="주요 안내"] .swiper',
        );
        return JSON.stringify({
          playing: section?.getAttribute('data-playing') ?? null,
          autoplay: track?.swiper ? { running: track.swiper.autoplay.running, paused: track.swiper.autoplay.paused } : null,
          focus: document.activeElement?.id || document.activeElement?.tagName,
          hovered: section?.matches(':hover'),
          visibility: document.visibilityState,
        });
      });
    try {
      await banner.locator('.swiper-initialized').waitFor();
      await expect.poll(() => banner.getAttribute('data-playing')).toBe('true');
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      await motionSettled(page, bannerTrack);
      for (let turn = 0; turn < 2; turn += 1) {
        const from = slideOrder.indexOf((await bannerSlide()) ?? '');
        // One interval turns it; a second is allowed for Swiper's own half-second wait after a resize of the page.
        for (let interval = 0; interval < 2 && slideOrder.indexOf((await bannerSlide()) ?? '') === from; interval += 1) {
          await page.clock.runFor(bannerIntervals.home);
          await motionSettled(page, bannerTrack);
        }
        const to = (from + 1) % slideOrder.length;
        await expect.poll(bannerSlide).toBe(slideOrder[to]);
        await expect.poll(current).toBe(`${to + 1}번째 슬라이드 보기`);
      }
    } catch (error) {
      throw new Error(`${String(error)}\n주요 안내: ${await bannerState()}`, { cause: error });
    }
    // Swiper moves a looped banner to a chosen slide on a later frame: time flows again.
    await page.clock.resume();
    // A bullet jumps to its slide.
    await banner.getByRole('button', { name: '주요 안내 자동 넘김 멈춤' }).click();
    await banner.getByRole('button', { name: '1번째 슬라이드 보기' }).click();
    await expect.poll(bannerSlide).toBe('wreath');
    await afterTimePasses(page, bannerIntervals.home * 3, bannerTrack);
    expect(await bannerSlide()).toBe('wreath');
    expect(await current()).toBe('1번째 슬라이드 보기');

    const ticker = page.getByRole('region', { name: '공지사항' });
    const tickerList = '[aria-labelledby="home-notice-title"] ul';
    const titles = await ticker.getByRole('list').getByRole('link').allTextContents();
    // What the clipped ticker window shows now.
    const tickerText = () =>
      page.evaluate(() => {
        const box = document.querySelector('[aria-labelledby="home-notice-title"] ul')?.parentElement?.getBoundingClientRect();
        if (!box) return null;
        return document.elementFromPoint(box.left + 40, box.top + box.height / 2)?.closest('a')?.textContent ?? null;
      });
    const nextChange = async (from: string | null) => {
      await page.waitForFunction(
        (previous) => {
          const box = document.querySelector('[aria-labelledby="home-notice-title"] ul')?.parentElement?.getBoundingClientRect();
          if (!box) return false;
          const shown = document.elementFromPoint(box.left + 40, box.top + box.height / 2)?.closest('a')?.textContent;
          return Boolean(shown) && shown !== previous;
        },
        from,
        { timeout: 3000 + 600 + 1000 },
      );
      await motionSettled(page, tickerList);
      return tickerText();
    };
    const shown = await tickerText();
    expect(titles).toContain(shown);
    const next = await nextChange(shown);
    expect(next).toBe(titles[(titles.indexOf(shown ?? '') + 1) % titles.length]);
    const after = await nextChange(next);
    expect(after).toBe(titles[(titles.indexOf(next ?? '') + 1) % titles.length]);

    await ticker.getByRole('button', { name: '공지 자동 넘김 멈춤' }).click();
    const held = await tickerText();
    await afterTimePasses(page, bannerIntervals.noticeTickerStep * 2, tickerList);
    expect(await tickerText()).toBe(held);
    await ticker.getByRole('button', { name: '공지 자동 넘김 시작' }).click();
    await page.mouse.move(5, viewports.desktop.height - 5);
    expect(await nextChange(held)).not.toBe(held);
    await context.close();
  });

  it('움직임 줄이기를 켠 방문자에게 배너는 멈춰 있다', async () => {
    const context = await browser.newContext({ baseURL: url(''), viewport: viewports.desktop, locale: 'ko-KR', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(url('/'));
    const banner = page.getByRole('region', { name: '주요 안내' });
    await expectVisible(banner.getByRole('button', { name: '1번째 슬라이드 보기' }));
    expect(await banner.getByRole('button', { name: '주요 안내 자동 넘김 멈춤' }).count()).toBe(0);
    await banner.locator('.swiper-initialized').waitFor();
    await afterTimePasses(page, bannerIntervals.home * 3, bannerTrack);
    expect(await banner.locator('button[aria-current="true"]').getAttribute('aria-label')).toBe('1번째 슬라이드 보기');
    await context.close();
  });

  it('팝업: 제자리에 보이고, 닫기는 이번만, 오늘 하루 보지 않기는 새로고침 뒤에도', async () => {
    const { context, page } = await newVisitor(browser);
    const popups = await read<ActivePopup[]>(page, '/popup/active');
    expect(popups.length).toBeGreaterThan(0);
    const popup = itemAt(popups, 0, 'the first popup');

    await page.goto(url('/'));
    const dialog = page.getByRole('dialog', { name: popup.title });
    await expectVisible(dialog);
    const box = await dialog.boundingBox();
    expect(Math.round(box?.x ?? -1)).toBe(popup.xCoord);
    expect(Math.round(box?.y ?? -1)).toBe(popup.yCoord);
    await expectVisible(dialog.getByRole('button', { name: '오늘 하루 보지 않기' }));

    await dialog.getByRole('button', { name: '닫기', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await expectVisible(page.getByRole('dialog', { name: popup.title }));

    await page.getByRole('dialog', { name: popup.title }).getByRole('button', { name: '오늘 하루 보지 않기' }).click();
    await page.getByRole('dialog', { name: popup.title }).waitFor({ state: 'detached' });
    await page.reload();
    await expectVisible(page.getByRole('region', { name: '주요 안내' }));
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog', { name: popup.title }).count()).toBe(0);
    await context.close();
  });

  it('휴대폰: 팝업은 가운데, 카드는 두 장씩, 가이드 링크는 이용 방법으로 간다', async () => {
    const { context, page } = await newVisitor(browser, viewports.phone);
    await page.goto(url('/'));
    const dialog = page.getByRole('dialog').first();
    await expectVisible(dialog);
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    if (box) expect(Math.abs(box.x + box.width / 2 - viewports.phone.width / 2)).toBeLessThan(2);
    await dialog.getByRole('button', { name: '닫기', exact: true }).click();

    const sponsorBlock = page.getByRole('region', { name: '후원 소식', exact: true });
    await expectVisible(sponsorBlock.getByRole('article').first());
    expect(await slidesInView(page, '후원 소식 목록')).toBe(2);
    const reviewBlock = page.getByRole('region', { name: '베스트 후기' });
    await expectVisible(reviewBlock.getByRole('article').first());
    expect(await slidesInView(page, '베스트 후기 목록')).toBe(2);

    // The next arrow moves the row on (scrolled to first, as a visitor does: the row's slider wakes near the screen).
    await sponsorBlock.scrollIntoViewIfNeeded();
    const before = await sponsorBlock.locator('.swiper-slide-fully-visible').first().getAttribute('data-index');
    await sponsorBlock.getByRole('button', { name: '다음 후원 소식' }).click();
    await expect.poll(() => sponsorBlock.locator('.swiper-slide-fully-visible').first().getAttribute('data-index')).not.toBe(before);

    await page.getByRole('region', { name: '바로 만들기' }).getByRole('link', { name: '청첩장 이용 가이드' }).click();
    await waitForPath(page, '/overview');
    const how = page.getByRole('region', { name: '이렇게 전해집니다' });
    await expectVisible(how);
    await page.waitForFunction(() => {
      const top = document.getElementById('how-it-works')?.getBoundingClientRect().top ?? -999;
      return top >= 0 && top < 120;
    });
    await context.close();
  });

  it('감사한 기부자: 이름은 보낸 분이 고른 대로, 동그라미는 읽을 수 있는 이름의 첫 글자이고 가린 이름과 익명은 사람 그림', async () => {
    const { context, page } = await newVisitor(browser, viewports.phone);
    const donors = await read<MainPagePayment[]>(page, '/payment/getMainPageList/PAID');
    // The seed's payers chose all three ways: an organisation readable, people masked, someone 익명.
    expect(donors.map((donor) => donor.name)).toEqual(expect.arrayContaining(['(주)한결상사 임직원 일동', '익명']));
    expect(donors.some((donor) => /^.\*.$/.test(donor.name))).toBe(true);

    await page.goto(url('/'));
    const rows = page.getByRole('region', { name: '고마운 기부자' }).getByRole('listitem');
    await expectVisible(rows.first());
    const badges = await rows.evaluateAll((items) =>
      items.map((item) => {
        const badge = item.querySelector('[aria-hidden="true"]');
        return { letter: badge?.textContent ?? '', icon: Boolean(badge?.querySelector('svg')) };
      }),
    );
    expect(badges).toHaveLength(donors.length);
    donors.forEach((donor, index) => {
      const expected =
        donor.name === '(주)한결상사 임직원 일동'
          ? { letter: '한', icon: false }
          : donor.name === '익명' || donor.name.includes('*')
            ? { letter: '', icon: true }
            : { letter: Array.from(donor.name)[0], icon: false };
      expect(badges[index], donor.name).toEqual(expected);
    });
    await expectVisible(rows.getByText('(주)한결상사 임직원 일동님').first());
    await context.close();
  });

  it('첫 페이지는 기기 글꼴로 그대로 두고, 다음 페이지는 미리 받아 둔 조각으로 Pretendard를 쓴다', async () => {
    const { context, page } = await newVisitor(browser, viewports.phone);
    await page.goto(url('/'));
    // The slices the first page's text needs are fetched once the page has settled, without changing its typeface.
    await page.waitForFunction(() => sessionStorage.getItem('ongi.font-ready') === '1');
    const warmed = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.name),
    );
    expect(warmed.length).toBeGreaterThan(3);
    expect(await page.evaluate(() => document.documentElement.classList.contains('font-ready'))).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain('Pretendard');

    await openReceiptLookup(page);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Pretendard');
    // The faces the next page draws with load from the slices fetched before, not from the network again.
    const drawn = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        pretendard: document.fonts.check('16px "Pretendard Variable"', '로그인'),
        fromNetwork: performance
          .getEntriesByType('resource')
          .filter((entry): entry is PerformanceResourceTiming => entry.name.endsWith('.woff2') && (entry as PerformanceResourceTiming).initiatorType === 'css')
          .filter((entry) => entry.transferSize > 0)
          .map((entry) => entry.name),
      };
    });
    expect(drawn.pretendard).toBe(true);
    expect(drawn.fromNetwork.filter((name) => warmed.includes(name))).toEqual([]);
    await context.close();
  });

  it('결제 내역 조회는 로그인의 비회원 탭을 연다', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(url('/'));
    await openReceiptLookup(page);
    await expect.poll(() => page.getByRole('tab', { name: '비회원' }).getAttribute('aria-selected')).toBe('true');
    await expectVisible(page.getByRole('form', { name: '비회원 로그인' }));
    await context.close();
  });
});
