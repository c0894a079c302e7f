import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { itemAt } from '@ongi/shared';
import {
  answerDestructive,
  answerModal,
  currentPath,
  demo,
  expectNoModal,
  expectTitle,
  expectVisible,
  imagesSettled,
  loginOnPage,
  newVisitor,
  url,
  useBrowser,
  viewports,
  violations,
  waitForPath,
} from './support/browser';

const browser = useBrowser();

const noticeList = '/customer-service/notice';
const faqList = '/customer-service/faq-list';
const inquiry = '/customer-service/inquiry-create';

const main = (page: Page) => page.getByRole('main');
const noticeRows = (page: Page) => main(page).locator('tbody tr');
const tabs = (page: Page) => page.getByRole('navigation', { name: '고객센터 메뉴' });
const faqQuestions = (page: Page) => main(page).locator('li h2 button');

async function rowTitles(page: Page): Promise<string[]> {
  return noticeRows(page).locator('td:nth-child(2) a').allInnerTexts();
}

/** The notice list's search: type select, keyword, Enter. */
async function searchNotices(page: Page, type: '전체' | '제목' | '내용', word: string) {
  const search = page.getByRole('search', { name: '공지사항 검색' });
  await search.getByLabel('검색 조건').selectOption({ label: type });
  await search.getByLabel('검색어').fill(word);
  await search.getByLabel('검색어').press('Enter');
}

/** Opens a notice from the list by its title (the whole row is the link). */
async function openNotice(page: Page, title: string) {
  await main(page).getByRole('link', { name: title, exact: true }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: title }));
}

async function viewCount(page: Page): Promise<number> {
  const text = await main(page).locator('dt', { hasText: '조회수' }).locator('xpath=following-sibling::dd').innerText();
  return Number(text.replace(/\D/g, ''));
}

