import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { maskUsername, messages } from '@ongi/shared';
import { latestMailTo, signUpThroughApi } from './support/accounts';
import { answerModal, demo, expectVisible, launchBrowser, newVisitor, url, viewports, violations, waitForPath } from './support/browser';
import { pasteInto } from './support/clipboard';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The seeded demo member's name and mobile (apps/server/src/db/seed/data.ts). */
const demoPerson = { name: '정다은', phoneNum: '01071294058' };

const findDialog = (page: Page) => page.getByRole('dialog', { name: '아이디/비밀번호 찾기' });

async function openFindAccount(page: Page) {
  await page.goto(url('/login'));
  await page.getByRole('button', { name: '아이디/비밀번호 찾기' }).click();
  await expectVisible(findDialog(page));
}

async function verifyForFindId(page: Page, context: BrowserContext, person: { name: string; phoneNum: string }) {
  const dialog = findDialog(page);
  await dialog.getByLabel('이름').fill(person.name);
  await dialog.getByLabel('휴대폰 번호').fill(person.phoneNum);
  const popupOpened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: '본인인증하고 아이디 찾기' }).click();
  const popup = await popupOpened;
  expect(await popup.getByLabel('이름').inputValue()).toBe(person.name);
  await popup.getByRole('button', { name: '인증하기' }).click();
}

