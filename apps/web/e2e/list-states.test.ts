import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  answerModal,
  demo,
  expectVisible,
  loginOnPage,
  navigateInApp,
  newVisitor,
  url,
  useBrowser,
  viewports,
  violations,
  waitForPath,
} from './support/browser';

const browser = useBrowser();

/**
 * Answers the calls to one API path with the given failures, in turn, then
 * lets them through to the server. The failures are what the server would say
 * when it breaks (a dropped connection, a 5xx) or refuses (a 4xx); the real
 * server cannot be made to do that on demand.
 */
async function failFirst(page: Page, apiPath: string, failures: Array<number | 'network'>) {
  const seen: string[] = [];
  await page.route(
    (address) => address.pathname === apiPath,
    async (route) => {
      seen.push(route.request().url());
      const failure = failures[seen.length - 1];
      if (failure === undefined) return route.continue();
      if (failure === 'network') return route.abort('connectionreset');
      return route.fulfill({
        status: failure,
        contentType: 'application/json',
        body: JSON.stringify({ message: `테스트가 만든 ${failure} 응답입니다.` }),
      });
    },
  );
  return seen;
}

describe('목록의 네 가지 상태와 다시 묻기', () => {
  it('연결이 끊기거나 5xx이면 한 번 더 묻고, 그래도 안 되면 서버의 문장과 다시 시도; 다시 시도하면 보인다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    const calls = await failFirst(page, '/api/notice/get-list', ['network', 503]);
    await page.goto(url('/customer-service/notice'));
    const failed = page.getByRole('alert').filter({ hasText: '공지사항을 불러오지 못했습니다' });
    await expectVisible(failed);
    await expectVisible(failed.getByText('테스트가 만든 503 응답입니다.'));
    expect(calls).toHaveLength(2);
    expect(await violations(page)).toEqual([]);

    await failed.getByRole('button', { name: '다시 시도' }).click();
    await expectVisible(page.getByRole('main').locator('tbody tr').first());
    expect(calls).toHaveLength(3);
    await context.close();
  });

  it('4xx는 다시 묻지 않는다: 홈의 블록도 한 번만 묻고 그 자리에 다시 시도를 보여 준다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.desktop);
    const reviewCalls = await failFirst(page, '/api/review/best-list', [404]);
    const sponsorCalls = await failFirst(page, '/api/sponsor/main-page-sponsor-list', [500, 500]);
    // Arriving from another page of the site: opened directly, the home page's HTML carries its blocks and asks for none.
    await page.goto(url('/login'));
    await expectVisible(page.getByRole('heading', { level: 1 }));
    await navigateInApp(page, '/');

    const reviews = page.getByRole('region', { name: '베스트 후기' });
    await expectVisible(reviews.getByRole('alert').filter({ hasText: '후기를 불러오지 못했습니다.' }));
    expect(reviewCalls).toHaveLength(1);

    const sponsors = page.getByRole('region', { name: '후원 소식', exact: true });
    const failed = sponsors.getByRole('alert');
    await expectVisible(failed.getByText('테스트가 만든 500 응답입니다.'));
    expect(sponsorCalls).toHaveLength(2);
    await failed.getByRole('button', { name: '다시 시도' }).click();
    await expectVisible(sponsors.getByRole('article').first());
    // The other blocks were never troubled.
    await expectVisible(page.getByRole('region', { name: '고마운 기부자' }).getByRole('listitem').first());
    await context.close();
  });

  it('문의를 남기면 방금 본 문의 내역도 새로 읽어 바로 보여 준다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.desktop);
    await loginOnPage(page, demo.member.username, demo.member.password);
    await waitForPath(page, '/');
    await navigateInApp(page, '/mypage/inquiry-list');
    const inquiries = page.getByRole('list', { name: '문의 목록' });
    await expectVisible(inquiries.getByRole('listitem').first());

    const title = `방금 남긴 문의 ${Date.now()}`;
    await page.getByRole('main').getByRole('link', { name: '1:1 문의하기' }).click();
    await waitForPath(page, '/customer-service/inquiry-create');
    const form = page.getByRole('form', { name: '1:1 문의' });
    await form.getByLabel('제목').fill(title);
    await form.getByLabel('내용').fill('내역에 바로 보이는지 확인합니다.');
    await form.getByRole('button', { name: '확인' }).click();
    await answerModal(page, '문의가 등록 되었습니다.');
    await waitForPath(page, '/');

    // Within the list's freshness window: only the invalidation makes it read again.
    await navigateInApp(page, '/mypage/inquiry-list');
    await expectVisible(inquiries.getByRole('button', { name: title }));
    await context.close();
  });
});
