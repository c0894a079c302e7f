import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { bannerIntervals, cardTextLimits, itemAt, truncate } from '@ongi/shared';
import { afterTimePasses, expectTitle, expectVisible, holdRequests, launchBrowser, newVisitor, url, viewports, violations } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface ListPage<T> {
  content: T[];
  totalElements: number;
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(url(path));
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const cards = (page: Page, name: string) => page.getByRole('list', { name }).getByRole('article');

/** The card titles as shown (the h3 of each card). */
async function cardTitles(page: Page, listName: string): Promise<string[]> {
  return (await cards(page, listName).locator('h3').allTextContents()).map((text) => text.trim());
}

/** Waits until the list shows exactly these titles (the next page has replaced the previous one). */
async function expectTitles(page: Page, listName: string, titles: string[]) {
  await page.waitForFunction(
    ({ name, expected }) => {
      const list = document.querySelector(`ul[aria-label="${name}"]`);
      if (!list || list.getAttribute('aria-busy') === 'true') return false;
      const shown = Array.from(list.querySelectorAll('article h3')).map((h) => h.textContent?.trim());
      return JSON.stringify(shown) === JSON.stringify(expected);
    },
    { name: listName, expected: titles },
  );
  expect(await cardTitles(page, listName)).toEqual(titles);
}

const activeTab = (nav: Locator) => nav.locator('a[aria-current="true"]');

interface CampaignCard {
  campaignSeq: number;
  campaignName: string;
  category: { categorySeq: number; name: string } | null;
}

describe('캠페인 목록', () => {
  it('카테고리 탭이 목록을 거르고, 고른 탭에 개수를 보여 준다 (주소에 남는다)', async () => {
    const { context, page } = await newVisitor(browser);
    const all = await getJson<ListPage<CampaignCard>>(page, '/api/campaign/get-list?page=1');
    const categories = await getJson<Array<{ categorySeq: number; name: string }>>(page, '/api/category/get-list?categoryParent=campaign');
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith('/api/') && pathname !== '/api/file/image') apiCalls.push(pathname + search);
    });

    await page.goto(url('/campaign'));
    await expectTitle(page, '캠페인 | 온기');
    await expectVisible(cards(page, '캠페인 목록').first());
    // Opened directly, the page brought its first screen's answers (list, banner, tabs, settings): only the session is asked.
    expect(await cardTitles(page, '캠페인 목록')).toEqual(all.content.map((campaign) => campaign.campaignName));
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual(['/api/account/check-login']);
    const tabs = page.getByRole('navigation', { name: '카테고리' });
    await expectVisible(activeTab(tabs));
    await expect.poll(async () => (await activeTab(tabs).textContent())?.replace(/\s+/g, '')).toBe(`전체${all.totalElements}개`);
    await expectVisible(tabs.getByRole('link', { name: new RegExp(`^전체 ${all.totalElements}\\s*개$`) }));
    expect(await tabs.getByRole('link').allTextContents()).toEqual(expect.arrayContaining([`전체 ${all.totalElements}개`, ...categories.map((c) => c.name)]));

    // A category that holds fewer campaigns than the whole list.
    let chosen: { category: { categorySeq: number; name: string }; list: ListPage<CampaignCard> } | undefined;
    for (const category of categories) {
      const list = await getJson<ListPage<CampaignCard>>(page, `/api/campaign/get-list?page=1&categorySeq=${category.categorySeq}`);
      if (list.totalElements > 0 && list.totalElements < all.totalElements) {
        chosen = { category, list };
        break;
      }
    }
    expect(chosen, 'a campaign category with some but not all campaigns').toBeDefined();
    const { category, list } = chosen!;

    await tabs.getByRole('link', { name: category.name, exact: true }).click();
    await page.waitForURL((current) => current.searchParams.get('categorySeq') === String(category.categorySeq));
    await expectTitles(
      page,
      '캠페인 목록',
      list.content.map((c) => c.campaignName),
    );
    await expect.poll(async () => (await activeTab(tabs).textContent())?.replace(/\s+/g, '')).toBe(`${category.name}${list.totalElements}개`);
    const badges = await cards(page, '캠페인 목록').evaluateAll((articles) => articles.map((article) => article.querySelector('p')?.textContent));
    expect(badges).toEqual(list.content.map(() => category.name));

    // The filtered address can be shared: opening it fresh shows the same.
    const shared = page.url();
    const other = await context.newPage();
    await other.goto(shared);
    await expectTitles(
      other,
      '캠페인 목록',
      list.content.map((c) => c.campaignName),
    );
    await context.close();
  });

  it('휴대폰: 뒤쪽 카테고리로 연 목록은 고른 탭이 보이도록 탭 줄이 옆으로 밀려 있다', async () => {
    const { context, page } = await newVisitor(browser, viewports.phone);
    const categories = await getJson<Array<{ categorySeq: number; name: string }>>(page, '/api/category/get-list?categoryParent=campaign');
    const last = itemAt(categories, -1, 'the last one');
    /** The tab row's overflow, its scroll, and whether the chosen tab lies wholly inside what it shows. */
    const row = () =>
      page.evaluate(() => {
        const list = document.querySelector<HTMLElement>('nav[aria-label="카테고리"] ul');
        const current = list?.querySelector('[aria-current]');
        if (!list || !current) return null;
        const box = list.getBoundingClientRect();
        const tab = current.getBoundingClientRect();
        return {
          overflows: list.scrollWidth > list.clientWidth,
          scrolled: list.scrollLeft > 0,
          tabShown: tab.left >= box.left - 1 && tab.right <= box.right + 1,
          tab: current.textContent,
        };
      });

    // The list's answer (and with it the count beside the chosen tab) is held until the row has been scrolled to the
    // tab without it, as on a slow phone: the count then widens the tab, and the row must follow.
    const list = await holdRequests(page, /\/api\/campaign\/get-list\?/);
    await page.goto(url(`/campaign?categorySeq=${last.categorySeq}`));
    await expect.poll(row).toMatchObject({ tab: last.name, overflows: true, scrolled: true, tabShown: true });
    list.release();
    await expect.poll(async () => (await row())?.tab?.replace(/\s+/g, '')).toMatch(new RegExp(`^${last.name}\\d+개$`));
    await expect.poll(row).toMatchObject({ overflows: true, scrolled: true, tabShown: true });

    // The first tab needs no scrolling: opened on 전체, the row starts at its beginning.
    await page.goto(url('/campaign'));
    await expect.poll(async () => (await row())?.tab?.startsWith('전체')).toBe(true);
    expect(await row()).toMatchObject({ overflows: true, scrolled: false, tabShown: true });
    await context.close();
  });

  it('2 페이지로 넘기면 다른 캠페인이 나오고 주소에 ?page=2, 뒤로 가기는 1 페이지로', async () => {
    const { context, page } = await newVisitor(browser);
    const first = await getJson<ListPage<CampaignCard>>(page, '/api/campaign/get-list?page=1');
    const second = await getJson<ListPage<CampaignCard>>(page, '/api/campaign/get-list?page=2');
    expect(first.content).toHaveLength(8);
    expect(second.content.length).toBeGreaterThan(0);

    await page.goto(url('/campaign'));
    await expectTitles(
      page,
      '캠페인 목록',
      first.content.map((c) => c.campaignName),
    );

    await page.getByRole('navigation', { name: '캠페인 페이지' }).getByRole('link', { name: '2 페이지' }).click();
    await page.waitForURL((current) => current.searchParams.get('page') === '2');
    await expectTitles(
      page,
      '캠페인 목록',
      second.content.map((c) => c.campaignName),
    );
    const firstNames = new Set(first.content.map((c) => c.campaignName));
    expect(second.content.some((c) => !firstNames.has(c.campaignName))).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: '2 페이지' }).getAttribute('aria-current')).toBe('page');

    // A card of page 2 and its back link return to page 2.
    await cards(page, '캠페인 목록').first().locator('h3 a').click();
    await page.waitForURL((current) => current.pathname === `/campaign/campaign-dtl/${itemAt(second.content, 0, 'the first row').campaignSeq}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: itemAt(second.content, 0, 'the first row').campaignName }));
    await page.getByRole('link', { name: '캠페인 목록' }).click();
    await page.waitForURL((current) => current.pathname === '/campaign' && current.searchParams.get('page') === '2');
    await expectTitles(
      page,
      '캠페인 목록',
      second.content.map((c) => c.campaignName),
    );

    // Back through the history: detail, then page 2, then page 1.
    await page.goBack();
    await page.waitForURL((current) => current.pathname.startsWith('/campaign/campaign-dtl/'));
    await page.goBack();
    await page.waitForURL((current) => current.pathname === '/campaign' && current.searchParams.get('page') === '2');
    await page.goBack();
    await page.waitForURL((current) => current.pathname === '/campaign' && !current.searchParams.has('page'));
    await expectTitles(
      page,
      '캠페인 목록',
      first.content.map((c) => c.campaignName),
    );
    await context.close();
  });

  it('목록형·갤러리형 전환: 주소에 남고 새로 열어도 유지된다', async () => {
    const { context, page } = await newVisitor(browser, viewports.phone);
    await page.goto(url('/campaign'));
    const grid = page.getByRole('list', { name: '캠페인 목록' });
    await expectVisible(grid);
    await expect.poll(() => grid.getAttribute('data-layout')).toBe('gallery');
    const listButton = page.getByRole('button', { name: '목록형으로 보기' });
    const galleryButton = page.getByRole('button', { name: '갤러리형으로 보기' });
    await expect.poll(() => galleryButton.getAttribute('aria-pressed')).toBe('true');

    await listButton.click();
    await page.waitForURL((current) => current.searchParams.get('view') === 'list');
    await page.waitForFunction(() => document.querySelector('ul[aria-label="캠페인 목록"]')?.getAttribute('data-layout') === 'list');
    await expect.poll(() => listButton.getAttribute('aria-pressed')).toBe('true');
    // The list view shows each campaign's amount beside it on wide screens and its description.
    expect(await grid.getByRole('article').first().locator('p').count()).toBeGreaterThan(1);

    await page.reload();
    await page.waitForFunction(() => document.querySelector('ul[aria-label="캠페인 목록"]')?.getAttribute('data-layout') === 'list');
    await expect.poll(() => page.getByRole('button', { name: '목록형으로 보기' }).getAttribute('aria-pressed')).toBe('true');

    // Keyboard: the gallery button is reachable and pressing Enter switches back.
    await page.getByRole('button', { name: '갤러리형으로 보기' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((current) => !current.searchParams.has('view'));
    await page.waitForFunction(() => document.querySelector('ul[aria-label="캠페인 목록"]')?.getAttribute('data-layout') === 'gallery');
    await context.close();
  });

  it('상단 배너가 4초마다 넘어가고 멈출 수 있다', async () => {
    const { context, page } = await newVisitor(browser);
    await page.clock.install();
    await page.goto(url('/campaign'));
    const banner = page.getByRole('region', { name: '추천 캠페인' });
    await expectVisible(banner);
    const active = () => banner.getAttribute('data-active-index');
    await expect.poll(active).toBe('0');
    const started = Date.now();
    await expect.poll(active, { timeout: 7000 }).toBe('1');
    expect(Date.now() - started).toBeGreaterThan(2500);
    await banner.getByRole('button', { name: '추천 캠페인 자동 넘김 멈춤' }).click();
    const stopped = await active();
    await afterTimePasses(page, bannerIntervals.campaign * 2, '[aria-label="추천 캠페인"] .swiper');
    expect(await active()).toBe(stopped);
    // A bullet still moves it by hand (to the 4th slide, or the 5th if it already shows the 4th).
    const target = stopped === '3' ? 5 : 4;
    await banner.getByRole('button', { name: `${target}번째 슬라이드 보기` }).click();
    await expect.poll(active).toBe(String(target - 1));
    await banner.getByRole('button', { name: '1번째 슬라이드 보기' }).click();
    await expect.poll(active).toBe('0');
    await context.close();
  });
});

describe('기부단체·후원활동 목록', () => {
  it('기부단체 카드는 소개를 40자에서 자르고 ... 을 붙인다', async () => {
    const { context, page } = await newVisitor(browser, viewports.phone);
    const list = await getJson<ListPage<{ groupName: string; groupExplain: string | null }>>(page, '/api/donation-group/get-list?page=1');
    await page.goto(url('/donation-group'));
    await expectTitle(page, '기부단체 | 온기');
    await expectTitles(
      page,
      '기부단체 목록',
      list.content.map((g) => g.groupName),
    );
    const texts = await cards(page, '기부단체 목록').locator('h3 + p').allTextContents();
    expect(texts).toEqual(list.content.map((g) => truncate(g.groupExplain, cardTextLimits.donationGroupText)));
    const cut = list.content.filter((g) => Array.from(g.groupExplain ?? '').length > cardTextLimits.donationGroupText);
    expect(cut.length, 'a seeded donation group with a long introduction').toBeGreaterThan(0);
    expect(texts.filter((text) => text.endsWith('...'))).toHaveLength(cut.length);
    await context.close();
  });

  it('후원활동 카드는 제목 14자, 내용 20자로 자르고 마감일은 ~ MM/DD 또는 상시 후원', async () => {
    const { context, page } = await newVisitor(browser);
    const list = await getJson<ListPage<{ sponsorTitle: string; sponsorContent: string | null; endDate: string | null }>>(page, '/api/sponsor/get-list?page=1');
    await page.goto(url('/sponsor'));
    await expectTitle(page, '후원활동 | 온기');
    const titles = list.content.map((s) => truncate(s.sponsorTitle, cardTextLimits.sponsorTitle));
    await expectTitles(page, '후원활동 목록', titles);
    expect(titles.some((title) => title.endsWith('...'))).toBe(true);
    const texts = await cards(page, '후원활동 목록').locator('h3 + p').allTextContents();
    expect(texts).toEqual(list.content.map((s) => truncate(s.sponsorContent, cardTextLimits.sponsorContent)));
    // The whole title stays the link's accessible name.
    const firstLink = cards(page, '후원활동 목록').first().locator('h3 a');
    await expect
      .poll(() => firstLink.getAttribute('aria-label'))
      .toBe(titles[0] === itemAt(list.content, 0, 'the first row').sponsorTitle ? null : itemAt(list.content, 0, 'the first row').sponsorTitle);
    const dates = await cards(page, '후원활동 목록').locator('h3 ~ div').allTextContents();
    for (const date of dates) expect(date.trim()).toMatch(/^(~ \d{2}\/\d{2}|상시 후원)$/);
    await context.close();
  });

  it('후원활동 썸네일이 안 불러와지면 네 가지 대체 그림 가운데 하나로 바뀐다', async () => {
    const { context, page } = await newVisitor(browser);
    await page.route('**/api/file/image**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(url('/sponsor'));
    const images = cards(page, '후원활동 목록').locator('img');
    await expectVisible(images);
    await page.waitForFunction(() => {
      const imgs = Array.from(document.querySelectorAll('ul[aria-label="후원활동 목록"] img'));
      return imgs.length > 0 && imgs.every((img) => img.getAttribute('data-fallback') === 'true');
    });
    const sources = new Set(await images.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src)));
    expect(sources.size).toBeGreaterThanOrEqual(1);
    expect(sources.size).toBeLessThanOrEqual(4);
    for (const src of sources) expect(src).not.toContain('/api/file/image');
    // The fallback pictures themselves load.
    expect(await images.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
    await context.close();
  });

  it('기부단체 카테고리 탭: 키보드로 고르고 개수를 보여 준다', async () => {
    const { context, page } = await newVisitor(browser);
    const categories = await getJson<Array<{ categorySeq: number; name: string }>>(page, '/api/category/get-list?categoryParent=donationGroup');
    const category = itemAt(categories, 0, 'the first category');
    const list = await getJson<ListPage<{ groupName: string }>>(page, `/api/donation-group/get-list?page=1&categorySeq=${category.categorySeq}`);
    await page.goto(url('/donation-group'));
    const tabs = page.getByRole('navigation', { name: '카테고리' });
    await expectVisible(activeTab(tabs));
    await tabs.getByRole('link', { name: category.name, exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((current) => current.searchParams.get('categorySeq') === String(category.categorySeq));
    await expectTitles(
      page,
      '기부단체 목록',
      list.content.map((g) => g.groupName),
    );
    await expect.poll(async () => (await activeTab(tabs).textContent())?.replace(/\s+/g, '')).toBe(`${category.name}${list.totalElements}개`);
    await context.close();
  });

  it('/donation 메뉴 주소는 기부단체 목록으로 간다', async () => {
    const { context, page } = await newVisitor(browser, viewports.phone);
    await page.goto(url('/donation'));
    await page.waitForURL((current) => current.pathname === '/donation-group');
    await expectVisible(page.getByRole('heading', { level: 1, name: '기부단체' }));
    await context.close();
  });
});

describe('목록 접근성 (axe-core)', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    for (const [path, listName] of [
      ['/campaign', '캠페인 목록'],
      ['/sponsor', '후원활동 목록'],
      ['/donation-group', '기부단체 목록'],
    ] as const) {
      it(`${path} (${name}): 위반 없음`, async () => {
        const { context, page } = await newVisitor(browser, viewport);
        await page.goto(url(path));
        await expectVisible(page.getByRole('list', { name: listName }).getByRole('article'));
        await expectVisible(page.getByRole('navigation', { name: '카테고리' }).locator('a[aria-current="true"]'));
        expect(await violations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
