import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { answerModal, demo, expectTitle, expectVisible, launchBrowser, modal, newVisitor, url, waitForPath } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function adminLogin(page: Page, username: string, password: string, remember = false) {
  await page.getByLabel('아이디', { exact: true }).fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  if (remember) await page.getByLabel('아이디 저장').check();
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

const sideMenu = {
  '관리자 관리': ['운영 현황', '관리자 계정', '관리 기록', '운영 알림', '메시지 발송'],
  '회원 관리': ['회원 계정'],
  '게시판 관리': ['공지사항', 'FAQ', '후원활동', '기부단체'],
  '상품 관리': ['캠페인', '청첩장', '부고장', '결제', '환불 요청', '기부금 영수증', '기부금 정산', '기부금 전달', '일별 대사'],
  '기타 관리': ['카테고리', '캠페인 카테고리', '기부처', '팝업', '제휴기관', '1:1 문의'],
};

describe('관리자 로그인', () => {
  it('로그인하지 않고 관리자 화면을 열면 로그인 후 이용 할 수 있습니다 를 알리고 로그인 화면으로 간다', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(url('/admin/board-notice'));
    await answerModal(page, '로그인 후 이용 할 수 있습니다');
    await waitForPath(page, '/admin/login');
    await expectVisible(page.getByText('관리자 전용 페이지입니다.'));
    await expectTitle(page, '관리자 로그인 | 온기');
    await context.close();
  });

  it('틀린 비밀번호는 실패 제목과 서버의 메시지로 알린다', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(url('/admin/login'));
    await adminLogin(page, demo.admin.username, 'not-the-password');
    const dialog = await modal(page, '잘못된 정보입니다.');
    await expectVisible(dialog.getByRole('heading', { name: '실패' }));
    await dialog.getByRole('button', { name: '확인' }).click();
    expect(await page.getByLabel('아이디', { exact: true }).inputValue()).toBe(demo.admin.username);

    await page.getByLabel('아이디', { exact: true }).fill('');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await answerModal(page, '정보를 모두 입력해주세요.');
    await context.close();
  });

  it('로그인하면 로그인 성공 → 관리자 계정 목록, 사이드 메뉴와 관리자 이름; 로그아웃과 아이디 저장', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(url('/admin/login'));
    await adminLogin(page, demo.admin.username, demo.admin.password, true);
    await answerModal(page, '로그인 성공');
    await waitForPath(page, '/admin/admin-account');

    const check = await page.request.get(url('/api/admin/account/check-admin'));
    expect(check.ok()).toBe(true);
    const admin = (await check.json()) as { name: string };
    await expectVisible(page.getByRole('banner').getByText(admin.name, { exact: true }));

    const nav = page.getByRole('navigation', { name: '관리자 메뉴' });
    await expectVisible(nav);
    for (const [group, entries] of Object.entries(sideMenu)) {
      const section = nav.getByRole('region', { name: group });
      await expectVisible(section);
      expect(await section.getByRole('link').allTextContents()).toEqual(entries);
    }
    await expect.poll(() => nav.getByRole('link', { name: '관리자 계정' }).getAttribute('aria-current')).toBe('page');
    await expectVisible(page.getByRole('heading', { name: '관리자 계정 관리' }));
    await expectTitle(page, '관리자 계정 관리 | 온기');

    // Bare /admin opens the start page (issue 25), which the brand link opens too.
    await page.goto(url('/admin'));
    await expectVisible(page.getByRole('heading', { name: '운영 현황', level: 1 }));
    await expect.poll(() => nav.getByRole('link', { name: '운영 현황' }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('button', { name: '로그아웃' }).click();
    await answerModal(page, '로그아웃 됐습니다.');
    await waitForPath(page, '/admin/login');

    // 아이디 저장: the username is there after a reload.
    await page.reload();
    expect(await page.getByLabel('아이디', { exact: true }).inputValue()).toBe(demo.admin.username);
    expect(await page.getByLabel('아이디 저장').isChecked()).toBe(true);

    // Logged out for real: the admin pages are closed again.
    await page.goto(url('/admin/admin-account'));
    await answerModal(page, '로그인 후 이용 할 수 있습니다');
    await waitForPath(page, '/admin/login');
    await context.close();
  });
});