describe('고객센터: 공지사항', () => {
  it('고정 공지가 공지 표시와 함께 먼저 오고, 한 쪽에 10건과 페이지 이동이 있다', async () => {
    const { context, page } = await newVisitor(browser());
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/notice/')) listCalls.push(request.url());
    });
    const response = page.waitForResponse((r) => r.url().includes('/api/notice/get-list'));
    await page.goto(url(noticeList));
    const body = (await (await response).json()) as { content: Array<{ title: string; hasAttachment: boolean }> };
    await expectTitle(page, '공지사항 | 온기');
    await expectVisible(noticeRows(page));
    expect(await noticeRows(page).count()).toBe(10);
    // One request draws the page.
    expect(listCalls).toHaveLength(1);
    // The clip shows exactly where the answer says there are files.
    const clips = await noticeRows(page).evaluateAll((rows) => rows.map((row) => row.textContent?.includes('첨부파일 있음') ?? false));
    expect(clips).toEqual(body.content.map((row) => row.hasAttachment));

    const numbers = await noticeRows(page).locator('td:first-child').allInnerTexts();
    const pinned = numbers.filter((text) => text.trim() === '공지').length;
    expect(pinned).toBeGreaterThan(0);
    // Pinned first: every 공지 comes before the first numbered row.
    expect(numbers.slice(0, pinned).every((text) => text.trim() === '공지')).toBe(true);
    expect(numbers.slice(pinned).every((text) => /^\d+$/.test(text.trim()))).toBe(true);
    await expectVisible(main(page).getByText(/^전체 \d+건$/));

    await page.getByRole('navigation', { name: '페이지 이동' }).getByRole('link', { name: '2 페이지' }).click();
    await page.waitForURL((address) => address.searchParams.get('page') === '2');
    await page.waitForFunction(() => !document.querySelector('tbody tr td:first-child')?.textContent?.includes('공지'));
    expect((await noticeRows(page).locator('td:first-child').allInnerTexts()).every((text) => /^\d+$/.test(text.trim()))).toBe(true);
    await context.close();
  });

  it('제목 검색은 목록을 좁히고 주소에 남으며, 결과가 없으면 그렇게 알린다', async () => {
    const { context, page } = await newVisitor(browser());
    await page.goto(url(noticeList));
    await expectVisible(noticeRows(page));
    const before = await main(page)
      .getByText(/^전체 \d+건$/)
      .innerText();
    const total = Number(before.replace(/\D/g, ''));

    await searchNotices(page, '제목', '연휴');
    await page.waitForURL((address) => address.searchParams.get('searchType') === 'title' && address.searchParams.get('searchWord') === '연휴');
    await expectVisible(main(page).getByText(/^검색 결과 \d+건$/));
    const found = Number(
      (
        await main(page)
          .getByText(/^검색 결과 \d+건$/)
          .innerText()
      ).replace(/\D/g, ''),
    );
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(total);
    const titles = await rowTitles(page);
    expect(titles.length).toBe(found);
    expect(titles.every((title) => title.includes('연휴'))).toBe(true);

    // The search survives a reload: it lives in the address.
    await page.reload();
    await expectVisible(noticeRows(page));
    expect(await rowTitles(page)).toEqual(titles);
    expect(await page.getByRole('search', { name: '공지사항 검색' }).getByLabel('검색어').inputValue()).toBe('연휴');

    await searchNotices(page, '전체', '존재하지않는공지사항검색어');
    await expectVisible(main(page).getByText('검색 결과가 없습니다.'));
    expect(await noticeRows(page).count()).toBe(0);
    await context.close();
  });

  it('상세: 조회수는 한 방문 세션에 한 번만 오르고, 같은 주소의 새 손님은 세지 않으며, 로그인한 새 방문자는 다시 올린다', async () => {
    // A notice no other journey edits (the back-office journey renames 결제 시스템 점검 안내), found by
    // its title: other journeys add notices, which move it down the list meanwhile.
    const title = '이용약관 개정 안내';
    const first = await newVisitor(browser());
    await first.page.goto(url(noticeList));
    await searchNotices(first.page, '제목', title);
    await openNotice(first.page, title);
    await expectTitle(first.page, `${title} | 온기`);
    const counted = await viewCount(first.page);

    // The same visitor opens it again, twice: no change.
    await first.page.reload();
    await expectVisible(first.page.getByRole('heading', { level: 1, name: title }));
    expect(await viewCount(first.page)).toBe(counted);
    const detailPath = currentPath(first.page);
    await first.page.goto(url(noticeList));
    await searchNotices(first.page, '제목', title);
    await openNotice(first.page, title);
    expect(await viewCount(first.page)).toBe(counted);
    await first.context.close();

    // A new browser without a login from the same address (cookies cleared, say) is not counted again that day.
    const second = await newVisitor(browser());
    await second.page.goto(url(detailPath));
    await expectVisible(second.page.getByRole('heading', { level: 1, name: title }));
    expect(await viewCount(second.page)).toBe(counted);
    await second.context.close();

    // A logged-in visitor in a browser of their own is counted once more.
    const third = await newVisitor(browser());
    await loginOnPage(third.page, demo.member.username, demo.member.password);
    await waitForPath(third.page, '/');
    await third.page.goto(url(detailPath));
    await expectVisible(third.page.getByRole('heading', { level: 1, name: title }));
    expect(await viewCount(third.page)).toBe(counted + 1);
    await third.context.close();
  });

  it('상세: 첨부파일은 내려받기 링크이고, 이전·다음 글로 오가며, 목록으로는 보던 쪽으로 돌아간다', async () => {
    const { context, page } = await newVisitor(browser());
    await page.goto(url(`${noticeList}?page=2`));
    await expectVisible(noticeRows(page));
    const titles = await rowTitles(page);
    const newer = itemAt(titles, 3, 'the fourth title');
    const middle = itemAt(titles, 4, 'the fifth title');
    const older = itemAt(titles, 5, 'the sixth title');
    await openNotice(page, middle);

    const files = main(page).getByRole('region', { name: /첨부파일/ });
    const links = files.getByRole('link');
    const count = await links.count();
    if (count === 0) {
      await expectVisible(files.getByText('첨부파일이 없습니다.'));
    } else {
      const href = (await links.first().getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/api\/file\/download\?path=.+&fileName=.+/);
      const download = await page.request.get(url(href));
      expect(download.status()).toBe(200);
    }

    const neighbours = page.getByRole('navigation', { name: '이전 글, 다음 글' });
    await neighbours.getByRole('link', { name: older }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: older }));
    await neighbours.getByRole('link', { name: middle }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: middle }));
    await neighbours.getByRole('link', { name: newer }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: newer }));

    await main(page).getByRole('link', { name: '목록으로' }).click();
    await waitForPath(page, noticeList);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await expectVisible(main(page).getByRole('link', { name: middle, exact: true }));
    await context.close();
  });

  it('상세: 첨부파일이 있으면 이름으로 내려받고, 없으면 없다고 적는다', async () => {
    const { context, page } = await newVisitor(browser());
    const detailCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/notice/get-detail')) detailCalls.push(request.url());
    });
    await page.goto(url(noticeList));
    await searchNotices(page, '제목', '영수증 발급 절차');
    await openNotice(page, '기부금 영수증 발급 절차 안내');
    expect(detailCalls).toHaveLength(1);
    const files = main(page).getByRole('region', { name: /첨부파일/ });
    const file = files.getByRole('link', { name: /기부금_영수증_발급_절차_안내\.pdf/ });
    await expectVisible(file);
    const href = (await file.getAttribute('href')) ?? '';
    expect(new URL(href, url('/')).searchParams.get('fileName')).toBe('기부금_영수증_발급_절차_안내.pdf');
    const download = await page.request.get(url(href));
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toContain('attachment');

    await page.goto(url(noticeList));
    await searchNotices(page, '제목', '상담 시간');
    await openNotice(page, '고객센터 상담 시간 안내');
    await expectVisible(
      main(page)
        .getByRole('region', { name: /첨부파일/ })
        .getByText('첨부파일이 없습니다.'),
    );
    await context.close();
  });

  it('상세: 맨 앞과 맨 끝 공지에는 다음 글·이전 글이 없다고 적는다', async () => {
    const { context, page } = await newVisitor(browser());
    await page.goto(url(noticeList));
    await expectVisible(noticeRows(page));
    const newest = itemAt(await rowTitles(page), 0, 'the newest title');
    await openNotice(page, newest);
    await expectVisible(main(page).getByText('다음 글이 없습니다.'));

    await page.goto(url(noticeList));
    const last = page.getByRole('navigation', { name: '페이지 이동' }).getByRole('link', { name: '마지막 페이지' });
    // The first page's rows stay on screen while the last one loads: read the rows once its answer is drawn.
    const lastPageAnswer = page.waitForResponse(
      (response) => response.url().includes('/api/notice/get-list') && new URL(response.url()).searchParams.has('page'),
    );
    await last.click();
    await page.waitForURL((address) => address.searchParams.has('page'));
    await lastPageAnswer;
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
    await expectVisible(noticeRows(page));
    const onLastPage = await rowTitles(page);
    await openNotice(page, itemAt(onLastPage, -1, 'the last title on the page'));
    await expectVisible(main(page).getByText('이전 글이 없습니다.'));
    await context.close();
  });

  it('본문에 붙여 넣은 <script>와 onerror는 실행되지 않는다', async () => {
    const { context, page } = await newVisitor(browser());
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(url(noticeList));
    await searchNotices(page, '제목', '아벨하우스');
    const title = '신규 제휴 예식장 안내: 아벨하우스 분당';
    await expectVisible(main(page).getByRole('link', { name: title }));
    await openNotice(page, title);
    const body = main(page).locator('.ql-editor');
    await expectVisible(body.getByText('단독홀 2개'));
    await imagesSettled(page, 'main .ql-editor');
    expect(await page.evaluate(() => (window as unknown as { __ongiXss?: unknown }).__ongiXss)).toBeUndefined();
    expect(await body.locator('script').count()).toBe(0);
    expect(await body.locator('[onerror]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await expectNoModal(page);
    await context.close();
  });

  it('없는 공지 번호는 찾을 수 없다는 화면을 보여 준다', async () => {
    const { context, page } = await newVisitor(browser());
    await page.goto(url('/customer-service/notice-dtl/987654'));
    await expectVisible(page.getByRole('heading', { level: 1, name: '공지사항을 찾을 수 없습니다' }));
    await expectTitle(page, '공지사항을 찾을 수 없습니다 | 온기');
    await main(page).getByRole('link', { name: '목록으로' }).click();
    await waitForPath(page, noticeList);
    await context.close();
  });
});

