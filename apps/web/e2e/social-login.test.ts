import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { messages } from '@ongi/shared';
import { uniqueDigits } from './support/accounts';
import { answerModal, expectTitle, expectVisible, launchBrowser, newVisitor, url, viewports, violations, waitForPath } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** From the login page through the sandbox consent page; resolves with the login answer's body. */
async function loginWith(page: Page, provider: '네이버' | '카카오', profile: { name: string; email: string }) {
  await page.goto(url('/login'));
  await page.getByRole('form', { name: '회원 로그인' }).getByRole('button', { name: `${provider} 로그인` }).click();
  await waitForPath(page, provider === '네이버' ? '/sandbox/oauth/naver' : '/sandbox/oauth/kakao');
  await expectVisible(page.getByRole('heading', { name: `테스트용 ${provider} 로그인` }));
  // No site chrome on the provider's stand-in.
  expect(await page.getByRole('banner').count()).toBe(0);
  await page.getByLabel('이름').fill(profile.name);
  await page.getByLabel('이메일').fill(profile.email);
  const answer = page.waitForResponse((r) => /\/api\/oauth\/(naver|kakao)-(login|signup)/.test(r.url()));
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  return (await response.json()) as { name: string; username: string; isNewAccount: boolean };
}


async function logout(page: Page) {
  // The header's logout button is on the desktop header (phones have it in the menu drawer).
  await page.setViewportSize(viewports.desktop);
  await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
  await answerModal(page, messages.login.loggedOut);
}

describe('소셜 로그인 (샌드박스 동의 화면)', () => {
  it('처음 네이버로 로그인하면 가입되어 환영 인사를 하고, 같은 이메일로 다시 로그인하면 같은 계정이다', async () => {
    const { context, page } = await newVisitor(browser, viewports.phone);
    const profile = { name: '최소셜', email: `social${uniqueDigits(8)}@example.com` };

    const first = await loginWith(page, '네이버', profile);
    expect(first.isNewAccount).toBe(true);
    expect(first.username.startsWith('naver_')).toBe(true);
    await answerModal(page, messages.social.welcome(profile.name));
    await waitForPath(page, '/');
    const session = await (await page.request.get(url('/api/account/check-login'))).json();
    expect(session).toEqual({ isAuthenticated: true, userInfo: { name: profile.name, roleType: 'NORMAL' } });
    expect(await page.evaluate(() => localStorage.getItem('ongi.member.name'))).toBe(profile.name);
    await expectVisible(page.getByRole('banner').getByText(profile.name, { exact: true }));
    await logout(page);

    const second = await loginWith(page, '네이버', profile);
    expect(second).toMatchObject({ isNewAccount: false, username: first.username, name: profile.name });
    await waitForPath(page, '/');
    await expectVisible(page.getByRole('banner').getByText(profile.name, { exact: true }));
    // No second welcome.
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await context.close();
  });

  it('카카오로도 가입할 수 있다', async () => {
    const { context, page } = await newVisitor(browser);
    const profile = { name: '강카카오', email: `kakao${uniqueDigits(8)}@example.com` };
    const result = await loginWith(page, '카카오', profile);
    expect(result.isNewAccount).toBe(true);
    await answerModal(page, messages.social.welcome(profile.name));
    await waitForPath(page, '/');
    await expectVisible(page.getByRole('banner').getByText(profile.name, { exact: true }));
    await context.close();
  });

  it('동의 화면에서 취소하거나 코드가 잘못되면 아이디 혹은 비밀번호가 틀렸습니다. 를 알리고 로그인 화면으로 간다', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(url('/login'));
    await page.getByRole('button', { name: '카카오 로그인' }).click();
    await waitForPath(page, '/sandbox/oauth/kakao');
    await expectTitle(page, '테스트용 소셜 로그인 | 온기');
    await page.getByRole('button', { name: '취소' }).click();
    await answerModal(page, messages.login.socialFailed);
    await waitForPath(page, '/login');

    // A made-up code and state: refused by the server, same message, and the loading state meanwhile.
    await page.route('**/api/oauth/naver-check-account**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(url('/login/oauth2/code/naver?code=made-up&state=made-up'));
    await expectVisible(page.getByText(messages.oauthReturn.loggingIn));
    await answerModal(page, messages.login.socialFailed);
    await waitForPath(page, '/login');
    await context.close();
  });

  it('동의 화면은 우리 돌아올 주소가 아니면 보내지 않는다', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(url('/sandbox/oauth/naver?response_type=code&client_id=sandbox&redirect_uri=https://evil.example/cb&state=x'));
    await expectVisible(page.getByRole('alert').getByText(messages.sandbox.invalidRequest));
    expect(await page.getByRole('button', { name: '동의하고 계속하기' }).count()).toBe(0);
    await context.close();
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`접근성 (${size}): 네이버·카카오 동의 화면과 돌아온 화면의 기다림에 위반 없음`, async () => {
      const { context, page } = await newVisitor(browser, viewport);
      for (const provider of ['naver', 'kakao']) {
        const returnTo = encodeURIComponent(url(`/login/oauth2/code/${provider}`));
        await page.goto(url(`/sandbox/oauth/${provider}?response_type=code&client_id=sandbox&redirect_uri=${returnTo}&state=axe`));
        await expectVisible(page.getByRole('button', { name: '동의하고 계속하기' }));
        expect(await violations(page)).toEqual([]);
      }
      await page.route('**/api/oauth/kakao-connect-account**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        await route.continue();
      });
      await page.goto(url('/connect/oauth2/code/kakao?code=held&state=held'));
      await expectVisible(page.getByText(messages.oauthReturn.connecting));
      expect(await violations(page)).toEqual([]);
      // Not logged in: the connection fails and the person lands on the SNS settings (which asks them to log in).
      await answerModal(page, messages.social.connectFailed);
      await context.close();
    });
  }
});
