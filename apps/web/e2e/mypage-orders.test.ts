import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { filterStartDate, formatDate, formatWon, itemAt, messages, type MemberOrder } from '@ongi/shared';
import {
  answerDestructive,
  answerModal,
  BASE_URL,
  demo,
  expectTitle,
  expectVisible,
  loginOnPage,
  modal,
  navigateInApp,
  newVisitor,
  url,
  useBrowser,
  viewports,
  violations,
  waitForPath,
} from './support/browser';
import { getJson, signUpThroughApi } from './support/accounts';

const browser = useBrowser();

interface OrderPage {
  content: MemberOrder[];
  totalElements: number;
}

const sameOrigin = { Origin: BASE_URL };

/** Logs in through the form, as a member does. */
async function loginAsMember(page: Page) {
  await loginOnPage(page, demo.member.username, demo.member.password);
  await waitForPath(page, '/');
}

/** A logged-in member01 without going through the form (the form has its own journey). */
async function memberPage(viewport: { width: number; height: number } = viewports.desktop) {
  const visitor = await newVisitor(browser(), viewport);
  const response = await visitor.context.request.post(url('/api/account/login'), {
    data: { username: demo.member.username, pwd: demo.member.password },
    headers: sameOrigin,
  });
  expect(response.ok()).toBe(true);
  return visitor;
}

const orderList = (page: Page) => page.getByRole('list', { name: '주문 목록' });

/** The order numbers the page shows, once the list has settled. */
async function shownOrderNums(page: Page): Promise<string[]> {
  await page.waitForFunction(() => {
    const list = document.querySelector('ul[aria-label="주문 목록"]');
    return !list || list.getAttribute('aria-busy') !== 'true';
  });
  return page.locator('article[data-order-num]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-order-num') ?? ''));
}

async function expectOrders(page: Page, expected: string[]) {
  await expect.poll(() => shownOrderNums(page)).toEqual(expected);
}

/** Distinct PNG photos made on the spot; noisy ones of `size` px weigh a few hundred KB, so an upload takes a while. */
async function pngPhotos(count: number, size = 96): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
  const colours = ['#c0765a', '#5a8c6f', '#4a6fa5', '#b7791f', '#8e5aa5', '#45474a'];
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const base = sharp({ create: { width: size, height: size, channels: 3, background: itemAt(colours, index % colours.length, 'a colour') } });
      const image =
        size > 96
          ? sharp({ create: { width: size, height: size, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
          : base;
      return { name: `review-${index + 1}.png`, mimeType: 'image/png', buffer: await image.png().toBuffer() };
    }),
  );
}

/** The order the review journeys write to: not a wreath campaign other journeys count, and old, so nobody else needs it. */
function reviewTarget(orders: MemberOrder[]): MemberOrder {
  const open = orders.filter((order) => order.useCampaign && order.campaignSeq !== null && !order.hasReview);
  expect(open.length, 'member01 has an order that can still be reviewed').toBeGreaterThan(0);
  const quiet = open.filter((order) => order.campaignSeq !== 16 && order.campaignSeq !== 17);
  return itemAt(quiet.length > 0 ? quiet : open, -1, 'the oldest order open to a review');
}

const card = (page: Page, orderNum: string) => page.locator(`article[data-order-num="${orderNum}"]`);

async function openReviewModal(page: Page, orderNum: string) {
  await card(page, orderNum).getByRole('button', { name: '상품평 쓰기' }).click();
  const dialog = page.getByRole('dialog', { name: '상품평 쓰기' });
  await dialog.waitFor();
  return dialog;
}

