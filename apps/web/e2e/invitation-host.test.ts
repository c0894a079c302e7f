// Issue 26 on a phone (390 px): a family makes a 부고장 for a funeral home
// that is not a partner, taps 확인, and fixes the 발인 time without having
// written anything down; a member makes a 청첩장 at a venue that is not a
// partner; a non-member who lost the order number finds it again with
// identity verification. Every screen passes axe.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages, type CampaignCard, type CheckLogin, type InvitationSaved, type InvitationView } from '@ongi/shared';
import { answerModal, demo, expectVisible, modal, newVisitor, url, useBrowser, viewports, violations, waitForPath } from './support/browser';
import { getJson, signUpThroughApi, uniqueDigits } from './support/accounts';
import { jpegPhotos } from './support/photos';

const browser = useBrowser();

const section = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title}`) });
const focusedName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '');
/** '4827 3916 0527', as the order's screen shows the number. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

describe('a funeral home that is not a partner (390 px)', () => {
  it('a family makes a 부고장 there, taps 확인, and edits the 발인 time without writing anything down', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('') });
    await page.goto(url('/funeral'));
    await expectVisible(page.getByRole('heading', { level: 1, name: '부고장 만들기' }));
    const info = section(page, '장례 정보');

    // The name typed is not yet a place: '장례식장을 선택해주세요.' and the search box, where it is found.
    await info.getByRole('textbox', { name: '장례식장 이름 (필수)' }).fill('서울아산병원 장례식장');
    await page.getByRole('button', { name: '부고장 만들기' }).click();
    await answerModal(page, messages.invitation.funeralHomeRequired);
    expect(await focusedName(page)).toBe('venueSearch');
    // An empty box searches for the name typed beside it.
    await info.getByRole('button', { name: '검색' }).click();
    await info
      .getByRole('button', { name: /서울아산병원 장례식장/ })
      .first()
      .click();
    await expectVisible(info.getByRole('button', { name: /서울아산병원 장례식장/, pressed: true }));
    await expectVisible(section(page, '오시는 길').getByText('서울 송파구 올림픽로43길 88'));
    await info.getByLabel('빈소 (호실)').fill('3호실 (지하 1층)');
    expect(await violations(page)).toEqual([]);

    // The wreaths of no partner are offered here, and nothing of a partner's.
    const offered = await getJson<CampaignCard[]>(page, '/api/campaign/get-campaigns?campaignType=FUNERAL&unpartnered=only&limit=7');
    expect(offered.map((campaign) => campaign.campaignName)).toContain('근조 기부화환');
    const wreath = section(page, '디지털 근조 기부화환');
    await expectVisible(wreath.getByRole('radio', { name: /근조 기부화환/ }));
    expect(await wreath.getByRole('radio').count()).toBe(offered.length + 4);
    await wreath
      .locator('label')
      .filter({ has: page.getByRole('radio') })
      .filter({ hasText: '근조 기부화환' })
      .click();

    // 발인 before 별세 the same day is refused, in the family's word, at the 발인 date.
    await info.getByLabel('별세 시간').fill('14:30');
    const today = await info.getByLabel('별세 날짜 연도').inputValue();
    await info.getByLabel('발인 날짜 (필수) 연도').selectOption(today);
    await info.getByLabel('발인 날짜 (필수) 월').selectOption(await info.getByLabel('별세 날짜 월').inputValue());
    await info.getByLabel('발인 날짜 (필수) 일').selectOption(await info.getByLabel('별세 날짜 일').inputValue());
    await info.getByLabel('발인 시간').fill('08:00');
    await section(page, '고인 정보').getByRole('textbox', { name: '고인 성함 (필수)' }).fill('김영호');
    const host = { name: '김철수', phone: `010${uniqueDigits(8)}` };
    const orderer = section(page, '주문하시는 분');
    await orderer.getByRole('textbox', { name: '이름 (필수)' }).fill(host.name);
    await orderer.getByLabel('휴대폰 번호 (필수) 앞자리').fill(host.phone.slice(0, 3));
    await orderer.getByLabel('휴대폰 번호 (필수) 가운데 자리').fill(host.phone.slice(3, 7));
    await orderer.getByLabel('휴대폰 번호 (필수) 뒷자리').fill(host.phone.slice(7));
    await page.getByRole('button', { name: '부고장 만들기' }).click();
    await answerModal(page, messages.invitationPlace.funeralBeforeDeath('별세'));
    expect(await focusedName(page)).toMatch(/^funeralDate\./);

    // Next year's 발인: made.
    const nextYear = String(new Date().getFullYear() + 1);
    await info.getByLabel('발인 날짜 (필수) 연도').selectOption(nextYear);
    await info.getByLabel('발인 날짜 (필수) 월').selectOption('1');
    await info.getByLabel('발인 날짜 (필수) 일').selectOption('15');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/invitation/funeral') && response.request().method() === 'POST');
    await page.getByRole('button', { name: '부고장 만들기' }).click();
    const saved = (await (await answer).json()) as InvitationSaved;
    const alerted = await modal(page, `주문번호 : ${saved.orderNum}`);
    // The family taps 확인 without writing the number down.
    await alerted.getByRole('button', { name: '확인' }).click();

    // The order's screen: the number with a copy button, the guests' link, and the way back.
    await waitForPath(page, `/funeral/order/${saved.invitationSeq}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: '부고장이 만들어졌습니다' }));
    await expectVisible(page.getByText(grouped(saved.orderNum)));
    await expectVisible(page.getByText('주문번호를 적어 두거나 이 화면을 캡처해 두세요.'));
    await expectVisible(page.getByText(`/invitation/${saved.publicNum}`));
    await page.getByRole('button', { name: '주문번호 복사' }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: '주문번호를 복사했습니다.' }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(saved.orderNum);
    await page.getByRole('button', { name: '주소 복사' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url(`/invitation/${saved.publicNum}`));
    expect(await page.getByRole('link', { name: /부고장 보기/ }).getAttribute('href')).toBe(`/invitation/${saved.publicNum}`);
    expect(await page.getByRole('link', { name: '주문번호 찾기' }).getAttribute('href')).toBe('/login?tab=non-member&find=order');
    expect(await violations(page)).toEqual([]);
    // Logged in to that order, with nothing typed.
    expect(await getJson<CheckLogin>(page, '/api/account/check-login')).toEqual({
      isAuthenticated: true,
      userInfo: { name: host.name, roleType: 'NON_MEMBER' },
    });

    // 수정하기: the 발인 time fixed.
    await page.getByRole('link', { name: '수정하기' }).click();
    await waitForPath(page, `/funeral/edit/${saved.invitationSeq}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: '부고장 수정' }));
    const editInfo = section(page, '장례 정보');
    expect(await editInfo.getByRole('textbox', { name: '장례식장 이름 (필수)' }).inputValue()).toBe('서울아산병원 장례식장');
    await expectVisible(editInfo.getByText('서울 송파구 올림픽로43길 88'));
    expect(await editInfo.getByLabel('발인 시간').inputValue()).toBe('08:00');
    await editInfo.getByLabel('발인 시간').fill('09:30');
    await page.getByRole('button', { name: '수정 내용 저장' }).click();
    await answerModal(page, messages.invitation.funeralUpdated);
    await waitForPath(page, `/invitation/${saved.publicNum}`);
    await expectVisible(page.getByText('서울 송파구 올림픽로43길 88'));
    const view = await getJson<InvitationView>(page, `/api/invitation/get-detail?orderNum=${saved.publicNum}`);
    expect(view.funeral).toMatchObject({
      funeralTime: '09:30',
      place: { name: '서울아산병원 장례식장', detail: '3호실 (지하 1층)', address: '서울 송파구 올림픽로43길 88' },
    });
    expect(view.campaign?.campaignName).toBe('근조 기부화환');

    // My-page: the card speaks of a 부고장 and of the wreath's price.
    await page.goto(url('/mypage/recent-order'));
    const card = page.locator(`article[data-order-num="${saved.orderNum}"]`);
    await expectVisible(card);
    await expectVisible(card.getByRole('link', { name: /부고장 보기/ }));
    await expectVisible(card.getByText('발인일'));
    await expectVisible(card.getByText('조문객이 보내는 화환 1개'));
    expect(await card.getByText('초대장').count()).toBe(0);
    expect(await card.getByLabel('키오스크 화면 스타일').locator('option').allInnerTexts()).toEqual([
      '부고장에서 고른 스타일',
      '스타일 1 · 갤러리',
      '스타일 2 · 슬라이드',
      '스타일 3 · 이름 강조',
      '스타일 4 · 세로 흐름',
    ]);
    expect(await violations(page)).toEqual([]);
    // On a wide screen the card's buttons stay inside it: nothing scrolls sideways.
    await page.setViewportSize(viewports.desktop);
    await expectVisible(card.getByRole('link', { name: '키오스크 열기 (새 창)' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});

describe('a wedding venue that is not a partner (390 px)', () => {
  it('a member makes a 청첩장 there with the celebration wreath', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    await signUpThroughApi(page, '윤하객', 'host7');
    await page.goto(url('/wedding'));
    await expectVisible(page.getByRole('heading', { level: 1, name: '청첩장 만들기' }));
    const info = section(page, '예식 정보');
    await info.getByLabel('예식 연도').selectOption(String(new Date().getFullYear() + 1));
    await info.getByLabel('예식 시간').fill('13:30');
    await info.getByRole('textbox', { name: '예식장 이름 (필수)' }).fill('서울신라호텔');
    const names = section(page, '혼주 성함');
    await names.getByRole('textbox', { name: '신랑 (필수)' }).fill('민준');
    await names.getByRole('textbox', { name: '신부 (필수)' }).fill('서연');
    await section(page, '메인 디자인')
      .locator('input[name="mainImage"]')
      .setInputFiles(await jpegPhotos(1, 'main'));
    await section(page, '사진 갤러리')
      .locator('input[name="gallery"]')
      .setInputFiles(await jpegPhotos(2, 'gallery'));
    const wreath = section(page, '디지털 기부화환');
    await wreath.getByLabel('캠페인 카테고리').selectOption({ label: '결혼 축하' });
    await wreath.getByLabel('세부 카테고리').selectOption({ label: '축하 화환' });
    await wreath.getByLabel('기부처 분야').selectOption({ label: '아동·청소년' });
    await wreath.getByLabel('기부처', { exact: true }).selectOption({ label: '결식아동 급식' });
    await wreath
      .locator('label')
      .filter({ has: page.getByRole('radio') })
      .filter({ hasText: '축하 기부화환' })
      .click();

    // Typed but not found: the venue's own sentence, and the search box.
    await page.getByRole('button', { name: '청첩장 만들기' }).click();
    await answerModal(page, messages.invitationPlace.venueNotFound);
    expect(await focusedName(page)).toBe('venueSearch');
    await info.getByRole('searchbox', { name: '예식장 찾기' }).fill('신라');
    await info.getByRole('button', { name: '검색' }).click();
    await info
      .getByRole('button', { name: /서울신라호텔/ })
      .first()
      .click();
    await expectVisible(info.getByRole('button', { name: /서울신라호텔/, pressed: true }));
    await info.getByLabel('층·홀').fill('다이너스티홀 (2층)');
    expect(await violations(page)).toEqual([]);

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/invitation/wedding') && response.request().method() === 'POST');
    await page.getByRole('button', { name: '청첩장 만들기' }).click();
    const saved = (await (await answer).json()) as InvitationSaved;
    await answerModal(page, `주문번호 : ${saved.orderNum}`);
    await waitForPath(page, `/wedding/order/${saved.invitationSeq}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: '청첩장이 만들어졌습니다' }));
    await expectVisible(page.getByText(grouped(saved.orderNum)));
    // A member keeps it on my-page: no warning to write the number down.
    await expectVisible(page.getByText('주문번호는 마이페이지의 주문 내역에서도 언제든 볼 수 있습니다.'));
    expect(await page.getByText('주문번호를 적어 두거나').count()).toBe(0);
    expect(await page.getByRole('link', { name: '마이페이지에서 관리' }).getAttribute('href')).toBe('/mypage/recent-order');
    expect(await violations(page)).toEqual([]);

    const view = await getJson<InvitationView>(page, `/api/invitation/get-detail?orderNum=${saved.publicNum}`);
    expect(view.wedding?.place).toMatchObject({ name: '서울신라호텔', detail: '다이너스티홀 (2층)', address: '서울 중구 동호로 249' });
    expect(view.campaign?.campaignName).toBe('축하 기부화환');
    await page.goto(url(`/invitation/${saved.publicNum}`));
    await expectVisible(page.getByText('서울 중구 동호로 249'));
    await context.close();
  });
});

