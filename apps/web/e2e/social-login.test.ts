import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { messages } from '@ongi/shared';
import { uniqueDigits } from './support/accounts';
import { startServer } from './support/server';
import {
  answerDestructive,
  answerModal,
  expectTitle,
  expectVisible,
  holdRequests,
  launchBrowser,
  loginOnPage,
  newVisitor,
  url,
  viewports,
  violations,
  waitForPath,
} from './support/browser';

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
  await page
    .getByRole('form', { name: '회원 로그인' })
    .getByRole('button', { name: `${provider} 로그인` })
    .click();
  await waitForPath(page, provider === '네이버' ? '/sandbox/oauth/naver' : '/sandbox/oauth/kakao');
  await expectVisible(page.getByRole('heading', { name: `테스트용 ${provider} 로그인` }));
  await expectVisible(page.getByRole('note', { name: messages.sandbox.banner }).getByText(messages.sandbox.bannerNote));
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

  it('네이버로 가입한 회원은 비밀번호 설정으로 비밀번호를 만들고, 아이디와 그 비밀번호로 로그인한 뒤 네이버 연결을 해제한다', async () => {
    const { context, page } = await newVisitor(browser);
    const profile = { name: '서설정', email: `setpw${uniqueDigits(8)}@example.com` };
    const joined = await loginWith(page, '네이버', profile);
    expect(joined.isNewAccount).toBe(true);
    await answerModal(page, messages.social.welcome(profile.name));
    await waitForPath(page, '/');

    // Naver is the only way in, so SNS 연결 설정 asks for a password first and leads to where it is set.
    await page.goto(url('/mypage/sns-connection-setting'));
    const naver = page.getByRole('listitem', { name: '네이버' });
    await expectVisible(naver.getByText(messages.social.lastLoginMethod, { exact: false }));
    expect(await naver.getByRole('button', { name: '네이버 연결 해제' }).count()).toBe(0);
    const menu = page.getByRole('navigation', { name: '마이페이지 메뉴' });
    await expectVisible(menu.getByRole('link', { name: '비밀번호 설정' }));
    expect(await menu.getByRole('link', { name: '비밀번호 변경' }).count()).toBe(0);
    await naver.getByRole('link', { name: '비밀번호 설정' }).click();
    await waitForPath(page, '/mypage/change-pwd');

    // 비밀번호 설정: no current password (there is none), the username to log in with.
    await expectVisible(page.getByRole('heading', { level: 1, name: '비밀번호 설정' }));
    await expectTitle(page, '비밀번호 설정 | 온기');
    const form = page.getByRole('form', { name: '비밀번호 설정' });
    expect(await form.getByLabel('현재 비밀번호').count()).toBe(0);
    await expectVisible(form.getByText(joined.username, { exact: true }));
    await expectVisible(form.getByText(messages.signup.pwdRuleHint));
    expect(await violations(page)).toEqual([]);
    const next = form.getByLabel('새 비밀번호', { exact: true });
    const confirmation = form.getByLabel('새 비밀번호 확인', { exact: true });
    await form.getByRole('button', { name: '비밀번호 설정' }).click();
    await answerModal(page, messages.password.newRequired);

    // One easy to guess is refused by the server; the form goes back to it and keeps it.
    await next.fill('qwerty123');
    await confirmation.fill('qwerty123');
    await form.getByRole('button', { name: '비밀번호 설정' }).click();
    await answerModal(page, messages.password.weak);
    await expect.poll(() => next.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await confirmation.inputValue()).toBe('qwerty123');

    const password = 'Naver5678!set';
    await next.fill(password);
    await confirmation.fill(password);
    await form.getByRole('button', { name: '비밀번호 설정' }).click();
    await answerModal(page, messages.password.set);
    await waitForPath(page, '/mypage/sns-connection-setting');
    await expectVisible(menu.getByRole('link', { name: '비밀번호 변경' }));
    // A second time is a change, not a set.
    const again = await page.request.post(url('/api/account/set-password'), {
      data: { newPassword: 'Other5678!' },
      headers: { Origin: new URL(url('/')).origin },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).message).toBe(messages.password.alreadySet);

    // Out, and in again with the username and the new password.
    await menu.getByRole('button', { name: '로그아웃' }).click();
    await answerModal(page, messages.login.loggedOut);
    await loginOnPage(page, joined.username, password);
    await waitForPath(page, '/');

    // Now the Naver link can go.
    await page.goto(url('/mypage/sns-connection-setting'));
    const linked = page.getByRole('listitem', { name: '네이버' });
    await linked.getByRole('button', { name: '네이버 연결 해제' }).click();
    await answerDestructive(page, messages.social.disconnectConfirm('네이버'), '연결 해제');
    await answerModal(page, messages.social.disconnected);
    await expectVisible(page.getByRole('listitem', { name: '네이버' }).getByRole('button', { name: '네이버 연결하기' }));
    const connections = await (await page.request.get(url('/api/account/check-connect'))).json();
    expect(connections).toMatchObject({ isNaver: false, hasPassword: true });
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
    const check = await holdRequests(page, '**/api/oauth/naver-check-account**');
    await page.goto(url('/login/oauth2/code/naver?code=made-up&state=made-up'));
    await expectVisible(page.getByText(messages.oauthReturn.loggingIn));
    check.release();
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
      const connect = await holdRequests(page, '**/api/oauth/kakao-connect-account**');
      await page.goto(url('/connect/oauth2/code/kakao?code=held&state=held'));
      await expectVisible(page.getByText(messages.oauthReturn.connecting));
      expect(await violations(page)).toEqual([]);
      connect.release();
      // Not logged in: the connection fails and the person lands on the SNS settings (which asks them to log in).
      await answerModal(page, messages.social.connectFailed);
      await context.close();
    });
  }

  it('운영 환경에 키가 없어 꺼진 서비스: 네이버·카카오 버튼이 없고, 본인인증은 시작하지 않고 이용할 수 없음을 알린다', async () => {
    // The same build in production without provider keys and without ALLOW_SANDBOX, on a copy of the seeded demo
    // data (a demonstration server: production alone seeds nothing and has no member01). A copy, not a seeding of
    // its own: seeding again took most of the test's minute on a busy CI machine, and a production start (its
    // demo-password check) takes seconds more, hence the longer limit.
    const server = await startServer({ NODE_ENV: 'production', SEED_ON_EMPTY: 'true' }, inject('seededDataDir'));
    const context = await browser.newContext({ baseURL: server.base, viewport: viewports.desktop, locale: 'ko-KR' });
    try {
      const page = await context.newPage();
      const settings = await (await page.request.get(`${server.base}/api/site/settings`)).json();
      expect(settings.services).toEqual({ identityVerification: 'off', naver: 'off', kakao: 'off' });

      await page.goto(`${server.base}/login`);
      const login = page.getByRole('form', { name: '회원 로그인' });
      await expectVisible(login.getByRole('button', { name: '로그인', exact: true }));
      // The buttons follow the site settings, which may arrive a moment after the form is drawn.
      await expect.poll(() => login.getByRole('button', { name: /네이버|카카오/ }).count()).toBe(0);
      await expect.poll(() => login.getByText('간편 로그인').count()).toBe(0);

      // 아이디 찾기: said in the modal, no provider window.
      let popups = 0;
      context.on('page', () => (popups += 1));
      await login.getByRole('button', { name: '아이디/비밀번호 찾기' }).click();
      const dialog = page.getByRole('dialog', { name: '아이디/비밀번호 찾기' });
      await dialog.getByLabel('이름').fill('정다은');
      await dialog.getByLabel('휴대폰 번호').fill('01071294058');
      await dialog.getByRole('button', { name: '본인인증하고 아이디 찾기' }).click();
      await expectVisible(dialog.getByText(messages.common.serviceOff));
      expect(popups).toBe(0);
      await dialog.getByRole('button', { name: '닫기' }).click();

      // Signup: 본인인증 tells the same instead of opening a window.
      await page.goto(`${server.base}/signup`);
      await page.getByLabel(/전체 동의/).check();
      await page.getByRole('button', { name: '다음' }).click();
      const form = page.getByRole('form', { name: '회원 정보 입력' });
      await form.getByLabel('이름', { exact: true }).fill('한운영');
      await form.getByLabel('휴대폰 번호 앞자리').fill('010');
      await form.getByLabel('휴대폰 번호 가운데 자리').fill('1234');
      await form.getByLabel('휴대폰 번호 뒷자리').fill('5678');
      await form.getByRole('button', { name: '본인인증' }).click();
      await answerModal(page, messages.common.serviceOff);
      expect(popups).toBe(0);

      // A member's SNS settings offer no link to a service that is off.
      await page.goto(`${server.base}/login`);
      await login.getByLabel('아이디', { exact: true }).fill('member01');
      await login.getByLabel('비밀번호', { exact: true }).fill('Member1234!');
      await login.getByRole('button', { name: '로그인', exact: true }).click();
      await page.waitForURL((current) => current.pathname === '/');
      await page.goto(`${server.base}/mypage/sns-connection-setting`);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'SNS 연결 설정' }));
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('button', { name: /연결하기/ }).count()).toBe(0);
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
      await server.stop();
    }
  }, 180_000);
});
