import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { messages } from '@ongi/shared';
import { uniqueDigits } from './support/accounts';
import { answerModal, demo, expectTitle, expectVisible, launchBrowser, newVisitor, url, viewports, violations, waitForPath } from './support/browser';
import { pasteInto } from './support/clipboard';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const form = (page: Page) => page.getByRole('form', { name: '회원 정보 입력' });
const submit = (page: Page) => form(page).getByRole('button', { name: '가입하기' });
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent ?? '');

/** The postcode script never loads here (no internet in CI); blocking it makes every machine the same. */
async function withoutPostcodeScript(page: Page) {
  await page.route('**/t1.kakaocdn.net/**', (route) => route.abort());
}

/**
 * Kakao's postcode script stood in for by one that answers at once, as the
 * real popup does when the person picks an address (its oncomplete fields).
 */
const fakePostcodeScript = `
window.kakao = { Postcode: function (options) {
  this.open = function () {
    options.oncomplete({ zonecode: '06236', roadAddress: '서울 강남구 테헤란로 152', autoRoadAddress: '', address: '서울 강남구 테헤란로 152',
      bname: '역삼동', buildingName: '강남파이낸스센터', apartment: 'N', jibunAddress: '', autoJibunAddress: '서울 강남구 역삼동 737' });
    if (options.onclose) options.onclose('COMPLETE_CLOSE');
  };
  this.embed = function () {};
} };`;

async function agreeToAll(page: Page) {
  await page.getByLabel(/전체 동의/).check();
  await page.getByRole('button', { name: '다음' }).click();
  await expectVisible(form(page));
}

/** Presses 본인인증, answers in the sandbox popup and returns the alert's text. */
async function verifyInPopup(page: Page, context: BrowserContext, answer: '인증하기' | '인증 실패 시험') {
  const popupOpened = context.waitForEvent('page');
  await form(page).getByRole('button', { name: '본인인증' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  await expectVisible(popup.getByRole('heading', { name: '테스트용 본인인증' }));
  // Nobody mistakes the stand-in for the provider's window.
  await expectVisible(popup.getByRole('note', { name: messages.sandbox.banner }).getByText(messages.sandbox.bannerNote));
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: answer }).click();
  await closed;
  return popup;
}

describe('회원가입 1단계: 약관', () => {
  it('필수 약관을 하나씩 알리고, 전체 동의는 SMS·이메일까지 고르며, 마케팅 선택이 2단계로 넘어간다', async () => {
    const { context, page } = await newVisitor(browser, viewports.phone);
    await page.goto(url('/signup'));
    await expectTitle(page, '회원가입 | 온기');
    expect(await page.locator('[aria-current="step"]').innerText()).toContain('약관 동의');

    await page.getByRole('button', { name: '다음' }).click();
    await answerModal(page, messages.signup.serviceTermsRequired);
    await page.getByLabel(/서비스 이용약관 동의/).check();
    await page.getByRole('button', { name: '다음' }).click();
    await answerModal(page, messages.signup.privacyTermsRequired);

    // Each term's text can be read, with the full document one link away.
    await page.getByText('내용 보기').first().click();
    await expectVisible(page.getByText('회원은 정확한 정보로 가입해야 하며', { exact: false }));
    expect(await page.getByRole('link', { name: /이용약관 전문 보기/ }).getAttribute('href')).toBe('/customer-service/terms-of-use');

    const agreeAll = page.getByLabel(/전체 동의/);
    await agreeAll.check();
    for (const label of [/서비스 이용약관 동의/, /개인정보 수집 및 이용 동의/, 'SMS 수신', '이메일 수신']) {
      expect(await page.getByRole('checkbox', { name: label, exact: true }).isChecked()).toBe(true);
    }
    // Taking one back clears agree-all; the required two still pass.
    await page.getByRole('checkbox', { name: 'SMS 수신', exact: true }).uncheck();
    expect(await agreeAll.isChecked()).toBe(false);
    await page.getByRole('button', { name: '다음' }).click();
    await expectVisible(form(page));
    expect(await page.locator('[aria-current="step"]').innerText()).toContain('정보 입력');

    const sms = form(page).getByRole('radiogroup', { name: 'SMS' });
    const email = form(page).getByRole('radiogroup', { name: '이메일' });
    expect(await sms.getByLabel('수신 거부').isChecked()).toBe(true);
    expect(await email.getByLabel('수신 동의').isChecked()).toBe(true);
    await context.close();
  });
});