describe('주문번호 찾기 (390 px)', () => {
  it('a non-member finds the order again with name, phone and identity verification, and logs in to it', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    await page.goto(url('/login?tab=non-member'));
    const form = page.getByRole('form', { name: '비회원 로그인' });
    await form.getByLabel('이름').fill(demo.nonMember.name);
    await form.getByLabel('휴대폰 번호').fill(demo.nonMember.phoneNum);
    await form.getByRole('button', { name: '주문번호 찾기' }).click();
    const dialog = page.getByRole('dialog', { name: '주문번호 찾기' });
    await expectVisible(dialog);
    // What was typed is carried over.
    expect(await dialog.getByLabel('이름').inputValue()).toBe(demo.nonMember.name);
    expect(await dialog.getByLabel('휴대폰 번호').inputValue()).toBe(demo.nonMember.phoneNum);
    expect(await violations(page)).toEqual([]);

    const popupOpened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: '본인인증하고 주문번호 찾기' }).click();
    const popup = await popupOpened;
    expect(await popup.getByLabel('휴대폰 번호').inputValue()).toBe(demo.nonMember.phoneNum);
    await popup.getByRole('button', { name: '인증하기' }).click();
    await expectVisible(dialog.getByText(messages.orderLookup.found));
    await expectVisible(dialog.getByText(demo.nonMember.orderNum));
    expect(await violations(page)).toEqual([]);

    await dialog
      .getByRole('button', { name: /이 주문으로 로그인/ })
      .first()
      .click();
    await waitForPath(page, '/mypage/recent-order');
    await expectVisible(page.locator(`article[data-order-num="${demo.nonMember.orderNum}"]`));
    await context.close();
  });

  it('opens at once from the order screen’s link, and says so when nothing was made under that name and phone', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    await page.goto(url('/login?tab=non-member&find=order'));
    const dialog = page.getByRole('dialog', { name: '주문번호 찾기' });
    await expectVisible(dialog);
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('find')).toBeNull();
    await dialog.getByLabel('이름').fill('없는사람');
    await dialog.getByLabel('휴대폰 번호').fill(`010${uniqueDigits(8)}`);
    const popupOpened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: '본인인증하고 주문번호 찾기' }).click();
    await (await popupOpened).getByRole('button', { name: '인증하기' }).click();
    await expectVisible(dialog.getByText(messages.orderLookup.noMatch));
    await context.close();
  });
});