describe('고객센터: 자주 묻는 질문', () => {
  it('총 건수를 보여 주고, 여러 답을 함께 펼치며, 쪽을 옮기거나 새로 검색하면 모두 접힌다', async () => {
    const { context, page } = await newVisitor(browser());
    await page.goto(url(faqList));
    await expectTitle(page, '자주 묻는 질문 | 온기');
    await expectVisible(faqQuestions(page));
    const totalText = await main(page)
      .getByText(/^총 \d+건$/)
      .innerText();
    const total = Number(totalText.replace(/\D/g, ''));
    expect(await faqQuestions(page).count()).toBe(Math.min(10, total));

    const [first, second] = [faqQuestions(page).nth(0), faqQuestions(page).nth(1)];
    await first.click();
    await second.click();
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => second.getAttribute('aria-expanded')).toBe('true');
    for (const button of [first, second]) {
      const answer = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      expect(await answer.isVisible()).toBe(true);
    }
    // Closing one leaves the other open.
    await first.click();
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => second.getAttribute('aria-expanded')).toBe('true');

    if (total > 10) {
      await page.getByRole('navigation', { name: '페이지 이동' }).getByRole('link', { name: '2 페이지' }).click();
      await page.waitForURL((address) => address.searchParams.get('page') === '2');
      await expectVisible(faqQuestions(page));
      // The URL changes a moment before the new page's accordion replaces the old one.
      await expect.poll(() => main(page).locator('button[aria-expanded="true"]').count()).toBe(0);
      await faqQuestions(page).first().click();
      expect(await main(page).locator('button[aria-expanded="true"]').count()).toBe(1);
    }

    const search = page.getByRole('search', { name: '자주 묻는 질문 검색' });
    await search.getByLabel('검색어').fill('결제');
    await search.getByRole('button', { name: '검색' }).click();
    await page.waitForURL((address) => address.searchParams.get('searchWord') === '결제');
    await expectVisible(faqQuestions(page));
    await expect.poll(() => main(page).locator('button[aria-expanded="true"]').count()).toBe(0);
    const found = Number(
      (
        await main(page)
          .getByText(/^총 \d+건$/)
          .innerText()
      ).replace(/\D/g, ''),
    );
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(total);

    // The same search again still closes what was opened.
    await faqQuestions(page).first().click();
    expect(await main(page).locator('button[aria-expanded="true"]').count()).toBe(1);
    await search.getByRole('button', { name: '검색' }).click();
    await page.waitForFunction(() => document.querySelectorAll('main button[aria-expanded="true"]').length === 0);
    await context.close();
  });
});