describe('회원가입 2·3단계', () => {
  it('입력 순서대로 알리고, 중복 아이디와 본인인증을 거쳐 가입하고, 새 계정으로 다시 로그인한다', async () => {
    const { context, page } = await newVisitor(browser, viewports.desktop);
    await withoutPostcodeScript(page);
    await page.goto(url('/signup'));
    await agreeToAll(page);

    const name = '한가입';
    const username = `w1_${uniqueDigits(8)}`;
    const password = 'Signup9#Harbor';
    const phone = uniqueDigits(8);

    // First failure wins, and the field it is about gets the focus.
    await submit(page).click();
    await answerModal(page, messages.signup.nameRequired);
    await expect.poll(() => focusedName(page)).toBe('name');
    await form(page).getByLabel('이름', { exact: true }).fill(name);
    await submit(page).click();
    await answerModal(page, messages.signup.usernameRequired);
    await expect.poll(() => focusedName(page)).toBe('username');

    // A taken username.
    const usernameInput = form(page).getByLabel('아이디', { exact: true });
    await usernameInput.fill(demo.member.username);
    await form(page).getByRole('button', { name: '중복확인' }).click();
    await answerModal(page, messages.signup.usernameTaken);

    // Live password feedback.
    const pwd = form(page).getByLabel('비밀번호', { exact: true });
    const pwdConfirm = form(page).getByLabel('비밀번호 확인', { exact: true });
    await pwd.fill('abc');
    await expectVisible(form(page).getByText(messages.signup.pwdRuleHint));
    // The rule is told in that one sentence (the one the check uses), nowhere else.
    expect(await pwd.getAttribute('placeholder')).toBeNull();
    await pwd.fill(password);
    await expectVisible(form(page).getByText(messages.signup.pwdAvailable));
    await pwdConfirm.fill('Signup1234');
    await expectVisible(form(page).getByText(messages.password.differs));
    await submit(page).click();
    await answerModal(page, messages.signup.pwdMismatch);
    await pwdConfirm.fill(password);
    await expectVisible(form(page).getByText(messages.password.matches));

    await submit(page).click();
    await answerModal(page, messages.signup.mobileRequired);
    await expect.poll(() => focusedName(page)).toBe('phone1');

    // 본인인증 needs a name and a full mobile number first.
    await form(page).getByRole('button', { name: '본인인증' }).click();
    await answerModal(page, messages.identity.needNameAndPhone);
    // Digits only; a full part moves on to the next.
    await form(page).getByLabel('휴대폰 번호 앞자리').pressSequentially(`01-0${phone}`);
    expect(await form(page).getByLabel('휴대폰 번호 앞자리').inputValue()).toBe('010');
    expect(await form(page).getByLabel('휴대폰 번호 가운데 자리').inputValue()).toBe(phone.slice(0, 4));
    expect(await form(page).getByLabel('휴대폰 번호 뒷자리').inputValue()).toBe(phone.slice(4));

    // The provider says no, then yes.
    await verifyInPopup(page, context, '인증 실패 시험');
    await answerModal(page, messages.identity.failedPrefix + messages.sandbox.identityFailReason);
    const popup = await verifyInPopup(page, context, '인증하기');
    expect(new URL(popup.url()).searchParams.get('name')).toBe(name);
    await answerModal(page, messages.identity.verified);
    await expectVisible(form(page).getByText(messages.signupFlow.identityDone));
    // What was verified cannot change under the verification.
    expect(await form(page).getByLabel('이름', { exact: true }).getAttribute('readonly')).not.toBeNull();
    expect(await form(page).getByLabel('휴대폰 번호 뒷자리').getAttribute('readonly')).not.toBeNull();

    await submit(page).click();
    await answerModal(page, messages.signup.telRequired);
    await form(page).getByLabel('전화번호 앞자리').fill('02');
    await form(page).getByLabel('전화번호 가운데 자리').fill('345');
    await form(page).getByLabel('전화번호 뒷자리').fill('6789');

    await submit(page).click();
    await answerModal(page, messages.signup.emailRequired);
    await expect.poll(() => focusedName(page)).toBe('emailLocal');
    const domain = form(page).getByLabel('이메일 도메인', { exact: true });
    await form(page).getByLabel('이메일 아이디').fill(username);
    await form(page).getByLabel('이메일 도메인 선택').selectOption('gmail.com');
    expect(await domain.inputValue()).toBe('gmail.com');
    expect(await domain.getAttribute('readonly')).not.toBeNull();
    await form(page).getByLabel('이메일 도메인 선택').selectOption('direct');
    expect(await domain.getAttribute('readonly')).toBeNull();
    await domain.fill('example.com');

    // The taken username was never accepted.
    await submit(page).click();
    await answerModal(page, messages.signup.usernameNotChecked);
    await usernameInput.fill(username);
    await form(page).getByRole('button', { name: '중복확인' }).click();
    await answerModal(page, messages.signup.usernameAvailable);
    // Editing the username takes the check back.
    await usernameInput.press('End');
    await usernameInput.press('Backspace');
    await submit(page).click();
    await answerModal(page, messages.signup.usernameNotChecked);
    await usernameInput.fill(username);
    await form(page).getByRole('button', { name: '중복확인' }).click();
    await answerModal(page, messages.signup.usernameAvailable);

    // Birthday: the days follow the month.
    await form(page).getByLabel('태어난 해').selectOption('2000');
    await form(page).getByLabel('태어난 달').selectOption('2');
    expect(await form(page).getByLabel('태어난 날').locator('option').count()).toBe(1 + 29);
    await form(page).getByLabel('태어난 해').selectOption('2001');
    expect(await form(page).getByLabel('태어난 날').locator('option').count()).toBe(1 + 28);
    await submit(page).click();
    await answerModal(page, messages.signup.birthdayIncomplete);
    await form(page).getByLabel('태어난 날').selectOption('14');
    await form(page).getByRole('radio', { name: '음력' }).check();

    // Without the postcode script the address is typed by hand.
    await expectVisible(form(page).getByText(messages.postcode.unavailable));
    await form(page).getByLabel('우편번호').fill('06236');
    await form(page).getByLabel('도로명 주소').fill('서울 강남구 테헤란로 152');
    await form(page).getByLabel('상세 주소').fill('7층');

    await form(page).getByRole('radiogroup', { name: 'SMS' }).getByLabel('수신 거부').check();

    // A password easy to guess meets the rule, so only the server can refuse it: its sentence, the
    // focus back on the password, everything typed kept.
    await pwd.fill('Sarang123!');
    await pwdConfirm.fill('Sarang123!');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/account/signup'));
    await submit(page).click();
    expect((await refused).status()).toBe(400);
    await answerModal(page, messages.password.weak);
    await expect.poll(() => focusedName(page)).toBe('pwd');
    expect(await pwdConfirm.inputValue()).toBe('Sarang123!');
    expect(await form(page).getByLabel('상세 주소').inputValue()).toBe('7층');
    await pwd.fill(password);
    await pwdConfirm.fill(password);

    const signupResponse = page.waitForResponse((r) => r.url().endsWith('/api/account/signup'));
    await submit(page).click();
    expect((await signupResponse).status()).toBe(200);

    // Completion: welcome, logged in, linking on offer.
    await expectVisible(page.getByRole('heading', { name: '가입 완료' }));
    await expectVisible(page.getByText(messages.signupFlow.welcome(name)));
    await expectVisible(page.getByRole('banner').getByText(name, { exact: true }));
    await expectVisible(page.getByRole('button', { name: /네이버 계정 연결/ }));
    await expectVisible(page.getByRole('button', { name: /카카오 계정 연결/ }));
    expect(await violations(page)).toEqual([]);

    // What was typed is what the account holds.
    const info = await (await page.request.get(url('/api/account/get-account-info'))).json();
    expect(info).toMatchObject({
      name,
      username,
      birthday: '2001-02-14',
      birthdayCalendar: 'lunar',
      zonecode: '06236',
      roadAddress: '서울 강남구 테헤란로 152',
      detailAddress: '7층',
      telNum: '023456789',
      phoneNum: `010${phone}`,
      email: `${username}@example.com`,
      marketingSms: 'N',
      marketingEmail: 'Y',
    });

    // Linking Naver from the completion step, through the sandbox consent page.
    await page.getByRole('button', { name: /네이버 계정 연결/ }).click();
    await waitForPath(page, '/sandbox/oauth/naver');
    await page.getByLabel('이메일').fill(`${username}@naver.example`);
    await page.getByRole('button', { name: '동의하고 계속하기' }).click();
    await answerModal(page, messages.social.connected);
    await waitForPath(page, '/');
    const connections = await (await page.request.get(url('/api/account/check-connect'))).json();
    expect(connections).toMatchObject({ isNaver: true, isKakao: false, hasPassword: true });

    // Log out, then in again with the new account.
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
    await answerModal(page, messages.login.loggedOut);
    await page.goto(url('/login'));
    const login = page.getByRole('form', { name: '회원 로그인' });
    await login.getByLabel('아이디', { exact: true }).fill(username);
    await login.getByLabel('비밀번호', { exact: true }).fill(password);
    await login.getByRole('button', { name: '로그인', exact: true }).click();
    await waitForPath(page, '/');
    await expectVisible(page.getByRole('banner').getByText(name, { exact: true }));
    await context.close();
  });

  it('휴대폰 화면에서도 단계가 보이고, 서버가 거절하면 입력은 그대로 남는다', async () => {
    const { context, page } = await newVisitor(browser, viewports.phone);
    await withoutPostcodeScript(page);
    await page.goto(url('/signup'));
    await agreeToAll(page);
    await expectVisible(page.getByRole('list', { name: '가입 단계' }));

    // A verification for one name does not sign up another: the server refuses and nothing is lost.
    const phone = uniqueDigits(8);
    await form(page).getByLabel('이름', { exact: true }).fill('나검증');
    // A whole number pasted into the first box spreads over the three, hyphens and all.
    await pasteInto(form(page).getByLabel('휴대폰 번호 앞자리'), `010-${phone.slice(0, 4)}-${phone.slice(4)}`);
    expect(await form(page).getByLabel('휴대폰 번호 앞자리').inputValue()).toBe('010');
    expect(await form(page).getByLabel('휴대폰 번호 가운데 자리').inputValue()).toBe(phone.slice(0, 4));
    expect(await form(page).getByLabel('휴대폰 번호 뒷자리').inputValue()).toBe(phone.slice(4));
    const popupOpened = context.waitForEvent('page');
    await form(page).getByRole('button', { name: '본인인증' }).click();
    const popup = await popupOpened;
    // The person verifies under another name in the provider's window.
    await popup.getByLabel('이름').fill('다른이름');
    await popup.getByRole('button', { name: '인증하기' }).click();
    await answerModal(page, messages.identity.verified);

    const username = `w1_${uniqueDigits(8)}`;
    await form(page).getByLabel('아이디', { exact: true }).fill(username);
    await form(page).getByRole('button', { name: '중복확인' }).click();
    await answerModal(page, messages.signup.usernameAvailable);
    await form(page).getByLabel('비밀번호', { exact: true }).fill('Signup9#Harbor');
    await form(page).getByLabel('비밀번호 확인', { exact: true }).fill('Signup9#Harbor');
    await form(page).getByLabel('전화번호 앞자리').fill('031');
    await form(page).getByLabel('전화번호 가운데 자리').fill('123');
    await form(page).getByLabel('전화번호 뒷자리').fill('4567');
    await form(page).getByLabel('이메일 아이디').fill(username);
    await form(page).getByLabel('이메일 도메인 선택').selectOption('naver.com');
    await submit(page).click();
    await answerModal(page, messages.identity.mismatch);
    expect(await form(page).getByLabel('아이디', { exact: true }).inputValue()).toBe(username);
    expect(await form(page).getByLabel('이메일 도메인', { exact: true }).inputValue()).toBe('naver.com');
    expect(await page.getByRole('heading', { name: '정보 입력' }).count()).toBe(1);
    await context.close();
  });
});

