import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@ongi/shared';
import type { Browser, Page } from 'playwright-core';
import { answerModal, demo, expectTitle, expectNoModal, expectVisible, launchBrowser, newVisitor, url, viewports, waitForPath } from './support/browser';
import { signUpThroughApi } from './support/accounts';
import { pasteInto } from './support/clipboard';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const memberForm = (page: Page) => page.getByRole('form', { name: '회원 로그인' });

/** The wait a throttled answer names ('30초', '1분 30초'). */
const waitIn = (sentence: string) => /\d+분 \d+초|\d+분|\d+초/.exec(sentence)?.[0] ?? '';

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

  it('비회원: 휴대폰 번호를 010-4827-3916 처럼 붙여 넣어도 숫자 11자리가 모두 남고, 그대로 로그인된다', async () => {
    const { context, page } = await newVisitor(browser, viewports.phone);
    await page.goto(url('/login?tab=non-member'));
    const form = page.getByRole('form', { name: '비회원 로그인' });
    await form.getByLabel('이름').fill(demo.nonMember.name);
    const phone = form.getByLabel('휴대폰 번호');
    // The way a person copies it from a message: with hyphens, 13 characters.
    await pasteInto(phone, '010-4827-3916');
    expect(await phone.inputValue()).toBe(demo.nonMember.phoneNum);
    await form.getByLabel('주문번호').fill(demo.nonMember.orderNum);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/account/nonUserLogin'));
    await form.getByRole('button', { name: '비회원 로그인' }).click();
    expect((await answer).status()).toBe(200);
    await waitForPath(page, '/');
    const session = await (await page.request.get(url('/api/account/check-login'))).json();
    expect(session).toEqual({ isAuthenticated: true, userInfo: { name: demo.nonMember.name, roleType: 'NON_MEMBER' } });

    // Too many digits stay cut at 11 after the hyphens go.
    await page.goto(url('/login?tab=non-member'));
    const again = page.getByRole('form', { name: '비회원 로그인' }).getByLabel('휴대폰 번호');
    await pasteInto(again, '010-4827-39167');
    expect(await again.inputValue()).toBe('01048273916');
    await context.close();
  });

  it('한 아이디로 여러 번 틀리면 서버가 기다리라고 하고(429), 로그인 화면은 그 문장을 그대로 보여 준다', async () => {
    const { context, page } = await newVisitor(browser);
    // A member of its own, so no other journey's login waits with it.
    const member = await signUpThroughApi(page, '조제한', 'w7t');
    await context.clearCookies();
    await page.goto(url('/login'));
    const statuses: number[] = [];
    let refusal = '';
    for (let attempt = 0; attempt < 8 && refusal === ''; attempt += 1) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/account/login'));
      await login(page, member.username, `Wrong${attempt}000!`);
      const response = await answer;
      statuses.push(response.status());
      const { message } = (await response.json()) as { message: string };
      if (response.status() === 429) refusal = message;
      await answerModal(page, message);
    }
    // Five misses pass as plain misses; then the username waits, told in the server's sentence.
    expect(statuses.slice(0, 5), String(statuses)).toEqual([401, 401, 401, 401, 401]);
    expect(refusal).toBe(messages.login.tooManyAttempts(waitIn(refusal)));

    // Even the right password waits now; the form keeps what was typed.
    const blocked = page.waitForResponse((r) => r.url().endsWith('/api/account/login'));
    await login(page, member.username, member.password);
    const still = await blocked;
    expect(still.status()).toBe(429);
    await answerModal(page, ((await still.json()) as { message: string }).message);
    expect(await memberForm(page).getByLabel('아이디', { exact: true }).inputValue()).toBe(member.username);
    await context.close();
  });
});