describe('마이페이지: 주문 조회', () => {
  it('member01은 주문 조회에서 시드 주문을 보고, 기간 버튼과 날짜 범위가 목록과 주소를 바꾸며, 뒤로 가기가 돌아온다', async () => {
    const { context, page } = await newVisitor(browser());
    await loginAsMember(page);
    const all = await getJson<OrderPage>(page, '/api/invitation/get-ago-list?page=1&daysAgo=all');
    expect(all.totalElements).toBeGreaterThan(1);

    await page.goto(url('/mypage/order-list'));
    await expectTitle(page, '주문 조회 | 온기');
    await expectVisible(page.getByRole('heading', { level: 1, name: '주문 조회' }));
    await expectVisible(orderList(page));
    await expectOrders(
      page,
      all.content.map((order) => order.orderNum),
    );
    await expectVisible(page.getByText(`전체 주문 ${all.totalElements}건`));

    // Each row: type, order number, campaign, amount and what can be done.
    const first = itemAt(all.content, 0, 'the first row');
    const firstCard = card(page, first.orderNum);
    await expectVisible(firstCard.getByText(first.isWedding ? '청첩장' : '부고장', { exact: true }));
    if (first.campaignAmount !== null) await expectVisible(firstCard.getByText(formatWon(first.campaignAmount)));
    // A 부고장 says 부고장, a 청첩장 청첩장; the amount is the price of one wreath a guest sends.
    expect(await firstCard.getByRole('link', { name: new RegExp(`${first.isWedding ? '청첩장' : '부고장'} 보기`) }).getAttribute('href')).toBe(
      `/invitation/${first.publicNum}`,
    );
    expect(await firstCard.getByText('초대장').count()).toBe(0);
    if (first.useCampaign && first.campaignAmount !== null) await expectVisible(firstCard.getByText('화환 가격'));
    expect(await firstCard.getByRole('link', { name: '수정' }).getAttribute('href')).toBe(
      `/${first.isWedding ? 'wedding' : 'funeral'}/edit/${first.invitationSeq}`,
    );
    for (const order of all.content) {
      const offered = order.useCampaign && order.campaignSeq !== null && !order.hasReview;
      expect(await card(page, order.orderNum).getByRole('button', { name: '상품평 쓰기' }).count(), order.orderNum).toBe(offered ? 1 : 0);
    }

    // 10일: the address and the list follow.
    const tenDays = await getJson<OrderPage>(page, '/api/invitation/get-ago-list?page=1&daysAgo=10');
    await page.getByRole('navigation', { name: '조회 기간' }).getByRole('link', { name: '10일' }).click();
    await page.waitForURL((current) => current.searchParams.get('days') === '10');
    await expectOrders(
      page,
      tenDays.content.map((order) => order.orderNum),
    );
    expect(tenDays.totalElements).toBeLessThan(all.totalElements);

    // A range of days: the oldest order's own day only.
    const lastPage = await getJson<OrderPage>(page, `/api/invitation/get-ago-list?page=${Math.ceil(all.totalElements / 10)}&daysAgo=all`);
    const oldestOrder = itemAt(lastPage.content, -1, 'the oldest order');
    const oldestDay = formatDate(oldestOrder.createDate);
    const range = page.getByRole('form', { name: '기간 직접 선택' });
    await range.getByLabel('조회 시작일').fill(oldestDay);
    await range.getByLabel('조회 종료일').fill(oldestDay);
    const between = page.waitForResponse((r) => r.url().includes('/api/invitation/get-between-list'));
    await range.getByRole('button', { name: '조회' }).click();
    const betweenPage = (await (await between).json()) as OrderPage;
    await page.waitForURL((current) => current.searchParams.get('startDate') === oldestDay && current.searchParams.get('endDate') === oldestDay);
    expect(betweenPage.content.map((order) => order.orderNum)).toContain(oldestOrder.orderNum);
    await expectOrders(
      page,
      betweenPage.content.map((order) => order.orderNum),
    );
    expect(await page.getByRole('navigation', { name: '조회 기간' }).locator('[aria-current]').count()).toBe(0);

    // Back returns to 10일, then to 전체.
    await page.goBack();
    await page.waitForURL((current) => current.searchParams.get('days') === '10' && !current.searchParams.has('startDate'));
    await expectOrders(
      page,
      tenDays.content.map((order) => order.orderNum),
    );
    await page.goBack();
    await page.waitForURL((current) => current.pathname === '/mypage/order-list' && current.search === '');
    await expectOrders(
      page,
      all.content.map((order) => order.orderNum),
    );

    // A range that ends before it starts is refused before the server is asked.
    await range.getByLabel('조회 시작일').fill('2026-05-10');
    await range.getByLabel('조회 종료일').fill('2026-05-01');
    await range.getByRole('button', { name: '조회' }).click();
    await answerModal(page, messages.myPage.dateRange);
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('최근 주문은 지난 30일의 주문을 보여 주고, 주문 조회로 이어진다', async () => {
    const { context, page } = await memberPage(viewports.phone);
    const recent = await getJson<OrderPage>(page, '/api/invitation/get-ago-list?page=1&daysAgo=30');
    await page.goto(url('/mypage'));
    await waitForPath(page, '/mypage/recent-order');
    await expectTitle(page, '최근 주문 | 온기');
    if (recent.totalElements === 0) {
      await expectVisible(page.getByText('최근 30일 동안 주문 내역이 없습니다'));
    } else {
      await expectOrders(
        page,
        recent.content.map((order) => order.orderNum),
      );
    }
    await page.getByRole('link', { name: '전체 주문 조회' }).click();
    await waitForPath(page, '/mypage/order-list');
    await context.close();
  });
});

describe('마이페이지: 상품평 쓰기', () => {
  it('별점, 내용, 사진 장수와 형식을 올리기 전에 알려 주고, 쓰던 내용은 그대로 둔다', async () => {
    const { context, page } = await memberPage();
    const all = await getJson<OrderPage>(page, '/api/invitation/get-ago-list?page=1&daysAgo=all');
    const target = reviewTarget(all.content);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/review/create-review')) calls.push(request.url());
    });
    await page.goto(url('/mypage/order-list'));
    const dialog = await openReviewModal(page, target.orderNum);

    await dialog.getByRole('button', { name: '등록' }).click();
    await expectVisible(dialog.getByRole('alert').filter({ hasText: messages.review.ratingRequired }));

    // The stars answer the keyboard as a radio group: 0.5 and three steps on is 2.
    await dialog.getByRole('radio', { name: '0.5점' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('radio', { name: '2.0점' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: '등록' }).click();
    await expectVisible(dialog.getByRole('alert').filter({ hasText: messages.review.textRequired }));
    expect(await dialog.getByLabel('상품평', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);

    // Six photos at once: none is added.
    const file = dialog.locator('input[type="file"]');
    await file.setInputFiles(await pngPhotos(6));
    await expectVisible(dialog.getByRole('alert').filter({ hasText: messages.review.tooManyPhotos }));
    expect(await dialog.getByRole('button', { name: /사진 \d 삭제/ }).count()).toBe(0);

    // Not a JPG, GIF or PNG.
    await file.setInputFiles([{ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('글') }]);
    await expectVisible(dialog.getByRole('alert').filter({ hasText: messages.review.photoType }));

    // Over 10 MB.
    await file.setInputFiles([{ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) }]);
    await expectVisible(dialog.getByRole('alert').filter({ hasText: messages.review.photoSize }));

    // Five fit; the add button goes and a sixth cannot be picked.
    await file.setInputFiles(await pngPhotos(5));
    await expect.poll(() => dialog.getByRole('button', { name: /사진 \d 삭제/ }).count()).toBe(5);
    expect(await dialog.locator('input[type="file"]').count()).toBe(0);
    await dialog.getByRole('button', { name: '사진 3 삭제' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: /사진 \d 삭제/ }).count()).toBe(4);

    expect(calls).toHaveLength(0);
    await dialog.getByRole('button', { name: '취소' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await card(page, target.orderNum).getByRole('button', { name: '상품평 쓰기' }).count()).toBe(1);
    await context.close();
  });

  it('사진 두 장과 함께 쓰면 진행 막대 뒤에 등록을 알리고, 버튼이 사라지며, 캠페인 상세와 나의 상품평에 사진과 함께 보인다', async () => {
    const { context, page } = await memberPage(viewports.phone);
    const all = await getJson<OrderPage>(page, '/api/invitation/get-ago-list?page=1&daysAgo=all');
    const target = reviewTarget(all.content);
    const text = `사진 두 장과 함께 남기는 상품평입니다. (${Date.now()})`;

    await page.goto(url('/mypage/order-list'));
    const dialog = await openReviewModal(page, target.orderNum);
    // A click on the left half of the fifth star is 4.5.
    await dialog.getByRole('radio', { name: '4.5점' }).locator('xpath=..').click();
    expect(await dialog.getByRole('radio', { name: '4.5점' }).isChecked()).toBe(true);
    await dialog.getByLabel('상품평', { exact: true }).fill(text);
    await dialog.locator('input[type="file"]').setInputFiles(await pngPhotos(2, 480));
    await expect.poll(() => dialog.getByRole('img', { name: /첨부 사진/ }).count()).toBe(2);
    await dialog.getByLabel('파트너(예식장/장례식장) 이름 공개').uncheck();

    // A slow connection, so the progress bar can be seen moving.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
    const created = page.waitForResponse((r) => r.url().includes('/api/review/create-review') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: '등록' }).click();
    const progress = dialog.getByRole('progressbar');
    await expectVisible(progress);
    // Part of the way: more than nothing, not yet all.
    await expect
      .poll(
        async () => {
          const value = Number(await progress.getAttribute('value'));
          return value > 0 && value < 100;
        },
        { timeout: 15_000, interval: 50 },
      )
      .toBe(true);
    const response = await created;
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect(response.status()).toBe(200);
    const { reviewSeq } = (await response.json()) as { reviewSeq: number };

    await answerModal(page, messages.review.created);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => card(page, target.orderNum).getByRole('button', { name: '상품평 쓰기' }).count()).toBe(0);
    await expectVisible(card(page, target.orderNum).getByText('상품평 작성 완료'));
    // The button that had focus is gone: focus is on its row, not lost.
    await expect.poll(() => card(page, target.orderNum).evaluate((el) => el === document.activeElement)).toBe(true);

    // The campaign's page shows it with both photos.
    await page.goto(url(`/campaign/campaign-dtl/${target.campaignSeq}`));
    const review = page.locator(`article[data-review-seq="${reviewSeq}"]`);
    await expectVisible(review);
    await expectVisible(review.getByText(text));
    expect(await review.getAttribute('data-rating')).toBe('4.5');
    expect(await review.getByRole('button', { name: /크게 보기/ }).count()).toBe(2);
    await review.getByRole('button', { name: '사진 2 크게 보기' }).click();
    const viewer = page.getByRole('dialog', { name: /후기 사진/ });
    await expectVisible(viewer.getByText('사진 2 / 2'));
    const photo = viewer.getByRole('img');
    await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    // And among my reviews, newest first.
    await page.goto(url('/mypage/my-review'));
    await expectTitle(page, '나의 상품평 | 온기');
    const mine = page.locator(`article[data-review-seq="${reviewSeq}"]`);
    await expectVisible(mine.getByText(text));
    expect(await page.locator('article[data-review-seq]').first().getAttribute('data-review-seq')).toBe(String(reviewSeq));
    await mine.getByRole('button', { name: '사진 1 크게 보기' }).click();
    await expectVisible(page.getByRole('dialog', { name: '나의 상품평 사진' }).getByText('사진 1 / 2'));
    await page.keyboard.press('Escape');

    // 오늘 keeps it; the address says so.
    await page.getByRole('navigation', { name: '조회 기간' }).getByRole('link', { name: '오늘' }).click();
    await page.waitForURL((current) => current.searchParams.get('days') === '0');
    await expectVisible(page.locator(`article[data-review-seq="${reviewSeq}"]`));

    // A second review of the same order is refused by the server.
    const again = await page.request.post(url('/api/review/create-review'), {
      headers: sameOrigin,
      multipart: {
        review: {
          name: 'review.json',
          mimeType: 'application/json',
          buffer: Buffer.from(JSON.stringify({ orderNum: target.orderNum, reviewRating: 5, reviewText: '또', showPartnerCompany: 'Y' })),
        },
      },
    });
    expect(again.status()).toBe(409);
    await context.close();
  });
});

