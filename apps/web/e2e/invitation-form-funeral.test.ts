// The funeral notice form (/funeral, /funeral/edit/{seq}) as a family uses
// it: a logged-out visitor makes a notice at a partner funeral home with a
// religion, templates that follow the name and age, three mourners and a
// campaign, sees the order number, logs in as that non-member with it and
// finds the order; someone else's notice shows a proper screen. A funeral
// home that is not a partner: invitation-host.test.ts.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { messages, type InvitationSaved, type InvitationView } from '@ongi/shared';
import { answerModal, expectVisible, modal, newVisitor, url, useBrowser, viewports, violations, waitForPath } from './support/browser';
import { getJson, signUpThroughApi, uniqueDigits } from './support/accounts';
import { jpegPhotos } from './support/photos';

const browser = useBrowser();

const section = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title}`) });

async function alertText(dialog: Locator): Promise<string> {
  return dialog.evaluate((element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.innerText ?? '');
}

/** Types a phone number into its three boxes ('{legend} 앞자리' and so on). */
async function fillPhone(scope: Locator, legend: string, phone: string) {
  await scope.getByLabel(`${legend} 앞자리`).fill(phone.slice(0, 3));
  await scope.getByLabel(`${legend} 가운데 자리`).fill(phone.slice(3, 7));
  await scope.getByLabel(`${legend} 뒷자리`).fill(phone.slice(7));
}

async function fillMournerAccount(page: Page, row: string, account: { name: string; bank: string; number: string }) {
  const group = page.getByRole('group', { name: row, exact: true });
  await group.getByLabel(`${row} 예금주`).fill(account.name);
  await group.getByLabel('은행').selectOption({ label: account.bank });
  await group.getByLabel(`${row} 계좌번호`).fill(account.number);
}

describe('funeral notice form', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`a logged-out visitor makes a notice with a religion and three mourners, then logs in as that non-member and finds it (${name})`, async () => {
      const { context, page } = await newVisitor(browser(), viewport);
      await page.goto(url('/funeral'));
      await expectVisible(page.getByRole('heading', { level: 1, name: '부고장 만들기' }));
      expect(await violations(page)).toEqual([]);

      // Nothing is sent without a funeral home; the focus goes to its select.
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/api/invitation/funeral')) sent.push(request.url());
      });
      await page.getByRole('button', { name: '부고장 만들기' }).click();
      await answerModal(page, messages.invitation.funeralHomeRequired);
      const home = page.getByRole('combobox', { name: '제휴 장례식장' });
      expect(await home.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(sent).toEqual([]);

      // The funeral home fills the place, offers its halls, moves the map and lists its campaigns.
      const info = section(page, '장례 정보');
      await home.selectOption({ label: '서울평안장례식장' });
      expect(await info.getByLabel('장례식장 이름').inputValue()).toBe('서울평안장례식장');
      await info.getByLabel('빈소', { exact: true }).selectOption({ label: '특실 (지하 1층)' });
      expect(await info.getByLabel('빈소 (호실)').inputValue()).toBe('특실 (지하 1층)');
      await expectVisible(section(page, '오시는 길').getByText('서울 종로구 율곡로 190'));
      const wreath = section(page, '디지털 근조 기부화환');
      await expectVisible(wreath.getByRole('radio', { name: /근조 기부화환/ }));

      // Another funeral home: the hall and its text are reset.
      await home.selectOption({ label: '은평하늘장례식장' });
      expect(await info.getByLabel('빈소', { exact: true }).inputValue()).toBe('');
      expect(await info.getByLabel('빈소 (호실)').inputValue()).toBe('');
      expect(await info.getByLabel('장례식장 이름').inputValue()).toBe('은평하늘장례식장');
      await home.selectOption({ label: '서울평안장례식장' });
      await info.getByLabel('빈소', { exact: true }).selectOption({ label: '특실 (지하 1층)' });

      // 발인 next year; the religion words the death and the templates.
      const nextYear = String(new Date().getFullYear() + 1);
      await info.getByLabel('발인 날짜 (필수) 연도').selectOption(nextYear);
      await info.getByLabel('발인 날짜 (필수) 월').selectOption('1');
      await info.getByLabel('발인 날짜 (필수) 일').selectOption('15');
      await info.getByLabel('발인 시간').fill('08:00');
      const deceased = section(page, '고인 정보');
      await deceased.locator('label').filter({ hasText: '불교' }).click();
      await expectVisible(info.getByText('왕생 시간'));
      await deceased.getByRole('textbox', { name: '고인 성함 (필수)' }).fill('김영호');
      await deceased.getByLabel('향년 (나이)').fill('85');

      // A template follows the name and age as they are typed.
      const words = section(page, '부고 문구');
      await words.getByLabel('메인 문구 고르기').selectOption({ index: 1 });
      const mainMessage = words.getByLabel('메인 문구', { exact: true });
      expect(await mainMessage.inputValue()).toBe('故 김영호님께서 향년 85세로 왕생하셨기에 삼가 알려드립니다.');
      await deceased.getByLabel('향년 (나이)').fill('86');
      await expect.poll(() => mainMessage.inputValue()).toBe('故 김영호님께서 향년 86세로 왕생하셨기에 삼가 알려드립니다.');
      await words.getByLabel('인사말 고르기').selectOption({ index: 2 });
      expect(await words.getByLabel('인사말', { exact: true }).inputValue()).toContain('김영호님께서 86세를 일기로 왕생하셨습니다.');

      // The chief mourner, the family, and three mourners' accounts.
      const mourners = section(page, '상주 연락처');
      await mourners.getByLabel('관계').fill('장남');
      await mourners.getByLabel('이름', { exact: true }).fill('김철수');
      await fillPhone(mourners, '대표 상주 휴대폰 번호', '01012345678');
      await mourners.getByLabel('상주 명단').fill('장남 김철수\n장녀 김영희\n차남 김민수');
      const money = section(page, '조의금 받으실 곳');
      await fillMournerAccount(page, '상주 계좌 1', { name: '김철수', bank: '국민', number: '123456789012' });
      await money.getByRole('button', { name: '상주 계좌 추가' }).click();
      await fillMournerAccount(page, '상주 계좌 2', { name: '김영희', bank: '신한', number: '110987654321' });
      await money.getByRole('button', { name: '상주 계좌 추가' }).click();
      await fillMournerAccount(page, '상주 계좌 3', { name: '김민수', bank: '우리', number: '1002987654321' });
      await section(page, '사진 갤러리')
        .locator('input[name="gallery"]')
        .setInputFiles(await jpegPhotos(2, 'memory'));

      // The funeral home's campaign, and the host's name and phone (their non-member login).
      await wreath
        .locator('label')
        .filter({ has: page.getByRole('radio') })
        .filter({ hasText: '근조 기부화환' })
        .click();
      const host = { name: '김철수', phone: `010${uniqueDigits(8)}` };
      const orderer = section(page, '주문하시는 분');
      await orderer.getByRole('textbox', { name: '이름 (필수)' }).fill(host.name);
      await fillPhone(orderer, '휴대폰 번호 (필수)', host.phone);

      // The preview is the notice as guests will see it.
      await page.getByRole('button', { name: '미리보기' }).click();
      const frame = page.frameLocator('iframe[title="미리보기"]');
      await expectVisible(frame.getByRole('heading', { level: 1 }).filter({ hasText: '김영호' }));
      await page.getByRole('button', { name: '미리보기 닫기' }).click();

      const answer = page.waitForResponse((response) => response.url().endsWith('/api/invitation/funeral') && response.request().method() === 'POST');
      await page.getByRole('button', { name: '부고장 만들기' }).click();
      const saved = (await (await answer).json()) as InvitationSaved;
      const dialog = await modal(page, '부고장이 생성되었습니다.');
      expect(await alertText(dialog)).toBe(`부고장이 생성되었습니다. 마이페이지에서 확인해주세요. 주문번호 : ${saved.orderNum}`);
      await dialog.getByRole('button', { name: '확인' }).click();
      // The order's screen, then the guest page from it.
      await waitForPath(page, `/funeral/order/${saved.invitationSeq}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: '부고장이 만들어졌습니다' }));
      await page.goto(url(`/invitation/${saved.publicNum}`));
      await expectVisible(page.getByRole('heading', { level: 1 }).filter({ hasText: '김영호' }));
      const view = await getJson<InvitationView>(page, `/api/invitation/get-detail?orderNum=${saved.publicNum}`);
      expect(view.funeral).toMatchObject({ religion: 'buddhist', deceasedName: '김영호', age: 86, funeralDate: `${nextYear}-01-15`, funeralTime: '08:00' });
      expect(view.funeral?.accounts.map((account) => account.name)).toEqual(['김철수', '김영희', '김민수']);
      expect(view.funeral?.mourners.split('<br>')).toHaveLength(3);
      expect(view.gallery).toHaveLength(2);
      expect(view.campaign?.campaignName).toBe('근조 기부화환');

      // The name, phone and order number are the host's non-member login; the order is theirs to see.
      await page.goto(url('/login?tab=non-member'));
      const login = page.getByRole('form', { name: '비회원 로그인' });
      await login.getByLabel('이름').fill(host.name);
      await login.getByLabel('휴대폰 번호').fill(host.phone);
      await login.getByLabel('주문번호').fill(saved.orderNum);
      await login.getByRole('button', { name: '비회원 로그인' }).click();
      await waitForPath(page, '/');
      await page.goto(url('/mypage/recent-order'));
      const card = page.locator(`article[data-order-num="${saved.orderNum}"]`);
      await expectVisible(card);
      await card.getByRole('link', { name: '수정' }).click();
      await waitForPath(page, `/funeral/edit/${saved.invitationSeq}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: '부고장 수정' }));
      expect(await section(page, '고인 정보').getByRole('textbox', { name: '고인 성함 (필수)' }).inputValue()).toBe('김영호');
      expect(await section(page, '부고 문구').getByLabel('메인 문구 고르기').inputValue()).toBe('0');
      expect(await section(page, '상주 연락처').getByLabel('상주 명단').inputValue()).toBe('장남 김철수\n장녀 김영희\n차남 김민수');
      expect(await section(page, '주문하시는 분').count()).toBe(0);
      expect(await violations(page)).toEqual([]);
      await context.close();

      // Someone else's notice: a screen that says so, not a blank page.
      const stranger = await newVisitor(browser(), viewport);
      await signUpThroughApi(stranger.page, '남궁타인', 'fun7');
      await stranger.page.goto(url(`/funeral/edit/${saved.invitationSeq}`));
      await expectVisible(stranger.page.getByRole('heading', { level: 1, name: messages.invitation.notOwner }));
      await expectVisible(stranger.page.getByRole('link', { name: '내 주문 보기' }));
      await stranger.context.close();
    });
  }

  it('an unknown notice shows that it cannot be found', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    await signUpThroughApi(page, '황없음', 'fun7n');
    await page.goto(url('/funeral/edit/999999'));
    await expectVisible(page.getByRole('heading', { level: 1, name: '부고장을 찾을 수 없습니다' }));
    await context.close();
  });
});