describe('주소 검색', () => {
  it('우편번호 서비스가 뜨면 고른 주소가 우편번호와 도로명 주소에 들어가고 상세 주소로 넘어간다', async () => {
    const { context, page } = await newVisitor(browser, viewports.phone);
    await page.route('**/t1.kakaocdn.net/**', (route) => route.fulfill({ contentType: 'application/javascript', body: fakePostcodeScript }));
    await page.goto(url('/signup'));
    await agreeToAll(page);
    const zonecode = form(page).getByLabel('우편번호');
    expect(await zonecode.getAttribute('readonly')).not.toBeNull();
    await form(page).getByRole('button', { name: '주소 검색' }).click();
    await expect.poll(() => zonecode.inputValue()).toBe('06236');
    expect(await form(page).getByLabel('도로명 주소').inputValue()).toBe('서울 강남구 테헤란로 152 (역삼동)');
    await expect.poll(() => focusedName(page)).toBe('detailAddress');
    expect(await form(page).getByText(messages.postcode.unavailable).count()).toBe(0);
    await context.close();
  });
});

describe('접근성 (axe-core)', () => {
  for (const [size, viewport] of Object.entries(viewports)) {
    it(`약관과 정보 입력 단계, 본인인증 창 (${size}): 위반 없음`, async () => {
      const { context, page } = await newVisitor(browser, viewport);
      await withoutPostcodeScript(page);
      await page.goto(url('/signup'));
      await expectVisible(page.getByRole('button', { name: '다음' }));
      await page.getByText('내용 보기').first().click();
      expect(await violations(page)).toEqual([]);
      await agreeToAll(page);
      await expectVisible(form(page).getByText(messages.postcode.unavailable));
      await form(page).getByLabel('비밀번호', { exact: true }).fill('abc');
      expect(await violations(page)).toEqual([]);

      await page.goto(url('/sandbox/identity-verification?identityVerificationId=iv-axe&name=%ED%99%8D%EA%B8%B8%EB%8F%99&phoneNum=01012345678'));
      await expectVisible(page.getByRole('heading', { name: '테스트용 본인인증' }));
      expect(await page.getByLabel('휴대폰 번호').inputValue()).toBe('01012345678');
      await expectVisible(page.getByRole('note', { name: messages.sandbox.banner }));
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  }
});