describe('마이페이지: 나의 상품평', () => {
  interface MyReviewPage {
    content: { reviewSeq: number; createDate: string }[];
    totalElements: number;
  }
  const shown = (page: Page, reviewSeq: number) => page.locator(`article[data-review-seq="${reviewSeq}"]`);

  it('전체가 첫 기간이자 기본이라 90일보다 오래된 상품평도 보이고, 그날을 담은 날짜 범위로도 찾는다', async () => {
    const { context, page } = await memberPage();
    // Neither date: every review of the member.
    const all = await getJson<MyReviewPage>(page, '/api/review/get-between-list?page=1');
    const ninetyDaysAgo = filterStartDate(90) ?? '';
    const old = all.content.find((review) => formatDate(review.createDate) < ninetyDaysAgo);
    expect(old, 'member01 has a review older than 90 days').toBeDefined();
    const oldReview = old!;

    await page.goto(url('/mypage/my-review'));
    await expectTitle(page, '나의 상품평 | 온기');
    const periods = page.getByRole('navigation', { name: '조회 기간' });
    expect(await periods.getByRole('link').allInnerTexts()).toEqual(['전체', '오늘', '10일', '30일', '60일', '90일']);
    expect(await periods.getByRole('link', { name: '전체' }).getAttribute('aria-current')).toBe('true');
    await expectVisible(shown(page, oldReview.reviewSeq));
    await expectVisible(page.getByText(/^전체 \d+건$/));

    // The widest day chip does not reach it.
    await periods.getByRole('link', { name: '90일' }).click();
    await page.waitForURL((current) => current.searchParams.get('days') === '90');
    await expect.poll(() => shown(page, oldReview.reviewSeq).count()).toBe(0);

    // A range of days around it does; the address keeps the range.
    const day = formatDate(oldReview.createDate);
    const range = page.getByRole('form', { name: '기간 직접 선택' });
    await range.getByLabel('조회 시작일').fill(day);
    await range.getByLabel('조회 종료일').fill(day);
    const between = page.waitForResponse((r) => r.url().includes('/api/review/get-between-list') && r.url().includes(`startDate=${day}`));
    await range.getByRole('button', { name: '조회' }).click();
    const answer = (await (await between).json()) as MyReviewPage;
    expect(answer.content.map((review) => review.reviewSeq)).toContain(oldReview.reviewSeq);
    await page.waitForURL((current) => current.searchParams.get('startDate') === day && current.searchParams.get('endDate') === day);
    await expectVisible(shown(page, oldReview.reviewSeq));
    await expectVisible(page.getByText(`${day} ~ ${day} ${answer.totalElements}건`));
    expect(await periods.locator('[aria-current]').count()).toBe(0);

    // 전체 again: a clean address.
    await periods.getByRole('link', { name: '전체' }).click();
    await page.waitForURL((current) => current.pathname === '/mypage/my-review' && current.search === '');
    await expectVisible(shown(page, oldReview.reviewSeq));
    await context.close();
  });
});