describe('고객센터: 1:1 문의', () => {
  it('비회원은 이메일 없이 보낼 수 없고 입력은 그대로 남으며, 이메일을 넣으면 등록되고 홈으로 간다', async () => {
    const { context, page } = await newVisitor(browser());
    const posted: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/inquiry/create')) posted.push(request.postDataJSON());
    });
    await page.goto(url(inquiry));
    await expectTitle(page, '1:1 문의하기 | 온기');
    const form = page.getByRole('form', { name: '1:1 문의' });
    await expectVisible(form);
    expect(await form.getByRole('radio', { name: '비회원' }).isChecked()).toBe(true);
    await expectVisible(main(page).getByText('답변은 입력하신 이메일과 마이페이지 > 1:1 문의 내역에서 확인하실 수 있습니다.'));

    await form.getByRole('button', { name: '확인' }).click();
    await answerModal(page, '제목을 입력해 주세요.');
    await form.getByLabel('제목').fill('청첩장 주소를 바꾸고 싶어요');
    await form.getByRole('button', { name: '확인' }).click();
    await answerModal(page, '내용을 입력해 주세요.');
    const content = '예식장이 바뀌었습니다.\n새 주소로 고칠 수 있을까요?\n\n주문번호: 20260101';
    await form.getByLabel('내용').fill(content);
    await form.getByRole('button', { name: '확인' }).click();
    await answerModal(page, '이메일을 입력해 주세요.');
    // The focus goes to the e-mail, and nothing typed is lost.
    await page.waitForFunction(() => document.activeElement?.getAttribute('placeholder') === '이메일 아이디');
    expect(await form.getByLabel('제목').inputValue()).toBe('청첩장 주소를 바꾸고 싶어요');
    expect(await form.getByLabel('내용').inputValue()).toBe(content);

    // Only half an e-mail is still no e-mail.
    await form.getByLabel('이메일 아이디').fill('guest.kim');
    await form.getByRole('button', { name: '확인' }).click();
    await answerModal(page, '이메일을 입력해 주세요.');
    expect(posted).toHaveLength(0);

    // A preset fills the domain, which only direct input lets one edit.
    const domain = form.getByLabel('이메일 도메인', { exact: true });
    const choice = form.getByLabel('이메일 도메인 선택');
    await choice.selectOption('naver.com');
    expect(await domain.inputValue()).toBe('naver.com');
    expect(await domain.getAttribute('readonly')).not.toBeNull();
    await choice.selectOption({ label: '직접 입력' });
    await expect.poll(() => domain.getAttribute('readonly')).toBeNull();
    expect(await domain.inputValue()).toBe('');
    await domain.fill('example.com');

    const response = page.waitForResponse((r) => r.url().endsWith('/api/inquiry/create'));
    await form.getByRole('button', { name: '확인' }).click();
    expect((await response).status()).toBe(200);
    await answerModal(page, '문의가 등록 되었습니다.');
    await waitForPath(page, '/');
    expect(posted).toEqual([
      {
        userType: 'nonMember',
        questionTitle: '청첩장 주소를 바꾸고 싶어요',
        questionContent: content,
        emailReceive: 'Y',
        userEmail: 'guest.kim@example.com',
      },
    ]);
    await context.close();
  });

  it('로그인한 회원은 회원으로 시작하고 이메일 없이도 문의할 수 있다', async () => {
    const { context, page } = await newVisitor(browser());
    await loginOnPage(page, demo.member.username, demo.member.password);
    await waitForPath(page, '/');

    await page.goto(url(inquiry));
    const form = page.getByRole('form', { name: '1:1 문의' });
    await expectVisible(form);
    expect(await form.getByRole('radio', { name: '회원', exact: true }).isChecked()).toBe(true);
    await form.getByLabel('제목').fill('영수증 재발급 문의');
    await form.getByLabel('내용').fill('지난달 결제한 기부화환의 영수증을 다시 받고 싶습니다.');
    const request = page.waitForRequest((r) => r.url().endsWith('/api/inquiry/create'));
    await form.getByRole('button', { name: '확인' }).click();
    expect((await request).postDataJSON()).toMatchObject({ userType: 'member', userEmail: '' });
    await answerModal(page, '문의가 등록 되었습니다.');
    await waitForPath(page, '/');
    await context.close();
  });
});

