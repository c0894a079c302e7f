import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { answerModal, demo, expectTitle, expectNoModal, expectVisible, launchBrowser, newVisitor, url, waitForPath } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const memberForm = (page: Page) => page.getByRole('form', { name: '회원 로그인' });

async function login(page: Page, username: string, password: string, remember = false) {
  const form = memberForm(page);
  await form.getByLabel('아이디', { exact: true }).fill(username);
  await form.getByLabel('비밀번호', { exact: true }).fill(password);
  if (remember) await form.getByLabel('아이디 저장').check();
  await form.getByRole('button', { name: '로그인', exact: true }).click();
}

describe('회원 로그인', () => {
  it('빈 칸이면 요청 없이 정보를 모두 입력해주세요. 를 알린다', async () => {
    const { context, page } = await newVisitor(browser);
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/account/login')) loginCalls.push(request.url());
    });
    await page.goto(url('/login'));
    await expectTitle(page, '로그인 | 온기');
    await expectVisible(page.getByRole('tab', { name: '회원', exact: true }));
    await memberForm(page).getByRole('button', { name: '로그인', exact: true }).click();
    await answerModal(page, '정보를 모두 입력해주세요.');

    // Only the password missing: still the same message, still no request.
    await memberForm(page).getByLabel('아이디', { exact: true }).fill(demo.member.username);
    await memberForm(page).getByRole('button', { name: '로그인', exact: true }).click();
    await answerModal(page, '정보를 모두 입력해주세요.');
    expect(loginCalls).toHaveLength(0);
    expect(await memberForm(page).getByLabel('아이디', { exact: true }).inputValue()).toBe(demo.member.username);
    await context.close();
  });

  it('비밀번호가 틀리면 서버의 잘못된 정보입니다. 를 알리고 입력은 그대로 둔다', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(url('/login'));
    await login(page, demo.member.username, 'wrong-password-1');
    await answerModal(page, '잘못된 정보입니다.');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await memberForm(page).getByLabel('아이디', { exact: true }).inputValue()).toBe(demo.member.username);
    expect(await memberForm(page).getByLabel('비밀번호', { exact: true }).inputValue()).toBe('wrong-password-1');
    await context.close();
  });

  it('로그인하면 홈에서 이름이 보이고, 로그아웃하면 로그아웃 됐습니다. 를 알린다', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(url('/login'));
    const response = page.waitForResponse((r) => r.url().endsWith('/api/account/login') && r.request().method() === 'POST');
    await login(page, demo.member.username, demo.member.password);
    const body = (await (await response).json()) as { result: boolean; name: string };
    expect(body.result).toBe(true);
    await waitForPath(page, '/');
    await expectNoModal(page);

    const header = page.getByRole('banner');
    await expectVisible(header.getByText(body.name, { exact: true }));
    expect(await page.evaluate(() => localStorage.getItem('ongi.member.name'))).toBe(body.name);

    // A reload keeps the logged-in state.
    await page.reload();
    await expectVisible(page.getByRole('banner').getByText(body.name, { exact: true }));

    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
    await answerModal(page, '로그아웃 됐습니다.');
    await waitForPath(page, '/');
    await expectVisible(page.getByRole('banner').getByRole('link', { name: '로그인' }));
    expect(await page.getByRole('banner').getByText(body.name, { exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('ongi.member.name'))).toBeNull();
    await context.close();
  });

  it('아이디 저장을 고르면 다시 열었을 때 아이디가 채워져 있다', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(url('/login'));
    await login(page, demo.member.username, demo.member.password, true);
    await waitForPath(page, '/');
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
    await answerModal(page, '로그아웃 됐습니다.');

    await page.goto(url('/login'));
    await page.reload();
    const form = memberForm(page);
    await expectVisible(form);
    expect(await form.getByLabel('아이디', { exact: true }).inputValue()).toBe(demo.member.username);
    expect(await form.getByLabel('아이디 저장').isChecked()).toBe(true);
    expect(await form.getByLabel('비밀번호', { exact: true }).inputValue()).toBe('');

    // Unticking it and logging in again forgets the username.
    await form.getByLabel('아이디 저장').uncheck();
    await login(page, demo.member.username, demo.member.password);
    await waitForPath(page, '/');
    await page.goto(url('/login'));
    expect(await memberForm(page).getByLabel('아이디', { exact: true }).inputValue()).toBe('');
    await context.close();
  });

  it('비회원 탭: 키보드로 탭을 옮기고, 휴대폰 번호는 숫자만 11자리까지 받는다', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(url('/login'));
    await page.getByRole('tab', { name: '회원', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    const nonMemberTab = page.getByRole('tab', { name: '비회원' });
    await expect.poll(() => nonMemberTab.getAttribute('aria-selected')).toBe('true');
    const form = page.getByRole('form', { name: '비회원 로그인' });
    await expectVisible(form);
    const phone = form.getByLabel('휴대폰 번호');
    await phone.pressSequentially('010-1234-56789');
    expect(await phone.inputValue()).toBe('01012345678');

    await form.getByRole('button', { name: '비회원 로그인' }).click();
    await answerModal(page, '정보를 모두 입력해주세요.');

    await form.getByLabel('이름').fill('홍길동');
    await form.getByLabel('주문번호').fill('999999999');
    await form.getByRole('button', { name: '비회원 로그인' }).click();
    await answerModal(page, '잘못된 정보입니다.');
    expect(await form.getByLabel('이름').inputValue()).toBe('홍길동');
    await context.close();
  });
});

