import { describe, expect, it } from 'vitest';
import type { ConsoleMessage, Page, Response } from 'playwright-core';
import { itemAt, messages, refundBanks, todayInSeoul } from '@ongi/shared';
import {
  answerDestructive,
  answerModal,
  demo,
  expectTitle,
  expectVisible,
  loginOnPage,
  modal,
  newVisitor,
  url,
  useBrowser,
  viewports,
  violations,
  waitForPath,
} from './support/browser';
import { postJson, signUpThroughApi } from './support/accounts';

const browser = useBrowser();

/**
 * Every journey here changes its own account, made for it through the API the
 * signup page uses (sandbox identity verification, then signup). The signup
 * starts a session in the browser context, so the page is logged in.
 */
const signUp = (page: Page, name = '정다은') =>
  signUpThroughApi(page, name, 'w2_', {
    birthDate: '1990-04-12',
    mailDomain: 'naver.com',
    fields: {
      birthday: { year: '1990', month: '4', day: '12' },
      birthdayCalendar: 'solar',
      zonecode: '03154',
      roadAddress: '서울특별시 종로구 세종대로 175',
      detailAddress: '3층',
      marketingSms: 'Y',
    },
  });

/** A fresh browser with a fresh member, logged in. */
async function memberVisitor(viewport: { width: number; height: number } = viewports.desktop, name?: string) {
  const visitor = await newVisitor(browser(), viewport);
  const member = await signUp(visitor.page, name);
  return { ...visitor, member };
}

const mypageMenu = (page: Page) => page.getByRole('navigation', { name: '마이페이지 메뉴' });

async function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    if (!active) return '';
    const label = active.id ? document.querySelector(`label[for="${CSS.escape(active.id)}"]`) : null;
    return label?.textContent?.trim() ?? active.getAttribute('aria-label') ?? '';
  });
}

describe('마이페이지: 접근', () => {
  it('로그아웃 상태로 회원정보 수정을 열면 로그인 여부를 묻고, 확인하면 /login', async () => {
    const { context, page } = await newVisitor(browser());
    await page.goto(url('/mypage/edit-profile'));
    await answerModal(page, messages.guard.loginConfirm, '확인');
    await waitForPath(page, '/login');
    expect(await mypageMenu(page).count()).toBe(0);
    await context.close();
  });

  it('비회원: 메뉴에는 최근 주문과 로그아웃뿐이고, 일반 회원 화면은 일반 회원만 접근할 수 있습니다. 후 최근 주문으로', async () => {
    const { context, page } = await newVisitor(browser());
    const { name: nonUserName, phoneNum, orderNum } = demo.nonMember;
    await postJson(page, '/api/account/nonUserLogin', { nonUserName, phoneNum, orderNum });

    await page.goto(url('/mypage/recent-order'));
    await expectTitle(page, '최근 주문 | 온기');
    const menu = mypageMenu(page);
    await expectVisible(menu);
    expect(await menu.getByRole('link').allTextContents()).toEqual(['최근 주문']);
    expect(await menu.getByRole('link', { name: '최근 주문' }).getAttribute('aria-current')).toBe('page');
    await expectVisible(menu.getByRole('button', { name: '로그아웃' }));
    await expectVisible(page.getByText(`${demo.nonMember.name}님, 안녕하세요`));

    await page.goto(url('/mypage/change-pwd'));
    await answerModal(page, messages.guard.normalOnly);
    await waitForPath(page, '/mypage/recent-order');
    await context.close();
  });
});