describe('고객센터: 1:1 문의를 쓰다 떠날 때', () => {
  const discard = '작성 중인 문의 내용이 저장되지 않고 사라집니다. 작성을 그만두시겠습니까?';

  /** Comes to the form from the notice list, in the app, so there is somewhere to go back to. */
  async function openFromNotices(page: Page) {
    await page.goto(url(noticeList));
    await expectVisible(noticeRows(page));
    await tabs(page).getByRole('link', { name: '1:1 문의' }).click();
    await waitForPath(page, inquiry);
    const form = page.getByRole('form', { name: '1:1 문의' });
    await expectVisible(form);
    return form;
  }

  it('빈 양식의 취소는 묻지 않고, 쓴 내용이 있으면 묻고, 아니오면 내용이 그대로 남는다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    let form = await openFromNotices(page);
    await form.getByRole('button', { name: '취소' }).click();
    await waitForPath(page, noticeList);
    await expectNoModal(page);

    form = await openFromNotices(page);
    const content = '예식 날짜를 바꾸고 싶습니다.\n가능할까요?';
    await form.getByLabel('내용').fill(content);
    await form.getByRole('button', { name: '취소' }).click();
    await answerDestructive(page, discard, '작성 그만두기', { keep: '계속 작성', choose: 'keep' });
    expect(currentPath(page)).toBe(inquiry);
    expect(await form.getByLabel('내용').inputValue()).toBe(content);

    await form.getByRole('button', { name: '취소' }).click();
    await answerDestructive(page, discard, '작성 그만두기', { keep: '계속 작성' });
    await waitForPath(page, noticeList);
    await expectNoModal(page);
    await context.close();
  });

  it('쓴 내용이 있으면 메뉴나 뒤로 가기로 떠날 때도 묻는다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.desktop);
    const form = await openFromNotices(page);
    await form.getByLabel('제목').fill('영수증 문의');

    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '캠페인' }).click();
    await answerDestructive(page, discard, '작성 그만두기', { keep: '계속 작성', choose: 'keep' });
    expect(currentPath(page)).toBe(inquiry);
    expect(await form.getByLabel('제목').inputValue()).toBe('영수증 문의');

    await page.goBack();
    await answerDestructive(page, discard, '작성 그만두기', { keep: '계속 작성', choose: 'keep' });
    await waitForPath(page, inquiry);
    expect(await form.getByLabel('제목').inputValue()).toBe('영수증 문의');

    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '캠페인' }).click();
    await answerDestructive(page, discard, '작성 그만두기', { keep: '계속 작성' });
    await waitForPath(page, '/campaign');
    await expectNoModal(page);
    await context.close();
  });
});

