import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatEndDate, formatRating, formatWon, itemAt } from '@ongi/shared';
import { expectTitle, expectVisible, imagesSettled, launchBrowser, newVisitor, url, viewports, violations } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface CampaignDetail {
  campaignSeq: number;
  campaignName: string;
  campaignAmount: number;
  category: { name: string } | null;
  categoryCampaignName: string | null;
  partnerCompany: string | null;
  partnerManager: string | null;
  endDate: string | null;
  type: string | null;
  campaignType: 'WEDDING' | 'FUNERAL' | null;
  content: string;
}

interface Review {
  reviewSeq: number;
  reviewRating: number;
  createDate: string;
  attachList: { path: string }[];
  userId: string;
}

interface ReviewPage {
  content: Review[];
  totalElements: number;
  summary: { average: number; count: number; starIcon: number; shares: { star: number; count: number; percent: number }[] };
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(url(path));
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const reviewsOf = (page: Page, campaignSeq: number, sortType: 'latest' | 'topRated') =>
  getJson<ReviewPage>(page, `/api/review/campaign-review-list?page=1&campaignSeq=${campaignSeq}&sortType=${sortType}`);

/** The review ids in the order the page shows them, once the list is settled. */
async function shownReviewSeqs(page: Page): Promise<number[]> {
  const list = page.getByRole('list', { name: '후기 목록' });
  await list.waitFor();
  await page.waitForFunction(() => document.querySelector('ul[aria-label="후기 목록"]')?.getAttribute('aria-busy') !== 'true');
  return list.locator('article').evaluateAll((articles) => articles.map((a) => Number(a.getAttribute('data-review-seq'))));
}

async function expectReviewOrder(page: Page, expected: number[]) {
  await page.waitForFunction((ids) => {
    const list = document.querySelector('ul[aria-label="후기 목록"]');
    if (!list || list.getAttribute('aria-busy') === 'true') return false;
    const shown = Array.from(list.querySelectorAll('article')).map((a) => Number(a.getAttribute('data-review-seq')));
    return JSON.stringify(shown) === JSON.stringify(ids);
  }, expected);
  expect(await shownReviewSeqs(page)).toEqual(expected);
}

/** The seeded campaign with the most reviews (the wreath campaigns have several). */
async function campaignWithReviews(page: Page) {
  let best: { campaignSeq: number; latest: ReviewPage } | undefined;
  for (const campaignSeq of [16, 17, ...Array.from({ length: 30 }, (_, i) => i + 1)]) {
    const response = await page.request.get(url(`/api/review/campaign-review-list?page=1&campaignSeq=${campaignSeq}&sortType=latest`));
    if (!response.ok()) continue;
    const latest = (await response.json()) as ReviewPage;
    if (!best || latest.totalElements > best.latest.totalElements) best = { campaignSeq, latest };
  }
  expect(best && best.latest.totalElements, 'a seeded campaign with reviews').toBeGreaterThan(1);
  return best!;
}

describe('캠페인 상세', () => {
  it('기본 정보 표, 제목, 캠페인 유형에 따른 화면 분위기', async () => {
    const { context, page } = await newVisitor(browser);
    const campaign = await getJson<CampaignDetail>(page, '/api/campaign/get-detail?campaignSeq=16');
    const requested: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith('/api/')) requested.push(pathname + search);
    });
    await page.goto(url('/campaign/campaign-dtl/16'));
    await expectVisible(page.getByRole('heading', { level: 1, name: campaign.campaignName }));
    await expectTitle(page, `${campaign.campaignName} | 온기`);
    // Opened directly, the page brought the campaign with it, and asked for the gallery's first picture in its head: each is asked once.
    await page.waitForLoadState('networkidle');
    expect(requested.filter((address) => address.startsWith('/api/campaign/get-detail'))).toEqual([]);
    const picture = await page.locator('figure img').first().getAttribute('src');
    expect(picture).toBeTruthy();
    expect(await page.locator('head link[rel="preload"][as="image"]').getAttribute('href')).toBe(picture);
    expect(requested.filter((address) => address === picture)).toEqual([picture]);

    const table = page.getByRole('table', { name: '캠페인 기본 정보' });
    const rows = await table
      .locator('tr')
      .evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')?.textContent?.trim(), tr.querySelector('td')?.textContent?.trim()]));
    expect(rows).toEqual([
      ['캠페인명', campaign.campaignName],
      ['카테고리', [campaign.category?.name, campaign.categoryCampaignName].filter(Boolean).join(' · ')],
      ['후원 금액', formatWon(campaign.campaignAmount)],
      ['파트너사/담당자', [campaign.partnerCompany, campaign.partnerManager].filter(Boolean).join(' / ')],
      ['기간', formatEndDate(campaign.endDate)],
      ['유형', campaign.type],
    ]);
    await expect.poll(() => page.locator('article[data-tone]').getAttribute('data-tone')).toBe('wedding');

    // Thumbnails: keyboard selectable buttons that change the main picture.
    const thumbs = page.getByRole('group', { name: '사진 고르기' }).getByRole('button');
    if ((await thumbs.count()) > 1) {
      const main = page.locator('figure img').first();
      const before = await main.getAttribute('src');
      await thumbs.first().focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => thumbs.nth(1).getAttribute('aria-pressed')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('사진 2 보기');
      await expect.poll(() => main.getAttribute('src')).not.toBe(before);
    }

    // The condolence wreath has the restrained mourning look.
    await page.goto(url('/campaign/campaign-dtl/17'));
    await expectVisible(page.getByRole('heading', { level: 1 }));
    await expect.poll(() => page.locator('article[data-tone]').getAttribute('data-tone')).toBe('funeral');
    await context.close();
  });

  it('후기 요약: 평균(소수 한 자리), 반올림한 별, 별점별 정수 비율이 서버 요약과 같다', async () => {
    const { context, page } = await newVisitor(browser);
    const { campaignSeq, latest } = await campaignWithReviews(page);
    const { summary } = latest;
    await page.goto(url(`/campaign/campaign-dtl/${campaignSeq}`));
    const section = page.getByRole('region', { name: /구매 후기/ });
    await expectVisible(section.getByRole('list', { name: '별점별 비율' }));

    await expectVisible(section.getByRole('img', { name: `평균 별점 ${formatRating(summary.average)}점 (5점 만점)` }));
    expect(await section.getByText(formatRating(summary.average), { exact: true }).count()).toBeGreaterThan(0);
    await expectVisible(section.getByText(`후기 ${summary.count}개`));
    const stars = await section.getByRole('img', { name: /^평균 별점/ }).getAttribute('data-stars');
    const icon = Math.round(summary.average * 2) / 2;
    expect(stars?.split(' ').filter((fill) => fill === 'full').length).toBe(Math.floor(icon));
    expect(stars?.split(' ').includes('half')).toBe(icon % 1 !== 0);

    const shares = await section
      .getByRole('list', { name: '별점별 비율' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => li.textContent?.replace(/\s*\(\d+개\)/, '').replace(/\s+/g, '')));
    expect(shares).toEqual([...summary.shares].sort((a, b) => b.star - a.star).map((share) => `${share.star}점${share.percent}%`));
    expect(summary.shares.reduce((sum, share) => sum + share.percent, 0)).toBe(100);
    await context.close();
  });

  it('후기 정렬: 최신순은 새 글부터, 평점순은 높은 별점부터 (주소에 남는다)', async () => {
    const { context, page } = await newVisitor(browser, viewports.phone);
    const { campaignSeq } = await campaignWithReviews(page);
    const latest = await reviewsOf(page, campaignSeq, 'latest');
    const topRated = await reviewsOf(page, campaignSeq, 'topRated');
    await page.goto(url(`/campaign/campaign-dtl/${campaignSeq}`));
    const sortGroup = page.getByRole('group', { name: '후기 정렬' });
    await expectVisible(sortGroup);
    await expect.poll(() => sortGroup.getByRole('button', { name: '최신순' }).getAttribute('aria-pressed')).toBe('true');
    await expectReviewOrder(
      page,
      latest.content.map((r) => r.reviewSeq),
    );
    const dates = latest.content.map((r) => r.createDate);
    expect([...dates].sort().reverse()).toEqual(dates);

    await sortGroup.getByRole('button', { name: '평점순' }).click();
    await page.waitForURL((current) => current.searchParams.get('sort') === 'topRated');
    await expect.poll(() => sortGroup.getByRole('button', { name: '평점순' }).getAttribute('aria-pressed')).toBe('true');
    await expectReviewOrder(
      page,
      topRated.content.map((r) => r.reviewSeq),
    );
    const ratings = await page
      .getByRole('list', { name: '후기 목록' })
      .locator('article')
      .evaluateAll((articles) => articles.map((a) => Number(a.getAttribute('data-rating'))));
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);

    await sortGroup.getByRole('button', { name: '최신순' }).click();
    await page.waitForURL((current) => !current.searchParams.has('sort'));
    await expectReviewOrder(
      page,
      latest.content.map((r) => r.reviewSeq),
    );
    await context.close();
  });

  it('후기가 10개를 넘는 캠페인: 10개씩 나뉘고, 평점순으로 순서가 바뀌고, 2 페이지도 그 순서를 따른다', async () => {
    // Campaign 16 (축하 기부화환) carries a seeded history of past weddings'
    // reviews, more than one page, where the newest is not the best rated.
    const { context, page } = await newVisitor(browser, viewports.phone);
    const fetchPage = async (sortType: 'latest' | 'topRated', pageNo: number) => {
      const response = await page.request.get(url(`/api/review/campaign-review-list?page=${pageNo}&campaignSeq=16&sortType=${sortType}`));
      expect(response.ok()).toBe(true);
      return (await response.json()) as ReviewPage;
    };
    const latest1 = await fetchPage('latest', 1);
    const latest2 = await fetchPage('latest', 2);
    const top1 = await fetchPage('topRated', 1);
    const top2 = await fetchPage('topRated', 2);
    expect(latest1.totalElements).toBeGreaterThan(10);
    expect(latest1.content).toHaveLength(10);
    expect(latest2.content.length).toBe(latest1.totalElements - 10);
    expect(itemAt(top1.content, 0, 'the first row').reviewSeq).not.toBe(itemAt(latest1.content, 0, 'the first row').reviewSeq);

    const requested: string[] = [];
    page.on('request', (request) => {
      if (!request.url().includes('/api/review/campaign-review-list')) return;
      const query = new URL(request.url()).searchParams;
      requested.push(`${query.get('sortType')}:${query.get('page')}`);
    });
    await page.goto(url('/campaign/campaign-dtl/16'));
    await expectReviewOrder(
      page,
      latest1.content.map((r) => r.reviewSeq),
    );
    const pager = page.getByRole('navigation', { name: '후기 페이지' });
    await expectVisible(pager.getByRole('link', { name: '2 페이지' }));
    expect(await pager.getByRole('link', { name: /^\d+ 페이지$/ }).count()).toBe(Math.ceil(latest1.totalElements / 10));

    await page.getByRole('group', { name: '후기 정렬' }).getByRole('button', { name: '평점순' }).click();
    await expectReviewOrder(
      page,
      top1.content.map((r) => r.reviewSeq),
    );

    await pager.getByRole('link', { name: '2 페이지' }).click();
    await page.waitForURL((current) => current.searchParams.get('page') === '2' && current.searchParams.get('sort') === 'topRated');
    await expectReviewOrder(
      page,
      top2.content.map((r) => r.reviewSeq),
    );
    expect(requested).toEqual(['latest:1', 'topRated:1', 'topRated:2']);
    // The page did not jump to the very top: the review section is on screen.
    await page.waitForFunction(() => {
      const list = document.querySelector('ul[aria-label="후기 목록"]');
      const top = list?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight;
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // Changing the sort goes back to the first page.
    await page.getByRole('group', { name: '후기 정렬' }).getByRole('button', { name: '최신순' }).click();
    await page.waitForURL((current) => !current.searchParams.has('page') && !current.searchParams.has('sort'));
    await expectReviewOrder(
      page,
      latest1.content.map((r) => r.reviewSeq),
    );
    await context.close();
  });

  it('사진 리뷰만: 받아 온 페이지에서 사진이 있는 후기만 남고, 사진은 크게 볼 수 있다', async () => {
    const { context, page } = await newVisitor(browser);
    const { campaignSeq, latest } = await campaignWithReviews(page);
    const withPhotos = latest.content.filter((r) => r.attachList.length > 0);
    expect(withPhotos.length, 'a seeded review with photos').toBeGreaterThan(0);
    await page.goto(url(`/campaign/campaign-dtl/${campaignSeq}`));
    await expectReviewOrder(
      page,
      latest.content.map((r) => r.reviewSeq),
    );

    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/review/')) requests.push(request.url());
    });
    const toggle = page.getByRole('button', { name: '사진 리뷰만' });
    await toggle.click();
    await page.waitForURL((current) => current.searchParams.get('photo') === '1');
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await expectReviewOrder(
      page,
      withPhotos.map((r) => r.reviewSeq),
    );
    // Applied to the fetched page: no new request.
    expect(requests).toEqual([]);
    for (const article of await page.getByRole('list', { name: '후기 목록' }).locator('article').all()) {
      expect(await article.getByRole('list', { name: '후기 사진' }).getByRole('button').count()).toBeGreaterThan(0);
    }

    // A photo opens large in a dialog; Escape closes it and focus returns to the photo.
    const firstPhoto = page.getByRole('button', { name: '사진 1 크게 보기' }).first();
    await firstPhoto.click();
    const dialog = page.getByRole('dialog', { name: `${itemAt(withPhotos, 0, 'the first review with photos').userId}님의 후기 사진` });
    await expectVisible(dialog);
    await expectVisible(dialog.getByRole('img', { name: `${itemAt(withPhotos, 0, 'the first review with photos').userId}님의 후기 사진 1` }));
    expect(
      await dialog
        .getByRole('img')
        .first()
        .evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The dialog gives focus back a frame or two after it is gone.
    await expect.poll(() => firstPhoto.evaluate((el) => el === document.activeElement)).toBe(true);

    await toggle.click();
    await page.waitForURL((current) => !current.searchParams.has('photo'));
    await expectReviewOrder(
      page,
      latest.content.map((r) => r.reviewSeq),
    );
    // Author ids are shown as the server masked them.
    for (const review of latest.content) await expectVisible(page.getByText(review.userId, { exact: true }));
    await context.close();
  });

  it('없는 캠페인 번호는 찾을 수 없는 페이지를 보여 준다', async () => {
    const { context, page } = await newVisitor(browser, viewports.phone);
    const response = await page.request.get(url('/api/campaign/get-detail?campaignSeq=999999'));
    expect(response.status()).toBe(404);
    await page.goto(url('/campaign/campaign-dtl/999999'));
    await expectVisible(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }));
    await expectTitle(page, '페이지를 찾을 수 없습니다 | 온기');
    // A non-numeric id never reaches the API.
    await page.goto(url('/campaign/campaign-dtl/abc'));
    await expectVisible(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }));
    await context.close();
  });

  it('붙여 넣은 script 와 onerror 는 저장 때 지워져 화면에서 아무것도 실행하지 않는다', async () => {
    const { context, page } = await newVisitor(browser);
    // The seeded campaign whose story carried a partner's widget script and a tracking pixel.
    let target: CampaignDetail | undefined;
    for (let pageNo = 1; pageNo <= 5 && !target; pageNo++) {
      const list = await getJson<{ content: { campaignSeq: number }[] }>(page, `/api/campaign/get-list?page=${pageNo}`);
      for (const { campaignSeq } of list.content) {
        const detail = await getJson<CampaignDetail>(page, `/api/campaign/get-detail?campaignSeq=${campaignSeq}`);
        if (detail.content.includes('실시간 모금 현황')) {
          target = detail;
          break;
        }
      }
    }
    expect(target, 'the seeded campaign with the pasted widget').toBeDefined();
    expect(target!.content).not.toMatch(/<script|onerror|__ongiXss/i);

    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto(url(`/campaign/campaign-dtl/${target!.campaignSeq}`));
    const body = page.locator('.ql-editor');
    await expectVisible(body.getByText('실시간 모금 현황'));
    await imagesSettled(page, '.ql-editor');
    expect(await page.evaluate(() => (window as unknown as { __ongiXss?: unknown }).__ongiXss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await body.locator('script').count()).toBe(0);
    expect(await body.locator('[onerror]').count()).toBe(0);
    await context.close();
  });
});

describe('캠페인 상세 접근성 (axe-core)', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`/campaign/campaign-dtl/16 (${name}): 위반 없음`, async () => {
      const { context, page } = await newVisitor(browser, viewport);
      await page.goto(url('/campaign/campaign-dtl/16'));
      await expectVisible(page.getByRole('list', { name: '후기 목록' }));
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  }
});