describe('마이페이지: 머리말과 메뉴', () => {
  it('데스크톱: 이름 인사, 스펙 순서의 메뉴, 지금 화면 표시, 메뉴의 로그아웃', async () => {
    const { context, page, member } = await memberVisitor();
    await page.goto(url('/mypage/edit-profile'));
    await expectTitle(page, '회원정보 수정 | 온기');
    await expectVisible(page.getByText(`${member.name}님, 안녕하세요`));
    const menu = mypageMenu(page);
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      '주문 조회',
      '환불 계좌',
      '1:1 문의',
      '나의 상품평',
      '회원정보 수정',
      '비밀번호 변경',
      '로그인 기기 관리',
      'SNS 연결 설정',
      '회원 탈퇴',
    ]);
    expect(await menu.getByRole('link', { name: '회원정보 수정' }).getAttribute('aria-current')).toBe('page');
    expect(await menu.getByRole('link', { name: '비밀번호 변경' }).getAttribute('aria-current')).toBeNull();

    // The menu moves between the screens.
    await menu.getByRole('link', { name: 'SNS 연결 설정' }).click();
    await waitForPath(page, '/mypage/sns-connection-setting');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'SNS 연결 설정' }));
    expect(await menu.getByRole('link', { name: 'SNS 연결 설정' }).getAttribute('aria-current')).toBe('page');

    await menu.getByRole('button', { name: '로그아웃' }).click();
    await answerModal(page, messages.login.loggedOut);
    await waitForPath(page, '/');
    await expectVisible(page.getByRole('banner').getByRole('link', { name: '로그인' }));
    await context.close();
  });

  it('휴대폰: 메뉴는 가로로 넘기는 줄이 되고 지금 화면이 보이며, 로그아웃은 인사 옆에', async () => {
    const { context, page, member } = await memberVisitor(viewports.phone);
    await page.goto(url('/mypage/delete-account'));
    await expectVisible(page.getByRole('heading', { level: 1, name: '회원 탈퇴' }));
    const current = mypageMenu(page).getByRole('link', { name: '회원 탈퇴' });
    expect(await current.getAttribute('aria-current')).toBe('page');
    // The strip scrolled the current chip into view.
    await page.waitForFunction(() => {
      const link = document.querySelector('nav[aria-label="마이페이지 메뉴"] [aria-current="page"]');
      if (!link) return false;
      const box = link.getBoundingClientRect();
      return box.left >= 0 && box.right <= window.innerWidth;
    });
    const strip = await mypageMenu(page).evaluate((nav) => {
      const list = nav.querySelector('ul')!;
      return { scrolls: list.scrollWidth > list.clientWidth, height: nav.getBoundingClientRect().height };
    });
    expect(strip.scrolls).toBe(true);
    expect(strip.height).toBeLessThan(80);
    // One visible 로그아웃 in the page body: beside the greeting (the menu's own is for wide screens).
    const logout = page.getByRole('main').getByRole('button', { name: '로그아웃' });
    expect(await logout.count()).toBe(1);
    await expectVisible(page.getByText(`${member.name}님, 안녕하세요`));
    await context.close();
  });
});