describe('마이페이지: 1:1 문의 내역', () => {
  it('행을 열면 문의와 답변이 보이고, 접수중은 따로 표시되며, 고르지 않고 삭제하면 알리고, 고른 문의만 지운다', async () => {
    const { context, page } = await memberPage();
    const title = `삭제할 문의 ${Date.now()}`;
    const created = await page.request.post(url('/api/inquiry/create'), {
      headers: sameOrigin,
      data: { userType: 'member', questionTitle: title, questionContent: '지워질 문의입니다.', emailReceive: 'N', userEmail: '' },
    });
    expect(created.ok(), `inquiry create answered ${created.status()}`).toBe(true);

    await page.goto(url('/mypage/inquiry-list'));
    await expectTitle(page, '1:1 문의 내역 | 온기');
    const list = page.getByRole('list', { name: '문의 목록' });
    await expectVisible(list);

    // An answered inquiry opens to its question and answer.
    const answered = list.getByRole('listitem').filter({ hasText: '청첩장 사진 순서를 바꾸고 싶어요' });
    await expectVisible(answered.getByText('답변완료'));
    const toggle = answered.getByRole('button', { name: '청첩장 사진 순서를 바꾸고 싶어요' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expectVisible(answered.getByText('갤러리 사진 순서를 바꾸려면'));
    await expectVisible(answered.getByText('순서 변경 기능은 다음 업데이트에 반영할 예정입니다.', { exact: false }));
    await toggle.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // The new one is still waiting, styled apart.
    const mine = list.getByRole('listitem').filter({ hasText: title });
    const waiting = mine.getByText('접수중', { exact: true });
    await expectVisible(waiting);
    const answeredStyle = await answered.getByText('답변완료').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await waiting.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(answeredStyle);

    // Nothing chosen.
    const deleteCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/inquiry/delete-inquiries')) deleteCalls.push(request.url());
    });
    await page.getByRole('button', { name: '선택 삭제' }).click();
    await answerModal(page, messages.myPage.noInquirySelected);
    expect(deleteCalls).toHaveLength(0);

    // 취소 on the question keeps it.
    await mine.getByRole('checkbox', { name: `'${title}' 선택` }).check();
    await page.getByRole('button', { name: '선택 삭제' }).click();
    await answerDestructive(page, messages.myPage.inquiryDeleteConfirm, '삭제', { choose: 'keep' });
    expect(deleteCalls).toHaveLength(0);

    await page.getByRole('button', { name: '선택 삭제' }).click();
    await answerDestructive(page, messages.myPage.inquiryDeleteConfirm, '삭제');
    await answerModal(page, messages.myPage.deleted);
    await expect.poll(() => list.getByRole('listitem').filter({ hasText: title }).count()).toBe(0);
    await expectVisible(answered);
    expect(deleteCalls).toHaveLength(1);

    // 새 문의 쓰기로 이어진다.
    await page.getByRole('link', { name: '1:1 문의하기' }).click();
    await waitForPath(page, '/customer-service/inquiry-create');
    await context.close();
  });

  it('기간 버튼이 목록과 주소를 바꾼다', async () => {
    const { context, page } = await memberPage(viewports.phone);
    await page.goto(url('/mypage/inquiry-list'));
    await expectVisible(page.getByRole('list', { name: '문의 목록' }));
    const periods = page.getByRole('navigation', { name: '조회 기간' });
    expect(await periods.getByRole('link').allInnerTexts()).toEqual(['오늘', '10일', '30일', '60일', '90일', '120일']);
    const today = page.waitForResponse((r) => r.url().includes('/api/inquiry/get-list'));
    await periods.getByRole('link', { name: '오늘' }).click();
    const answer = await today;
    const query = new URL(answer.url()).searchParams;
    expect(query.get('startDate')).toBe(query.get('endDate'));
    await page.waitForURL((current) => current.searchParams.get('days') === '0');
    const body = (await answer.json()) as { content: { questionTitle: string }[] };
    if (body.content.length === 0) await expectVisible(page.getByText('이 기간에 남기신 문의가 없습니다'));
    else await expect.poll(() => page.getByRole('list', { name: '문의 목록' }).getByRole('listitem').count()).toBe(body.content.length);
    await context.close();
  });
});