describe('아이디 찾기', () => {
  it('본인인증한 이름과 휴대폰 번호로 가린 아이디와 가입일을 보여 준다', async () => {
    const { context, page } = await newVisitor(browser, viewports.phone);
    await openFindAccount(page);
    const dialog = findDialog(page);
    expect(await dialog.getByRole('tab', { name: '아이디 찾기' }).getAttribute('aria-selected')).toBe('true');

    // Name and mobile first, said inside the modal.
    await dialog.getByRole('button', { name: '본인인증하고 아이디 찾기' }).click();
    await expectVisible(dialog.getByText(messages.identity.needNameAndPhone));

    await verifyForFindId(page, context, demoPerson);
    await expectVisible(dialog.getByText(messages.findAccountFlow.findIdFound));
    await expectVisible(dialog.getByText(maskUsername(demo.member.username), { exact: true }));
    await expectVisible(dialog.getByText(/가입일 \d{4}-\d{2}-\d{2}/));
    expect(await dialog.getByText(demo.member.username, { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('휴대폰 번호를 하이픈과 함께 붙여 넣어도 숫자가 모두 남아 아이디를 찾는다; 본인인증 창은 테스트용임을 알린다', async () => {
    const { context, page } = await newVisitor(browser);
    await openFindAccount(page);
    const dialog = findDialog(page);
    await dialog.getByLabel('이름').fill(demoPerson.name);
    const phone = dialog.getByLabel('휴대폰 번호');
    await pasteInto(phone, `${demoPerson.phoneNum.slice(0, 3)}-${demoPerson.phoneNum.slice(3, 7)}-${demoPerson.phoneNum.slice(7)}`);
    expect(await phone.inputValue()).toBe(demoPerson.phoneNum);

    const popupOpened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: '본인인증하고 아이디 찾기' }).click();
    const popup = await popupOpened;
    const banner = popup.getByRole('note', { name: messages.sandbox.banner });
    await expectVisible(banner);
    await expectVisible(banner.getByText(messages.sandbox.bannerNote));
    expect(await popup.getByLabel('휴대폰 번호').inputValue()).toBe(demoPerson.phoneNum);
    await popup.getByRole('button', { name: '인증하기' }).click();
    await expectVisible(dialog.getByText(maskUsername(demo.member.username), { exact: true }));
    await context.close();
  });

  it('일치하는 회원이 없으면 서버의 문장을 보여 준다', async () => {
    const { context, page } = await newVisitor(browser);
    await openFindAccount(page);
    await verifyForFindId(page, context, { name: '없는사람', phoneNum: '01000000001' });
    await expectVisible(findDialog(page).getByText(messages.findAccount.noMatch));
    await context.close();
  });
});

describe('비밀번호 찾기', () => {
  it('메일로 받은 링크로 새 비밀번호를 정하고, 그 비밀번호로 로그인한다; 링크는 한 번만 쓴다', async () => {
    const { context, page } = await newVisitor(browser);
    const member = await signUpThroughApi(page, '나비번', 'w1r');
    await context.clearCookies();

    await openFindAccount(page);
    const dialog = findDialog(page);
    await dialog.getByRole('tab', { name: '비밀번호 찾기' }).click();
    const username = dialog.getByRole('textbox', { name: '아이디', exact: true });
    const email = dialog.getByRole('textbox', { name: '이메일', exact: true });
    await dialog.getByRole('button', { name: '재설정 링크 받기' }).click();
    await expectVisible(dialog.getByText(messages.signup.usernameRequired));
    await username.fill(member.username);
    await dialog.getByRole('button', { name: '재설정 링크 받기' }).click();
    await expectVisible(dialog.getByText(messages.signup.emailRequired));
    await email.fill(member.email);
    await dialog.getByRole('button', { name: '재설정 링크 받기' }).click();
    await expectVisible(dialog.getByText(messages.findAccount.resetSent));

    const mail = await latestMailTo(member.email);
    expect(mail.subject).toBe(messages.findAccount.mailSubject);
    const link = new URL(mail.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)![0]);
    await dialog.getByRole('button', { name: '닫기' }).click();

    await page.goto(url(`${link.pathname}${link.search}`));
    const newPassword = page.getByLabel('새 비밀번호', { exact: true });
    const confirmation = page.getByLabel('새 비밀번호 확인', { exact: true });
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await answerModal(page, messages.password.newRequired);
    await newPassword.fill('short');
    await expectVisible(page.getByText(messages.signup.pwdRuleHint));
    // One sentence states the rule, the one the check uses: no other wording beside it.
    expect(await newPassword.getAttribute('placeholder')).toBeNull();
    // A password easy to guess passes the rule here; the server refuses it, the form keeps it and goes back to it.
    await newPassword.fill('password1');
    await confirmation.fill('password1');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await answerModal(page, messages.password.weak);
    await expect.poll(() => newPassword.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await confirmation.inputValue()).toBe('password1');
    await newPassword.fill('Renewed1234!');
    await expectVisible(page.getByText(messages.signup.pwdAvailable));
    await confirmation.fill('Renewed1234?');
    await expectVisible(page.getByText(messages.password.differs));
    await confirmation.fill('Renewed1234!');
    await expectVisible(page.getByText(messages.password.matches));
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await answerModal(page, messages.findAccount.resetDone);
    await waitForPath(page, '/login');

    const login = page.getByRole('form', { name: '회원 로그인' });
    await login.getByLabel('아이디', { exact: true }).fill(member.username);
    await login.getByLabel('비밀번호', { exact: true }).fill('Renewed1234!');
    await login.getByRole('button', { name: '로그인', exact: true }).click();
    await waitForPath(page, '/');
    await expectVisible(page.getByRole('banner').getByText(member.name, { exact: true }));

    // The same link a second time: used up, with a way to start again.
    await page.goto(url(`${link.pathname}${link.search}`));
    await newPassword.fill('Another1234!');
    await confirmation.fill('Another1234!');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expectVisible(page.getByRole('alert').getByText(messages.findAccount.resetLinkInvalid));
    await page.getByRole('link', { name: '비밀번호 찾기 다시 하기' }).click();
    await expectVisible(findDialog(page));
    expect(await findDialog(page).getByRole('tab', { name: '비밀번호 찾기' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('토큰 없는 주소는 바로 다시 시작하는 길을 보여 준다', async () => {
    const { context, page } = await newVisitor(browser, viewports.phone);
    await page.goto(url('/reset-password'));
    await expectVisible(page.getByText(messages.findAccount.resetLinkInvalid));
    expect(await page.getByRole('link', { name: '비밀번호 찾기 다시 하기' }).getAttribute('href')).toBe('/login?find=password');
    await context.close();
  });
});

describe('접근성 (axe-core)', () => {
  for (const [size, viewport] of Object.entries(viewports)) {
    it(`찾기 창의 두 탭과 비밀번호 재설정 화면 (${size}): 위반 없음`, async () => {
      const { context, page } = await newVisitor(browser, viewport);
      await openFindAccount(page);
      expect(await violations(page)).toEqual([]);
      await findDialog(page).getByRole('tab', { name: '비밀번호 찾기' }).click();
      await findDialog(page).getByRole('button', { name: '재설정 링크 받기' }).click();
      await expectVisible(findDialog(page).getByText(messages.signup.usernameRequired));
      expect(await violations(page)).toEqual([]);

      await page.goto(url('/reset-password?token=axe-check'));
      await page.getByLabel('새 비밀번호', { exact: true }).fill('abc');
      expect(await violations(page)).toEqual([]);
      await page.goto(url('/reset-password'));
      await expectVisible(page.getByText(messages.findAccount.resetLinkInvalid));
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  }
});