describe('고객센터: 안내', () => {
  it('고객센터 안내에 운영시간, 전화와 팩스 번호가 있다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    const settings = (await (await page.request.get(url('/api/site/settings'))).json()) as { phone: string; fax: string; hours: string };
    expect(settings.fax).not.toBe('');
    await page.goto(url(noticeList));
    const contact = page.getByRole('list', { name: '고객센터 안내' });
    await expectVisible(contact.getByRole('link', { name: settings.phone }));
    await expectVisible(contact.getByText(`팩스 ${settings.fax}`));
    await expectVisible(contact.getByText(settings.hours));
    await context.close();
  });
});

describe('고객센터: 탭', () => {
  /** Waits until exactly the named tab is active, with aria-current as given. */
  async function expectActiveTab(page: Page, name: string, current: 'page' | 'true' = 'page') {
    await page.waitForFunction(
      ([label, value]) => {
        const active = [...document.querySelectorAll('nav[aria-label="고객센터 메뉴"] a[aria-current]')];
        const [tab] = active;
        return active.length === 1 && tab !== undefined && tab.textContent === label && tab.getAttribute('aria-current') === value;
      },
      [name, current] as const,
    );
  }

  it('탭을 고르면 이동하고, 활성 탭은 현재 주소를 따른다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    await page.goto(url(noticeList));
    const nav = tabs(page);
    await expectVisible(nav);
    await expectActiveTab(page, '공지사항');

    await nav.getByRole('link', { name: '자주 묻는 질문' }).click();
    await waitForPath(page, faqList);
    await expectTitle(page, '자주 묻는 질문 | 온기');
    await expectActiveTab(page, '자주 묻는 질문');

    await nav.getByRole('link', { name: '1:1 문의' }).click();
    await waitForPath(page, inquiry);
    await expectActiveTab(page, '1:1 문의');

    // The back button moves the active tab too.
    await page.goBack();
    await waitForPath(page, faqList);
    await expectActiveTab(page, '자주 묻는 질문');

    // A notice's detail keeps the notice tab active.
    await nav.getByRole('link', { name: '공지사항' }).click();
    await waitForPath(page, noticeList);
    await expectVisible(noticeRows(page));
    await noticeRows(page).first().locator('a').click();
    await page.waitForURL((address) => address.pathname.startsWith('/customer-service/notice-dtl/'));
    await expectActiveTab(page, '공지사항', 'true');
    await context.close();
  });
});

describe('고객센터 접근성 (axe-core)', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`공지 목록과 상세 (${name}): 위반 없음`, async () => {
      const { context, page } = await newVisitor(browser(), viewport);
      await page.goto(url(noticeList));
      await expectVisible(noticeRows(page));
      expect(await violations(page)).toEqual([]);
      await noticeRows(page).nth(2).locator('a').click();
      await expectVisible(main(page).getByRole('navigation', { name: '이전 글, 다음 글' }));
      expect(await violations(page)).toEqual([]);
      await context.close();
    });

    it(`자주 묻는 질문 (${name}): 답을 펼친 채로 위반 없음`, async () => {
      const { context, page } = await newVisitor(browser(), viewport);
      await page.goto(url(faqList));
      await expectVisible(faqQuestions(page));
      await faqQuestions(page).first().click();
      expect(await violations(page)).toEqual([]);
      await context.close();
    });

    it(`1:1 문의 (${name}): 위반 없음`, async () => {
      const { context, page } = await newVisitor(browser(), viewport);
      await page.goto(url(inquiry));
      await expectVisible(page.getByRole('form', { name: '1:1 문의' }));
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  }
});
