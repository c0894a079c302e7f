import { describe, expect, it } from 'vitest';
import { answerDestructive, answerModal, expectTitle, expectVisible, modal, newVisitor, url, useBrowser, viewports, violations } from './support/browser';
import { adminList, adminVisitor, openFromMenu } from './support/admin';

// 카테고리, 캠페인 카테고리, 기부처: the three category screens of the back office.
const browser = useBrowser();

const categoryDeleteConfirm = '삭제된 카테고리는 복구할 수 없습니다. 정말 삭제하시겠습니까?';
const campaignCategoryDeleteConfirm = '삭제된 카테고리는 복구할 수 없습니다. 정말 삭제하시겠습니까?';
const donationCategoryDeleteConfirm = '삭제된 기부처는 복구할 수 없습니다. 정말 삭제하시겠습니까?';

describe('카테고리 관리', () => {
  it('목록: 구분으로 찾고, 페이지를 넘기고, 사용 여부를 바꾸면 공개 탭에서 바로 빠진다', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/admin-account');
    await openFromMenu(page, '카테고리', '카테고리 관리');
    await expectTitle(page, '카테고리 관리 | 온기');
    const list = adminList(page);
    await list.expectCount('1-10 / 24');
    expect(await violations(page)).toEqual([]);
    await list.goToPage(3);
    await list.expectCount('21-24 / 24');

    // The spec's search types are the groups: 전체, 공지사항, FAQ, …; a word is optional.
    await list.search('후원활동', '');
    await list.expectCount('1-4 / 4');
    expect(new URL(page.url()).searchParams.get('searchType')).toBe('sponsor');
    await expectVisible(list.row('환경').getByRole('cell', { name: '후원활동' }));

    // The public page shows the tab before.
    const before = await newVisitor(browser());
    await before.page.goto(url('/sponsor'));
    await expectVisible(before.page.getByRole('navigation', { name: '카테고리' }).getByRole('link', { name: '환경' }));
    await before.context.close();

    const use = page.getByRole('combobox', { name: '환경 사용 여부' });
    await use.selectOption({ label: '미사용' });
    await answerModal(page, "'환경' 카테고리를 사용하지 않습니다. 공개 화면에서 숨겨집니다.");
    await expect.poll(() => use.inputValue()).toBe('N');

    const after = await newVisitor(browser());
    await after.page.goto(url('/sponsor'));
    const tabs = after.page.getByRole('navigation', { name: '카테고리' });
    await expectVisible(tabs.getByRole('link', { name: '어르신' }));
    expect(await tabs.getByRole('link', { name: '환경' }).count()).toBe(0);
    await after.context.close();

    await use.selectOption({ label: '사용' });
    await answerModal(page, "'환경' 카테고리를 사용합니다.");
    await expect.poll(() => use.inputValue()).toBe('Y');
    await context.close();
  });

  it('등록: 구분과 이름을 차례로 알리고, 등록한 카테고리를 고친 뒤 삭제한다', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/category');
    const list = adminList(page);
    await list.expectCount('1-10 / 24');
    await page.getByRole('button', { name: '삭제' }).click();
    await answerModal(page, '선택된 카테고리가 없습니다');

    await page.getByRole('link', { name: '등록' }).click();
    await expectVisible(page.getByRole('heading', { name: '카테고리 등록', level: 1 }));
    expect(await page.getByRole('radio', { name: '미사용' }).isChecked()).toBe(true);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '구분을 선택하세요.');
    await page.getByRole('radio', { name: 'FAQ' }).check();
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '카테고리명을 입력하세요.');
    await page.getByLabel('카테고리명').fill('환불 안내');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '카테고리가 등록됐습니다.');
    await list.expectCount('1-10 / 25');
    await expectVisible(list.row('환불 안내').getByRole('combobox', { name: '환불 안내 사용 여부' }));

    await list.row('환불 안내').getByRole('link').click();
    await expectVisible(page.getByRole('heading', { name: '카테고리 수정', level: 1 }));
    const name = page.getByLabel('카테고리명');
    await expect.poll(() => name.inputValue()).toBe('환불 안내');
    await name.fill('환불·취소 안내');
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await answerModal(page, '수정되었습니다.');

    await list.search('FAQ', '환불');
    await list.expectCount('1-1 / 1');
    await list.deleteRows(['환불·취소 안내'], categoryDeleteConfirm, '삭제가 완료됐습니다');
    await list.expectCount('1-10 / 24');
    await context.close();
  });
});