describe('마이페이지: 취소 내역', () => {
  it('취소되거나 부분 취소된 결제가 상태, 금액, 날짜와 함께 보인다', async () => {
    const { context, page } = await memberPage();
    const cancelled = await getJson<{ content: { paymentId: string; amount: number; cancelledAmount: number; status: string }[]; totalElements: number }>(
      page,
      '/api/payment/cancel-list?page=1',
    );
    expect(cancelled.totalElements).toBeGreaterThan(0);
    await page.goto(url('/mypage/order-list'));
    await page.getByRole('link', { name: '취소 내역' }).click();
    await waitForPath(page, '/mypage/cancel-list');
    await expectTitle(page, '취소 내역 | 온기');
    for (const payment of cancelled.content) {
      const row = page.locator(`tr[data-payment-id="${payment.paymentId}"]`);
      await expectVisible(row);
      await expectVisible(row.getByText(payment.status === 'CANCELLED' ? '취소' : '부분취소', { exact: true }));
      await expectVisible(row.getByText(formatWon(payment.cancelledAmount)).first());
      // The payer's own number; never the invitation's order number (the host's login secret).
      await expectVisible(row.getByText(`결제번호 ${payment.paymentId}`, { exact: true }));
      expect(await row.getByText('주문번호').count()).toBe(0);
      expect(Object.keys(payment)).not.toContain('orderNum');
    }
    await context.close();
  });
});