describe('마이페이지: 비밀번호 변경', () => {
  it('확인 순서대로 알리고, 일치 여부를 바로 보여 주며, 바꾸면 최근 주문으로; 새 비밀번호로 다시 로그인', async () => {
    const { context, page, member } = await memberVisitor();
    await page.goto(url('/mypage/change-pwd'));
    const form = page.getByRole('form', { name: '비밀번호 변경' });
    const current = form.getByLabel('현재 비밀번호', { exact: true });
    const next = form.getByLabel('변경할 비밀번호', { exact: true });
    const confirmation = form.getByLabel('변경할 비밀번호 확인', { exact: true });
    const submit = form.getByRole('button', { name: '비밀번호 변경' });

    await submit.click();
    await answerModal(page, messages.password.currentRequired);
    await expect.poll(() => focusedLabel(page)).toBe('현재 비밀번호');

    await current.fill(member.password);
    await submit.click();
    await answerModal(page, messages.password.newRequired);
    await expect.poll(() => focusedLabel(page)).toBe('변경할 비밀번호');

    await next.fill('abcdefgh');
    await submit.click();
    await answerModal(page, messages.password.confirmRequired);
    await expect.poll(() => focusedLabel(page)).toBe('변경할 비밀번호 확인');

    await confirmation.fill('abcdefgX');
    await expectVisible(form.getByText(messages.password.differs, { exact: true }));
    await submit.click();
    await answerModal(page, messages.password.mismatch);
    await expect.poll(() => focusedLabel(page)).toBe('변경할 비밀번호 확인');

    await confirmation.fill('abcdefgh');
    await expectVisible(form.getByText(messages.password.matches, { exact: true }));
    await submit.click();
    await answerModal(page, messages.password.rule);
    // The page moves the focus to the field the message was about; type only after that.
    await expect.poll(() => focusedLabel(page)).toBe('변경할 비밀번호');

    // The server's word on a wrong current password.
    const newPassword = 'Changed5678!';
    await current.fill('Wrong0000!');
    await next.fill(newPassword);
    await confirmation.fill(newPassword);
    await expectVisible(form.getByText(messages.password.matches, { exact: true }));
    await submit.click();
    await answerModal(page, messages.password.currentWrong);
    await waitForPath(page, '/mypage/change-pwd');
    // Back on the current password, which was the wrong one; the new ones stay.
    await expect.poll(() => focusedLabel(page)).toBe('현재 비밀번호');
    expect(await next.inputValue()).toBe(newPassword);

    // A password easy to guess meets the rule: only the server can tell. Its sentence, then the new password's box.
    await current.fill(member.password);
    await next.fill('password1');
    await confirmation.fill('password1');
    await submit.click();
    await answerModal(page, messages.password.weak);
    await expect.poll(() => focusedLabel(page)).toBe('변경할 비밀번호');
    expect(await current.inputValue()).toBe(member.password);
    expect(await confirmation.inputValue()).toBe('password1');

    await next.fill(newPassword);
    await confirmation.fill(newPassword);
    await submit.click();
    await answerModal(page, messages.password.changed);
    await waitForPath(page, '/mypage/recent-order');

    await mypageMenu(page).getByRole('button', { name: '로그아웃' }).click();
    await answerModal(page, messages.login.loggedOut);
    await waitForPath(page, '/');

    await loginOnPage(page, member.username, member.password);
    await answerModal(page, messages.login.invalid);
    await loginOnPage(page, member.username, newPassword);
    await waitForPath(page, '/');
    await expectVisible(page.getByRole('banner').getByText(member.name, { exact: true }));
    await context.close();
  });
});

describe('마이페이지: 현재 비밀번호를 여러 번 틀리면', () => {
  it('서버가 기다리라고 하고(429) 비밀번호 변경은 그 문장을 보여 준 뒤 현재 비밀번호 칸으로; 회원 탈퇴도 같은 문장', async () => {
    const { context, page } = await memberVisitor();
    await page.goto(url('/mypage/change-pwd'));
    const form = page.getByRole('form', { name: '비밀번호 변경' });
    await form.getByLabel('변경할 비밀번호', { exact: true }).fill('Changed5678!');
    await form.getByLabel('변경할 비밀번호 확인', { exact: true }).fill('Changed5678!');
    const statuses: number[] = [];
    let refusal = '';
    for (let attempt = 0; attempt < 8 && refusal === ''; attempt += 1) {
      await form.getByLabel('현재 비밀번호', { exact: true }).fill(`Wrong${attempt}000!`);
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/account/change-password'));
      await form.getByRole('button', { name: '비밀번호 변경' }).click();
      const response = await answer;
      statuses.push(response.status());
      const { message } = (await response.json()) as { message: string };
      if (response.status() === 429) refusal = message;
      await answerModal(page, message);
    }
    expect(statuses.slice(0, 5), String(statuses)).toEqual([400, 400, 400, 400, 400]);
    const wait = /\d+분 \d+초|\d+분|\d+초/.exec(refusal)?.[0] ?? '';
    expect(refusal).toBe(messages.password.tooManyWrong(wait));
    await expect.poll(() => focusedLabel(page)).toBe('현재 비밀번호');
    expect(await form.getByLabel('변경할 비밀번호', { exact: true }).inputValue()).toBe('Changed5678!');

    // Withdrawal checks the same password: it waits too, and says so.
    await page.goto(url('/mypage/delete-account'));
    const withdrawal = page.getByRole('form', { name: '회원 탈퇴' });
    await withdrawal.getByLabel('비밀번호', { exact: true }).fill('Wrong9000!');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/account/delete-account'));
    await withdrawal.getByRole('button', { name: '탈퇴신청' }).click();
    await answerDestructive(page, messages.withdrawal.confirm, '탈퇴');
    const response = await answer;
    expect(response.status()).toBe(429);
    await answerModal(page, ((await response.json()) as { message: string }).message);
    await expect.poll(() => focusedLabel(page)).toBe('비밀번호');
    await context.close();
  });
});