describe('캠페인 카테고리 관리', () => {
  it('목록: 검색어를 요구하고, 상위 이름으로 찾고, 활성 여부를 바로 바꾼다', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/admin-account');
    await openFromMenu(page, '캠페인 카테고리', '캠페인 카테고리 관리');
    const list = adminList(page);
    await list.expectCount('1-10 / 12');
    expect(await violations(page)).toEqual([]);
    await list.goToPage(2);
    await list.expectCount('11-12 / 12');

    await list.search(null, '');
    await answerModal(page, '검색어를 입력해주세요');
    await list.search('상위 카테고리', '결혼 축하');
    await list.expectCount('1-3 / 3');
    await expectVisible(list.row('신혼 나눔').getByRole('cell', { name: '결혼 축하' }));

    const active = page.getByRole('combobox', { name: '신혼 나눔 활성 여부' });
    await active.selectOption({ label: '비활성' });
    await answerModal(page, "'신혼 나눔'을(를) 비활성으로 바꿨습니다. 공개 화면과 선택 목록에서 빠집니다.");
    await expect.poll(() => active.inputValue()).toBe('false');
    await active.selectOption({ label: '활성' });
    await answerModal(page, "'신혼 나눔'을(를) 활성으로 바꿨습니다.");
    await context.close();
  });

  it('등록: 상위를 고르거나 최상위로 두고, 이름을 요구하고, 확인 후 삭제한다', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/campaign-category');
    const list = adminList(page);
    await list.expectCount('1-10 / 12');
    await page.getByRole('link', { name: '등록' }).click();
    await expectVisible(page.getByRole('heading', { name: '캠페인 카테고리 등록', level: 1 }));
    expect(await page.getByRole('radio', { name: '없음 (최상위)' }).isChecked()).toBe(true);
    await expectVisible(page.getByRole('radio', { name: '결혼 축하' }));
    // Children cannot be parents: only top levels are offered.
    expect(await page.getByRole('radio', { name: '신혼 나눔' }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);

    await page.getByLabel('카테고리명').fill('   ');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '카테고리명을 입력하세요.');
    await page.getByRole('radio', { name: '결혼 축하' }).check();
    await page.getByLabel('카테고리명').fill('답례품 나눔');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '캠페인 카테고리가 등록됐습니다.');
    await list.expectCount('1-10 / 13');

    await list.search('카테고리명', '답례품');
    await list.expectCount('1-1 / 1');
    await expectVisible(list.row('답례품 나눔').getByRole('cell', { name: '결혼 축하' }));
    await list.deleteRows(['답례품 나눔'], campaignCategoryDeleteConfirm, '삭제가 완료됐습니다');
    await list.expectCount('1-10 / 12');

    // 취소 goes back to the list.
    await page.getByRole('link', { name: '등록' }).click();
    await page.getByRole('link', { name: '취소' }).click();
    await expectVisible(page.getByRole('heading', { name: '캠페인 카테고리 관리', level: 1 }));
    await context.close();
  });
});

describe('기부처 관리', () => {
  it('목록, 등록, 수정, 쓰이는 기부처의 삭제 거절, 수정 화면에서 삭제', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/admin-account');
    await openFromMenu(page, '기부처', '기부처 관리');
    const list = adminList(page);
    await list.expectCount('1-10 / 16');
    expect(await violations(page)).toEqual([]);
    await list.goToPage(2);
    await list.expectCount('11-16 / 16');

    await list.search('기부처명', '어르신');
    await list.expectCount('1-3 / 3');

    // A recipient campaigns use (and paid wreaths owe their half to) is kept.
    await list.search('기부처명', '아동양육시설');
    await list.expectCount('1-1 / 1');
    await list.row('아동양육시설').getByRole('checkbox').check();
    await page.getByRole('button', { name: '삭제' }).click();
    await answerDestructive(page, donationCategoryDeleteConfirm, '삭제');
    // What is attached, named with how many ('결제 n건(…원)과 캠페인 n건…'), and what to do instead.
    const refusal = await modal(page, '이 연결된 기부처(아동양육시설)는 삭제할 수 없습니다. 대신 비활성으로 바꿔 주세요.');
    expect(await refusal.innerText()).toMatch(/결제 [\d,]+건\([\d,]+원\)과 .*캠페인 \d+건/);
    await answerModal(page, '이 연결된 기부처(아동양육시설)는 삭제할 수 없습니다.');
    await list.expectCount('1-1 / 1');

    await page.getByRole('link', { name: '등록' }).click();
    await expectVisible(page.getByRole('heading', { name: '기부처 등록', level: 1 }));
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '기부처명을 입력하세요.');
    await page.getByLabel('기부처명').fill('재난 구호');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '기부처가 등록됐습니다.');
    await list.expectCount('1-10 / 17');

    await list.search('기부처명', '재난');
    await list.row('재난 구호').getByRole('link').click();
    await expectVisible(page.getByRole('heading', { name: '기부처 수정', level: 1 }));
    const order = page.getByLabel('정렬 순서');
    await expect.poll(() => order.inputValue()).toBe('0');
    await order.fill('7');
    await page.getByRole('checkbox', { name: /활성/ }).uncheck();
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await answerModal(page, '수정되었습니다.');
    await list.search('기부처명', '재난');
    await list.expectCount('1-1 / 1');
    await expect.poll(() => page.getByRole('combobox', { name: '재난 구호 활성 여부' }).inputValue()).toBe('false');

    await list.row('재난 구호').getByRole('link').click();
    await expect.poll(() => page.getByLabel('정렬 순서').inputValue()).toBe('7');
    await page.getByRole('button', { name: '삭제' }).click();
    await answerDestructive(page, donationCategoryDeleteConfirm, '삭제');
    await answerModal(page, '삭제가 완료됐습니다');
    await list.expectCount('1-10 / 16');
    await context.close();
  });
});

describe('카테고리 화면 390px', () => {
  it('세 목록 모두 페이지를 넓히지 않는다', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/category', viewports.phone);
    for (const { path, count } of [
      { path: '/admin/category', count: '1-10 / 24' },
      { path: '/admin/campaign-category', count: '1-10 / 12' },
      { path: '/admin/donation-category', count: '1-10 / 16' },
    ]) {
      await page.goto(url(path));
      await adminList(page).expectCount(count);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