describe('마이페이지: 비회원', () => {
  it('비회원은 최근 주문에서 자기 주문 하나만 보고, 주문 조회에서는 일반 회원만 접근할 수 있습니다. 를 듣는다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    await page.goto(url('/login?tab=non-member'));
    const form = page.getByRole('form', { name: '비회원 로그인' });
    await form.getByLabel('이름').fill(demo.nonMember.name);
    await form.getByLabel('휴대폰 번호').fill(demo.nonMember.phoneNum);
    await form.getByLabel('주문번호').fill(demo.nonMember.orderNum);
    await form.getByRole('button', { name: '비회원 로그인' }).click();
    await page.waitForURL((current) => current.pathname !== '/login');

    await page.goto(url('/mypage/recent-order'));
    await expectTitle(page, '최근 주문 | 온기');
    await expectOrders(page, [demo.nonMember.orderNum]);
    // Their one order, older than 30 days, still shows; there is no wider history to link to.
    expect(await page.getByRole('link', { name: '전체 주문 조회' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: '마이페이지 메뉴' }).getByRole('link').allInnerTexts()).toEqual(['최근 주문']);

    await page.goto(url('/mypage/order-list'));
    await modal(page, messages.guard.normalOnly);
    await answerModal(page, messages.guard.normalOnly);
    await waitForPath(page, '/mypage/recent-order');
    await context.close();
  });
});