describe('마이페이지: 회원정보 수정', () => {
  it('저장한 연락처·주소·이메일·수신 동의가 새로고침 뒤에도 남고, 빈 휴대폰 칸은 알리고 그 칸으로', async () => {
    const { context, page, member } = await memberVisitor(viewports.phone);
    await page.goto(url('/mypage/edit-profile'));
    const form = page.getByRole('form', { name: '회원정보 수정' });
    await expectVisible(form.getByText(member.name, { exact: true }));
    await expectVisible(form.getByText(member.username, { exact: true }));
    await expectVisible(form.getByText('1990년 04월 12일 (양력)', { exact: true }));
    // Read-only: no inputs for name, username, birthday.
    expect(await form.getByRole('textbox', { name: '이름' }).count()).toBe(0);

    const mobile = form.getByRole('group', { name: '휴대폰 번호' });
    expect(await mobile.getByRole('textbox').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([
      member.phoneNum.slice(0, 3),
      member.phoneNum.slice(3, 7),
      member.phoneNum.slice(7),
    ]);
    const landline = form.getByRole('group', { name: '전화 번호' });
    expect(await landline.getByRole('textbox').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([
      '02',
      '1234',
      '5678',
    ]);

    // An empty mobile box: the message, then that box has the focus.
    await mobile.getByLabel('휴대폰 번호 가운데 자리').fill('');
    await form.getByRole('button', { name: '저장' }).click();
    await answerModal(page, messages.profile.mobileRequired);
    await expect.poll(() => focusedLabel(page)).toBe('휴대폰 번호 가운데 자리');
    // Digits only: a letter typed in between does not stay.
    await mobile.getByLabel('휴대폰 번호 가운데 자리').pressSequentially('98a7-6');
    expect(await mobile.getByLabel('휴대폰 번호 가운데 자리').inputValue()).toBe('9876');

    await landline.getByLabel('전화 번호 앞자리').fill('031');
    await landline.getByLabel('전화 번호 가운데 자리').fill('765');
    await landline.getByLabel('전화 번호 뒷자리').fill('4321');

    const email = form.getByRole('group', { name: '이메일' });
    const domain = email.getByLabel('이메일 도메인', { exact: true });
    expect(await domain.getAttribute('readonly')).not.toBeNull();
    await email.getByLabel('이메일 도메인 선택').selectOption('direct');
    expect(await domain.getAttribute('readonly')).toBeNull();
    await form.getByRole('button', { name: '저장' }).click();
    await answerModal(page, messages.profile.emailRequired);
    await expect.poll(() => focusedLabel(page)).toBe('이메일 도메인');
    await domain.fill('ongi.example');
    await email.getByLabel('이메일 아이디').fill('daeun.new');

    // A new e-mail: the current password goes with it (its own journey below).
    await form.getByLabel('현재 비밀번호').fill(member.password);
    await form.getByLabel('상세 주소').fill('5층 501호');
    await form.getByRole('radiogroup', { name: 'SMS' }).getByLabel('비동의').check();
    await form.getByRole('radiogroup', { name: '이메일' }).getByLabel('동의', { exact: true }).check();

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/change-account-info'));
    await form.getByRole('button', { name: '저장' }).click();
    const body = (await (await saved).json()) as { message: string };
    await answerModal(page, body.message);
    expect(body.message).toBe(messages.profile.saved);

    await page.reload();
    const again = page.getByRole('form', { name: '회원정보 수정' });
    await expectVisible(again.getByRole('group', { name: '휴대폰 번호' }));
    const values = async (name: string) =>
      again
        .getByRole('group', { name })
        .getByRole('textbox')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(await values('휴대폰 번호')).toEqual([member.phoneNum.slice(0, 3), '9876', member.phoneNum.slice(7)]);
    expect(await values('전화 번호')).toEqual(['031', '765', '4321']);
    expect(await again.getByLabel('이메일 아이디').inputValue()).toBe('daeun.new');
    expect(await again.getByLabel('이메일 도메인', { exact: true }).inputValue()).toBe('ongi.example');
    expect(await again.getByLabel('상세 주소').inputValue()).toBe('5층 501호');
    expect(await again.getByRole('radiogroup', { name: 'SMS' }).getByLabel('비동의').isChecked()).toBe(true);
    expect(await again.getByRole('radiogroup', { name: '이메일' }).getByLabel('동의', { exact: true }).isChecked()).toBe(true);
    await context.close();
  });
});

describe('마이페이지: 이메일 변경과 현재 비밀번호', () => {
  it('이메일을 바꾸면 현재 비밀번호 칸이 나오고, 비우거나 틀리면 알린 뒤 그 칸으로 (입력은 그대로); 맞으면 저장된다', async () => {
    const { context, page, member } = await memberVisitor();
    await page.goto(url('/mypage/edit-profile'));
    const form = page.getByRole('form', { name: '회원정보 수정' });
    const local = form.getByRole('group', { name: '이메일' }).getByLabel('이메일 아이디');
    const password = form.getByLabel('현재 비밀번호');
    const save = form.getByRole('button', { name: '저장' });
    const storedLocal = itemAt(member.email.split('@'), 0, "the e-mail's local part");
    await expect.poll(() => local.inputValue()).toBe(storedLocal);
    expect(await password.count()).toBe(0);

    // Another address: the box appears; the stored one again (whatever its case): it goes.
    await local.fill('changed.mail');
    await expectVisible(password);
    expect(await violations(page)).toEqual([]);
    await local.fill(storedLocal.toUpperCase());
    await expect.poll(() => password.count()).toBe(0);
    await local.fill('changed.mail');
    await form.getByLabel('상세 주소').fill('10층');

    await save.click();
    await answerModal(page, messages.profile.currentPasswordForEmail);
    await expect.poll(() => focusedLabel(page)).toBe('현재 비밀번호');

    // The server asks for it too, whatever a page sends.
    const bypass = await page.request.post(url('/api/account/change-account-info'), {
      headers: { Origin: new URL(url('/')).origin },
      data: {
        zonecode: '',
        roadAddress: '',
        detailAddress: '',
        telNum: '0212345678',
        phoneNum: member.phoneNum,
        email: 'bypass@example.com',
        marketingSms: 'N',
        marketingEmail: 'N',
        currentPassword: '',
      },
    });
    expect(bypass.status()).toBe(400);
    expect((await bypass.json()).message).toBe(messages.profile.currentPasswordForEmail);

    await password.fill('Wrong0000!');
    await save.click();
    await answerModal(page, messages.password.currentWrong);
    await expect.poll(() => focusedLabel(page)).toBe('현재 비밀번호');
    expect(await local.inputValue()).toBe('changed.mail');
    expect(await form.getByLabel('상세 주소').inputValue()).toBe('10층');
    expect(await password.inputValue()).toBe('Wrong0000!');

    await password.fill(member.password);
    await save.click();
    await answerModal(page, messages.profile.saved);
    // Saved: the new address is the stored one, so the box is gone.
    await expect.poll(() => password.count()).toBe(0);
    const info = await (await page.request.get(url('/api/account/get-account-info'))).json();
    expect(info).toMatchObject({ email: `changed.mail@${member.email.split('@')[1]}`, detailAddress: '10층' });
    await context.close();
  });
});

describe('마이페이지: 환불 계좌', () => {
  it('확인 순서대로 알리고, 등록하면 은행·예금주·계좌번호를 보여 주며, 삭제하면 다시 등록 양식', async () => {
    const { context, page, member } = await memberVisitor();
    await page.goto(url('/mypage/account-management'));
    await expectTitle(page, '환불 계좌 관리 | 온기');
    const form = page.getByRole('form', { name: '환불 계좌 등록' });
    await expectVisible(form);
    const notices = page.getByRole('list', { name: '환불 계좌 안내' });
    expect(await notices.getByRole('listitem').allTextContents()).toEqual([...messages.refundBank.notices]);
    const bankSelect = form.getByLabel('은행');
    expect(await bankSelect.locator('option:not([value=""])').allTextContents()).toEqual([...refundBanks]);

    const submit = form.getByRole('button', { name: '등록' });
    await submit.click();
    await answerModal(page, messages.refundBank.bankRequired);
    await expect.poll(() => focusedLabel(page)).toBe('은행');
    await bankSelect.selectOption('카카오뱅크');
    await submit.click();
    await answerModal(page, messages.refundBank.ownerRequired);
    await form.getByLabel('예금주').fill(member.name);
    await submit.click();
    await answerModal(page, messages.refundBank.numberRequired);
    const number = form.getByLabel('계좌번호');
    await number.fill('3333-01-2345');
    expect(await number.inputValue()).toBe('3333012345');
    await number.fill('12345');
    await submit.click();
    await answerModal(page, messages.refundBank.numberLength);
    await number.fill('3333-01-2345678');
    expect(await number.inputValue()).toBe('3333012345678');

    await submit.click();
    await answerModal(page, messages.refundBank.registered);
    const card = page.getByRole('region', { name: '등록된 환불 계좌' });
    await expectVisible(card.getByText('카카오뱅크', { exact: true }));
    await expectVisible(card.getByText(member.name, { exact: true }));
    await expectVisible(card.getByText('3333012345678', { exact: true }));

    await page.reload();
    await expectVisible(page.getByRole('region', { name: '등록된 환불 계좌' }).getByText('3333012345678', { exact: true }));

    await page.getByRole('button', { name: '삭제' }).click();
    await answerDestructive(page, messages.refundBank.deleteConfirm, '삭제', { choose: 'keep' });
    await expectVisible(page.getByRole('region', { name: '등록된 환불 계좌' }));
    await page.getByRole('button', { name: '삭제' }).click();
    await answerDestructive(page, messages.refundBank.deleteConfirm, '삭제');
    await answerModal(page, messages.common.deleted);
    await expectVisible(page.getByRole('form', { name: '환불 계좌 등록' }));
    await context.close();
  });
});

describe('마이페이지: SNS 연결 설정', () => {
  it('카카오 연결하기 → 테스트용 동의 화면 → 연결이 완료 됐습니다 → 연결 날짜와 연결; 해제하면 다시 연결하기', async () => {
    const { context, page, member } = await memberVisitor();
    await page.goto(url('/mypage/sns-connection-setting'));
    const kakao = page.getByRole('listitem', { name: '카카오' });
    await expectVisible(kakao.getByText('연결되지 않음'));
    await expectVisible(page.getByRole('listitem', { name: '네이버' }).getByRole('button', { name: '네이버 연결하기' }));

    await kakao.getByRole('button', { name: '카카오 연결하기' }).click();
    await waitForPath(page, '/sandbox/oauth/kakao');
    const consent = page.getByRole('form', { name: '테스트용 카카오 계정 정보' });
    await consent.getByLabel('이름').fill(member.name);
    await consent.getByLabel('이메일').fill(`${member.username}@kakao.example`);
    await consent.getByRole('button', { name: '동의하고 계속하기' }).click();
    await answerModal(page, messages.social.connected);
    await waitForPath(page, '/');

    await page.goto(url('/mypage/sns-connection-setting'));
    const today = todayInSeoul().replaceAll('-', '.');
    const connected = page.getByRole('listitem', { name: '카카오' });
    await expectVisible(connected.getByText(`${today} 연결`, { exact: true }));
    await expectVisible(page.getByRole('listitem', { name: '네이버' }).getByText('연결되지 않음'));

    // With a password the member keeps a way in, so the link can go.
    await connected.getByRole('button', { name: '카카오 연결 해제' }).click();
    await answerDestructive(page, messages.social.disconnectConfirm('카카오'), '연결 해제');
    await answerModal(page, messages.social.disconnected);
    await expectVisible(page.getByRole('listitem', { name: '카카오' }).getByRole('button', { name: '카카오 연결하기' }));
    await context.close();
  });
});

describe('마이페이지: 로그인 기기 관리', () => {
  const androidChrome = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

  /** The same member logged in on a phone too: its own cookies, an Android Chrome. */
  async function phoneOf(member: { username: string; password: string }) {
    const context = await browser().newContext({ baseURL: url(''), viewport: viewports.phone, locale: 'ko-KR', userAgent: androidChrome });
    const page = await context.newPage();
    await loginOnPage(page, member.username, member.password);
    await waitForPath(page, '/');
    return { context, page };
  }

  const rows = (page: Page) => page.getByRole('list', { name: '로그인된 기기 목록' }).getByRole('listitem');

  it('두 곳에서 로그인하면 두 기기가 보이고, 다른 기기를 로그아웃하면 그쪽은 마이페이지에서 다시 로그인을 요구한다; 이 기기를 로그아웃하면 홈으로', async () => {
    const { context, page, member } = await memberVisitor();
    const phone = await phoneOf(member);

    await page.goto(url('/mypage/edit-profile'));
    await mypageMenu(page).getByRole('link', { name: '로그인 기기 관리' }).click();
    await waitForPath(page, '/mypage/sessions');
    await expectTitle(page, '로그인 기기 관리 | 온기');
    await expect.poll(() => rows(page).count()).toBe(2);
    const current = rows(page).filter({ hasText: '현재 기기' });
    expect(await current.count()).toBe(1);
    const phoneRow = rows(page).filter({ hasText: 'Android 14' });
    await expectVisible(phoneRow.getByText('Chrome 131 · Android 14'));
    expect(await phoneRow.getByText('현재 기기').count()).toBe(0);
    expect(await violations(page)).toEqual([]);

    await phoneRow.getByRole('button', { name: /로그아웃/ }).click();
    await answerModal(page, messages.session.loggedOut);
    await expect.poll(() => rows(page).count()).toBe(1);
    await expectVisible(rows(page).first().getByText('현재 기기'));

    // The phone's session is gone: its next my-page visit asks for a login.
    await phone.page.goto(url('/mypage/edit-profile'));
    await answerModal(phone.page, messages.guard.loginConfirm, '확인');
    await waitForPath(phone.page, '/login');
    await phone.context.close();

    // This device's own row logs this browser out, as the menu's 로그아웃 does.
    await rows(page).first().getByRole('button', { name: '이 기기에서 로그아웃' }).click();
    await answerModal(page, messages.session.loggedOut);
    await waitForPath(page, '/');
    await expectVisible(page.getByRole('banner').getByRole('link', { name: '로그인' }));
    expect(await page.evaluate(() => localStorage.getItem('ongi.member.name'))).toBeNull();
    const session = await (await page.request.get(url('/api/account/check-login'))).json();
    expect(session.isAuthenticated).toBe(false);
    await context.close();
  });

  it('모든 기기에서 로그아웃은 먼저 묻고, 확인하면 이 기기와 다른 기기 모두 로그아웃되어 로그인 화면으로', async () => {
    const { context, page, member } = await memberVisitor(viewports.phone);
    const phone = await phoneOf(member);
    await page.goto(url('/mypage/sessions'));
    await expect.poll(() => rows(page).count()).toBe(2);
    expect(await violations(page)).toEqual([]);

    const all = page.getByRole('button', { name: '모든 기기에서 로그아웃' });
    await all.click();
    await answerDestructive(page, messages.session.logoutAllConfirm, '모두 로그아웃', { choose: 'keep' });
    expect(await rows(page).count()).toBe(2);

    await all.click();
    await answerDestructive(page, messages.session.logoutAllConfirm, '모두 로그아웃');
    await answerModal(page, messages.session.allLoggedOut);
    await waitForPath(page, '/login');
    expect((await (await page.request.get(url('/api/account/check-login'))).json()).isAuthenticated).toBe(false);
    expect((await (await phone.page.request.get(url('/api/account/check-login'))).json()).isAuthenticated).toBe(false);
    await phone.context.close();
    await context.close();
  });
});

describe('마이페이지: 회원 탈퇴', () => {
  it('안내 두 가지, 비밀번호 확인, 정말 탈퇴 하시겠습니까?, 결과 후 홈; 그 계정으로는 더 로그인할 수 없다', async () => {
    const { context, page, member } = await memberVisitor(viewports.phone);
    await page.goto(url('/mypage/delete-account'));
    await expectVisible(page.getByText(messages.withdrawal.noticeTrades));
    await expectVisible(page.getByText(messages.withdrawal.noticePosts));
    const form = page.getByRole('form', { name: '회원 탈퇴' });
    const password = form.getByLabel('비밀번호', { exact: true });
    const submit = form.getByRole('button', { name: '탈퇴신청' });

    await submit.click();
    await answerModal(page, messages.withdrawal.passwordRequired);
    await expect.poll(() => focusedLabel(page)).toBe('비밀번호');

    await password.fill('Wrong0000!');
    await submit.click();
    await answerDestructive(page, messages.withdrawal.confirm, '탈퇴');
    await answerModal(page, messages.withdrawal.passwordWrong);

    await password.fill(member.password);
    await submit.click();
    await answerDestructive(page, messages.withdrawal.confirm, '탈퇴', { choose: 'keep' });
    expect(new URL(page.url()).pathname).toBe('/mypage/delete-account');

    // From the withdrawal on, the page asks nothing that needs the session it no longer has.
    const refused: string[] = [];
    const consoleErrors: string[] = [];
    const onResponse = (response: Response) => {
      if (response.status() === 401) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    };
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    };
    page.on('response', onResponse);
    page.on('console', onConsole);
    await submit.click();
    await answerDestructive(page, messages.withdrawal.confirm, '탈퇴');
    await answerModal(page, messages.withdrawal.done);
    await waitForPath(page, '/');
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    page.off('console', onConsole);
    expect(refused).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('ongi.member.name'))).toBeNull();

    // The session is gone: my-page asks for a login again.
    await page.goto(url('/mypage/edit-profile'));
    await modal(page, messages.guard.loginConfirm);
    await answerModal(page, messages.guard.loginConfirm, '확인');
    await waitForPath(page, '/login');

    await loginOnPage(page, member.username, member.password);
    await answerModal(page, messages.login.invalid);
    await context.close();
  });
});

describe('마이페이지: 접근성 (axe-core)', () => {
  // Each screen with what shows once its data is in.
  const screens = [
    ['/mypage/edit-profile', (page: Page) => page.getByRole('form', { name: '회원정보 수정' })],
    ['/mypage/change-pwd', (page: Page) => page.getByRole('form', { name: '비밀번호 변경' })],
    ['/mypage/account-management', (page: Page) => page.getByRole('form', { name: '환불 계좌 등록' })],
    ['/mypage/sns-connection-setting', (page: Page) => page.getByRole('listitem', { name: '카카오' })],
    ['/mypage/delete-account', (page: Page) => page.getByRole('form', { name: '회원 탈퇴' })],
  ] as const;
  for (const [viewportName, viewport] of Object.entries(viewports)) {
    it(`다섯 설정 화면 (${viewportName}): 위반 없음`, async () => {
      const { context, page } = await memberVisitor(viewport);
      for (const [path, ready] of screens) {
        await page.goto(url(path));
        await expectVisible(ready(page));
        expect((await violations(page)).map((found) => `${path} ${found}`)).toEqual([]);
      }
      await context.close();
    });
  }
});
