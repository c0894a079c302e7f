import { describe, expect, it } from 'vitest';
import { answerDestructive, answerModal, currentPath, expectTitle, expectVisible, url, useBrowser, viewports, violations } from './support/browser';
import { adminList, adminVisitor, openFromMenu } from './support/admin';

// The shared admin list and form, through the FAQ: the first resource built on them.
const browser = useBrowser();

describe('FAQ 관리 (공통 목록·등록 화면)', () => {
  it('목록: 검색, 페이지, 행 열기와 수정, 공개 FAQ에 반영', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/admin-account');
    await openFromMenu(page, 'FAQ', 'FAQ 관리');
    await expectTitle(page, 'FAQ 관리 | 온기');
    const list = adminList(page);
    await list.expectCount('1-10 / 15');
    expect(await list.rows.count()).toBe(10);
    expect(await violations(page)).toEqual([]);

    await list.goToPage(2);
    await list.expectCount('11-15 / 15');
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    await list.search('제목', '아이디');
    await list.expectCount('1-1 / 1');
    expect(new URL(page.url()).searchParams.get('searchWord')).toBe('아이디');
    await list.row('아이디가 기억나지 않아요.').getByRole('link').click();
    await expectVisible(page.getByRole('heading', { name: 'FAQ 수정', level: 1 }));
    expect(currentPath(page)).toBe('/admin/board-faq-create');
    const title = page.getByLabel('제목', { exact: true });
    await expect.poll(() => title.inputValue()).toBe('아이디가 기억나지 않아요.');
    expect(await violations(page)).toEqual([]);

    await title.fill('아이디를 잊어버렸어요.');
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await answerModal(page, '수정되었습니다.');
    await expectVisible(page.getByRole('heading', { name: 'FAQ 관리', level: 1 }));
    await expectVisible(adminList(page).row('아이디를 잊어버렸어요.'));

    await page.goto(url('/customer-service/faq-list'));
    const search = page.getByRole('search', { name: '자주 묻는 질문 검색' });
    await search.getByLabel('검색어').fill('잊어버렸어요');
    await search.getByLabel('검색어').press('Enter');
    await expectVisible(page.getByRole('main').getByRole('button', { name: /아이디를 잊어버렸어요\./ }));
    await context.close();
  });

  it('등록: 빈 항목은 순서대로 알리고, 등록한 FAQ를 확인 후 삭제한다', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/board-faq');
    const list = adminList(page);
    await list.expectCount('1-10 / 15');

    await page.getByRole('button', { name: '삭제' }).click();
    await answerModal(page, '선택된 FAQ가 없습니다');

    await page.getByRole('link', { name: '등록' }).click();
    await expectVisible(page.getByRole('heading', { name: 'FAQ 등록', level: 1 }));
    expect(await page.getByRole('button', { name: '삭제' }).count()).toBe(0);
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '카테고리를 선택해주세요.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('categorySeq');

    await page.getByLabel('카테고리').selectOption({ label: '기부화환' });
    await page.getByLabel('제목', { exact: true }).fill('기부화환은 어디에 전시되나요?');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '내용을 입력해주세요.');
    expect(await page.getByLabel('제목', { exact: true }).inputValue()).toBe('기부화환은 어디에 전시되나요?');
    await page.getByLabel('내용').fill('예식장과 장례식장 입구의 키오스크 화면에 보입니다.');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '등록되었습니다.');
    await list.expectCount('1-10 / 16');
    await expectVisible(list.row('기부화환은 어디에 전시되나요?'));

    // Deleting on page 1 reloads the list with the search reset.
    await list.search('제목', '전시되나요');
    await list.expectCount('1-1 / 1');
    await list.deleteRows(['기부화환은 어디에 전시되나요?'], '삭제하시겠습니까?', '삭제가 완료됐습니다');
    await list.expectCount('1-10 / 15');
    expect(new URL(page.url()).searchParams.get('searchWord')).toBeNull();
    await context.close();
  });

  it('수정 화면의 삭제, 마지막 페이지를 비우면 앞 페이지로', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/board-faq?page=2');
    const list = adminList(page);
    await list.expectCount('11-15 / 15');
    await list.rows.first().getByRole('link').click();
    await expectVisible(page.getByRole('heading', { name: 'FAQ 수정', level: 1 }));
    await page.getByRole('button', { name: '삭제' }).click();
    await answerDestructive(page, '삭제하시겠습니까?', '삭제');
    await answerModal(page, '삭제가 완료됐습니다');
    await list.expectCount('1-10 / 14');

    await page.goto(url('/admin/board-faq?page=2'));
    await list.expectCount('11-14 / 14');
    await page.getByRole('checkbox', { name: '이 페이지 전체 선택' }).check();
    await page.getByRole('button', { name: '삭제' }).click();
    await answerDestructive(page, '삭제하시겠습니까?', '삭제');
    await answerModal(page, '삭제가 완료됐습니다');
    await list.expectCount('1-10 / 10');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await context.close();
  });

  it('390px 화면에서도 목록이 페이지를 넓히지 않는다', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/board-faq', viewports.phone);
    await adminList(page).expectCount('1-10 / 10');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