describe('마이페이지: 같은 탭에서 사람이 바뀔 때', () => {
  it('로그아웃 뒤 같은 탭에서 다른 회원이 로그인해도 앞사람의 주문은 한순간도 보이지 않는다', async () => {
    // The next person: a member of their own, with no orders.
    const other = await newVisitor(browser());
    const next = await signUpThroughApi(other.page, '다음사람', 'next');
    await other.context.close();

    const { context, page } = await newVisitor(browser(), viewports.desktop);
    await loginAsMember(page);
    await navigateInApp(page, '/mypage/recent-order');
    await expectTitle(page, '최근 주문 | 온기');
    await expect.poll(() => shownOrderNums(page)).not.toEqual([]);
    const memberOrders = await shownOrderNums(page);

    await page.getByRole('navigation', { name: '마이페이지 메뉴' }).getByRole('button', { name: '로그아웃' }).click();
    await answerModal(page, messages.login.loggedOut);
    await waitForPath(page, '/');

    // Logged out and home: from here on, any moment the page shows one of member01's order numbers is recorded.
    await page.evaluate((orderNums) => {
      const seen: string[] = [];
      (window as unknown as { seenOrders: string[] }).seenOrders = seen;
      const look = () => {
        for (const orderNum of orderNums) if (document.body.innerText.includes(orderNum) && !seen.includes(orderNum)) seen.push(orderNum);
      };
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, memberOrders);
    // Without reloading the page: the app's own links and form, as a person uses them.
    await navigateInApp(page, '/login');
    const form = page.getByRole('form', { name: '회원 로그인' });
    await form.getByLabel('아이디', { exact: true }).fill(next.username);
    await form.getByLabel('비밀번호', { exact: true }).fill(next.password);
    await form.getByRole('button', { name: '로그인', exact: true }).click();
    await waitForPath(page, '/');
    await navigateInApp(page, '/mypage/recent-order');
    await expectTitle(page, '최근 주문 | 온기');
    await expectVisible(page.getByText('최근 30일 동안 주문 내역이 없습니다'));
    expect(await page.evaluate(() => (window as unknown as { seenOrders: string[] }).seenOrders)).toEqual([]);
    await context.close();
  });
});

describe('마이페이지: 접근성 (axe-core)', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`주문 조회, 최근 주문, 취소 내역, 문의 내역(펼침), 나의 상품평, 상품평 쓰기 (${name}): 위반 없음`, async () => {
      const { context, page } = await memberPage(viewport);
      for (const [path, heading] of [
        ['/mypage/recent-order', '최근 주문'],
        ['/mypage/order-list', '주문 조회'],
        ['/mypage/cancel-list', '취소 내역'],
        ['/mypage/my-review', '나의 상품평'],
      ] as const) {
        await page.goto(url(path));
        await expectVisible(page.getByRole('heading', { level: 1, name: heading }));
        await page.waitForLoadState('networkidle');
        expect(await violations(page), path).toEqual([]);
      }
      await page.goto(url('/mypage/inquiry-list'));
      await page.getByRole('button', { name: '청첩장 사진 순서를 바꾸고 싶어요' }).click();
      await expectVisible(page.getByText('갤러리 사진 순서를 바꾸려면'));
      expect(await violations(page), 'inquiry-list').toEqual([]);

      await page.goto(url('/mypage/order-list'));
      await page.getByRole('button', { name: '상품평 쓰기' }).first().click();
      const dialog = page.getByRole('dialog', { name: '상품평 쓰기' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: '등록' }).click();
      await expectVisible(dialog.getByRole('alert'));
      expect(await violations(page), 'write-review').toEqual([]);
      await context.close();
    });
  }
});
