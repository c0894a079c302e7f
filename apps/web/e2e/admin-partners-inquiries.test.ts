import { describe, expect, it } from 'vitest';
import { inquiryAdminMessages, messages } from '@ongi/shared';
import type { Page } from 'playwright-core';
import { answerDestructive, answerModal, currentPath, expectTitle, expectVisible, newVisitor, url, useBrowser, viewports, violations } from './support/browser';
import { adminList, adminVisitor, openFromMenu } from './support/admin';
import { getJson, latestMailTo, postJson, signUpThroughApi } from './support/accounts';

// 제휴기관 and 1:1 문의 of the back office. The run's other journeys share
// this database, so these count from what is there and leave the seed as
// they found it (what they make, they delete).
const browser = useBrowser();

const total = async (page: Page, endpoint: string) => (await getJson<{ totalElements: number }>(page, `/api${endpoint}/list`)).totalElements;
const range = (first: number, last: number, all: number) => `${first}-${last} / ${all}`;

describe('제휴기관 관리', () => {
  it('목록 검색과 행 열기, 지도에서 장소를 골라 등록, 수정, 다음 페이지, 확인 후 삭제', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/admin-account');
    await openFromMenu(page, '제휴기관', '제휴기관 관리');
    await expectTitle(page, '제휴기관 관리 | 온기');
    const list = adminList(page);
    const before = await total(page, '/admin/partner');
    await list.expectCount(range(1, Math.min(10, before), before));
    expect(await violations(page)).toEqual([]);

    // The keyword is required; nothing chosen is the partner list's own sentence.
    await page.getByRole('search').getByRole('button', { name: '검색' }).click();
    await answerModal(page, messages.admin.searchWordRequired);
    await page.getByRole('button', { name: '삭제' }).click();
    await answerModal(page, '선택된 기관이 없습니다');

    await list.search('주소', '수원시 팔달구');
    await list.expectCount('1-1 / 1');
    expect(new URL(page.url()).searchParams.get('searchType')).toBe('address');
    await expectVisible(list.row('로즈가든웨딩 수원').getByText('예식장', { exact: true }));
    await list.row('로즈가든웨딩 수원').getByRole('link').click();
    await expectVisible(page.getByRole('heading', { name: '제휴기관 수정', level: 1 }));
    expect(currentPath(page)).toBe('/admin/partner-create');
    await expect.poll(() => page.getByLabel('기관명').inputValue()).toBe('로즈가든웨딩 수원');
    expect(await page.getByRole('radio', { name: '예식장' }).isChecked()).toBe(true);
    await expectVisible(page.getByRole('img', { name: '로즈가든웨딩 수원 위치 약도' }));
    expect(await violations(page)).toEqual([]);
    await page.getByRole('link', { name: '목록' }).click();
    await expectVisible(page.getByRole('heading', { name: '제휴기관 관리', level: 1 }));

    // Create: the type first, then a place picked from the search fills the fields.
    await page.getByRole('link', { name: '등록' }).click();
    await expectVisible(page.getByRole('heading', { name: '제휴기관 등록', level: 1 }));
    expect(await page.getByRole('button', { name: '삭제', exact: true }).count()).toBe(0);
    await expectVisible(page.getByRole('img', { name: '기본 위치 · 서울시청 위치 약도' }));
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '기관 유형(예식장 또는 장례식장)을 선택해주세요.');
    await page.getByRole('radio', { name: '예식장' }).check();
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '기관명을 입력해주세요.');

    const placeSearch = page.getByRole('searchbox', { name: '장소 검색' });
    await placeSearch.fill('신라호텔');
    await placeSearch.press('Enter');
    await page.getByRole('button', { name: /서울신라호텔/ }).click();
    await expect.poll(() => page.getByLabel('기관명').inputValue()).toBe('서울신라호텔');
    expect(await page.getByLabel('도로명 주소').inputValue()).toBe('서울 중구 동호로 249');
    await expectVisible(page.getByRole('img', { name: '서울신라호텔 위치 약도' }));
    await expectVisible(page.getByText('위도 37.55578, 경도 127.00548'));

    const name = `서울신라호텔 ${Date.now() % 100000}`;
    await page.getByLabel('기관명').fill(name);
    await page.getByLabel('전화번호').fill('02-2233-3131');
    await page.getByLabel('장소 URL').fill('javascript:alert(1)');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '장소 URL은 http:// 또는 https://로 시작하는 주소로 입력해주세요.');
    await page.getByLabel('장소 URL').fill('https://place.map.kakao.com/8181');
    await page.getByLabel('세부 장소 1 이름').fill('다이너스티홀');
    await page.getByRole('button', { name: '세부 장소 추가' }).click();
    await page.getByLabel('세부 장소 2 이름').fill('   ');
    await page.getByRole('button', { name: '세부 장소 추가' }).click();
    await page.getByLabel('세부 장소 3 이름').fill('영빈관');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '등록되었습니다.');
    await list.expectCount(range(1, 10, before + 1));
    await expectVisible(list.row(name).getByText('02-2233-3131'));

    // The invitation forms see it with its halls, the empty one dropped.
    const venues = await getJson<Array<{ name: string; placeUrl: string | null; details: Array<{ name: string }> }>>(
      page,
      '/api/partners/get-list?type=wedding',
    );
    const saved = venues.find((venue) => venue.name === name);
    expect(saved?.details.map((detail) => detail.name)).toEqual(['다이너스티홀', '영빈관']);
    expect(saved?.placeUrl).toBe('https://place.map.kakao.com/8181');

    // The oldest partner moved to page 2.
    await list.goToPage(2);
    await list.expectCount(range(11, before + 1, before + 1));
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    // Edit: the type and a hall.
    await list.search('기관명', name);
    await list.expectCount('1-1 / 1');
    await list.row(name).getByRole('link').click();
    await expectVisible(page.getByRole('heading', { name: '제휴기관 수정', level: 1 }));
    await expect.poll(() => page.getByLabel('세부 장소 2 이름').inputValue()).toBe('영빈관');
    await page.getByRole('radio', { name: '장례식장' }).check();
    await page.getByRole('button', { name: '세부 장소 2 삭제' }).click();
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await answerModal(page, '수정되었습니다.');
    await expectVisible(page.getByRole('heading', { name: '제휴기관 관리', level: 1 }));
    await expectVisible(list.row(name).getByText('장례식장', { exact: true }));

    // Delete on a searched page 1: the list comes back whole, page 1, search cleared.
    await list.search('기관명', name);
    await list.expectCount('1-1 / 1');
    await list.deleteRows([name], '삭제하시겠습니까?', '삭제가 완료됐습니다');
    await list.expectCount(range(1, Math.min(10, before), before));
    expect(new URL(page.url()).searchParams.get('searchWord')).toBeNull();
    await context.close();
  });

  it('390px 화면에서도 목록과 등록 화면이 페이지를 넓히지 않는다', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/partner', viewports.phone);
    await expectVisible(adminList(page).row('라온채플 강남'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(url('/admin/partner-create'));
    await expectVisible(page.getByRole('img', { name: '기본 위치 · 서울시청 위치 약도' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});

describe('1:1 문의 관리', () => {
  it('필터와 검색, 다음 페이지, 답변하면 메일이 가고 회원의 마이페이지에 보이며, 확인 후 삭제', async () => {
    // A member made for this journey files an inquiry with line breaks and markup.
    const member = await newVisitor(browser());
    const asker = await signUpThroughApi(member.page, '문의회원', 'inqe2e');
    const title = `예식장 변경 문의 ${Date.now() % 100000}`;
    await postJson(member.page, '/api/inquiry/create', {
      userType: 'member',
      questionTitle: title,
      questionContent: '예식장이 바뀌었습니다.\n<b>지도</b>도 바꿀 수 있나요?',
      emailReceive: 'Y',
      userEmail: asker.email,
    });
    // Guests' inquiries, so the list has a second page.
    const guestTitles = Array.from({ length: 4 }, (_, i) => `비회원 페이지 문의 ${i + 1} ${Date.now() % 100000}`);
    for (const guestTitle of guestTitles) {
      await postJson(member.page, '/api/inquiry/create', {
        userType: 'nonMember',
        questionTitle: guestTitle,
        questionContent: '확인 부탁드립니다.',
        emailReceive: 'N',
        userEmail: 'guest.e2e@example.com',
      });
    }

    const { context, page } = await adminVisitor(browser(), '/admin/admin-account');
    await openFromMenu(page, '1:1 문의', '1:1 문의 관리');
    const list = adminList(page);
    const all = await total(page, '/admin/inquiry');
    expect(all).toBeGreaterThan(10);
    await list.expectCount(range(1, 10, all));
    expect(await violations(page)).toEqual([]);
    // Inquiries are filed by the public: no 등록 here, but 삭제 stays.
    expect(await page.getByRole('link', { name: '등록' }).count()).toBe(0);
    await page.getByRole('button', { name: '삭제' }).click();
    await answerModal(page, messages.admin.noneSelected.inquiry);

    await list.goToPage(2);
    await list.expectCount(range(11, all, all));

    // The answer filter lives in the URL.
    const answeredBefore = (await getJson<{ totalElements: number }>(page, '/api/admin/inquiry/list?answerStatus=answered')).totalElements;
    await page.getByLabel('답변 상태').selectOption({ label: '답변 완료' });
    await list.expectCount(range(1, Math.min(10, answeredBefore), answeredBefore));
    expect(new URL(page.url()).searchParams.get('answerStatus')).toBe('answered');
    expect(await list.rows.filter({ hasText: '미답변' }).count()).toBe(0);
    await page.getByLabel('답변 상태').selectOption({ label: '미답변' });
    await list.expectCount(range(1, Math.min(10, all - answeredBefore), all - answeredBefore));
    await expectVisible(list.row(title).getByText('미답변'));

    // The keyword is required.
    await page.getByRole('search').getByRole('button', { name: '검색' }).click();
    await answerModal(page, messages.admin.searchWordRequired);
    await list.search('제목', title);
    await list.expectCount('1-1 / 1');
    expect(new URL(page.url()).searchParams.get('answerStatus')).toBe('notAnswered');

    // The answer screen: the question as text with its line break, no answer date yet.
    await list.row(title).getByRole('link').click();
    await expectVisible(page.getByRole('heading', { name: '문의 답변', level: 1 }));
    expect(currentPath(page)).toBe('/admin/inquiry-manage');
    await expectVisible(page.getByText(asker.email));
    const question = page.getByText('예식장이 바뀌었습니다.');
    expect(await question.innerText()).toBe('예식장이 바뀌었습니다.\n<b>지도</b>도 바꿀 수 있나요?');
    expect(await page.locator('b', { hasText: '지도' }).count()).toBe(0);
    expect(await page.getByText('답변일').count()).toBe(0);
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: '저장', exact: true }).click();
    await answerModal(page, inquiryAdminMessages.answerRequired);
    await page.getByRole('textbox', { name: '답변' }).fill('네, 마이페이지에서 바꾸실 수 있습니다.\n지도도 함께 바뀝니다.');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await answerModal(page, inquiryAdminMessages.answeredMailed);
    await expectVisible(page.getByRole('heading', { name: '1:1 문의 관리', level: 1 }));

    // Mailed with the question and the answer.
    const mail = await latestMailTo(asker.email);
    expect(mail.subject).toBe(inquiryAdminMessages.mailSubject(title));
    expect(mail.text).toContain('예식장이 바뀌었습니다.\n<b>지도</b>도 바꿀 수 있나요?');
    expect(mail.text).toContain('네, 마이페이지에서 바꾸실 수 있습니다.\n지도도 함께 바뀝니다.');

    // Answered now, with its date on the answer screen.
    await list.search('제목', title);
    await expectVisible(list.row(title).getByText('답변 완료'));
    await list.row(title).getByRole('link').click();
    await expectVisible(page.getByText('답변일'));
    await expect.poll(() => page.getByRole('textbox', { name: '답변' }).inputValue()).toBe('네, 마이페이지에서 바꾸실 수 있습니다.\n지도도 함께 바뀝니다.');

    // The member sees the answer on my-page.
    await member.page.goto(url('/mypage/inquiry-list'));
    const mine = member.page.getByRole('list', { name: '문의 목록' }).getByRole('listitem').filter({ hasText: title });
    await expectVisible(mine.getByText('답변완료'));
    await mine.getByRole('button', { name: title }).click();
    await expectVisible(mine.getByText('지도도 함께 바뀝니다.', { exact: false }));

    // Delete from the answer screen, with the spec's confirm.
    await page.getByRole('button', { name: '삭제' }).click();
    await answerDestructive(page, '문의를 삭제하시겠습니까?', '삭제');
    await answerModal(page, '삭제가 완료됐습니다');
    await list.expectCount(range(1, 10, all - 1));

    // Delete the guests' inquiries from the list.
    await list.search('제목', '비회원 페이지 문의');
    await list.expectCount(range(1, guestTitles.length, guestTitles.length));
    await page.getByRole('checkbox', { name: '이 페이지 전체 선택' }).check();
    await page.getByRole('button', { name: '삭제' }).click();
    await answerDestructive(page, '문의를 삭제하시겠습니까?', '삭제');
    await answerModal(page, '삭제가 완료됐습니다');
    await list.expectCount(range(1, Math.min(10, all - 1 - guestTitles.length), all - 1 - guestTitles.length));
    expect(new URL(page.url()).searchParams.get('searchWord')).toBeNull();

    // The answer screen without an inquiry sends the administrator back to the list.
    await page.goto(url('/admin/inquiry-manage'));
    await expectVisible(page.getByText('답변할 문의를 목록에서 골라 주세요.'));
    expect(await page.getByRole('button', { name: '저장' }).count()).toBe(0);
    await page.getByRole('link', { name: '목록으로' }).click();
    await expectVisible(page.getByRole('heading', { name: '1:1 문의 관리', level: 1 }));

    await member.context.close();
    await context.close();
  });

  it('390px 화면에서도 목록과 답변 화면이 페이지를 넓히지 않는다', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/inquiry', viewports.phone);
    await expectVisible(adminList(page).row('청첩장 사진 순서를 바꾸고 싶어요'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await adminList(page).row('청첩장 사진 순서를 바꾸고 싶어요').getByRole('link').click();
    await expectVisible(page.getByRole('heading', { name: '문의 답변', level: 1 }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
