import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerDestructive, answerModal, currentPath, expectTitle, expectVisible, url, useBrowser, viewports, violations } from './support/browser';
import { adminList, adminVisitor, openFromMenu } from './support/admin';
import { expectExcelCells, readExcelFile } from '../../../test-support/excel';

// 관리자 계정 and 회원 계정 (spec 002): the username search's three outcomes,
// the duplicate check, creating, editing, searching, paging, deleting and the
// members' Excel. Usernames of deleted accounts are never handed out again,
// so every run makes its own.
const browser = useBrowser();
const run = String(Date.now() % 1_000_000).padStart(6, '0');
const password = 'Qa7!mzpw#Lk';
const newAdmin = `jm${run}adm`;

/** Members made through the back office's own API, named alike so one search finds them all. */
async function createMembers(page: Page, count: number, name: string) {
  for (let i = 1; i <= count; i += 1) {
    const response = await page.request.post(url('/api/admin/account/save'), {
      data: {
        accountSeq: -1,
        username: `jm${run}m${i}`,
        pwd: password,
        pwdConfirm: password,
        name,
        description: `여정 회원 ${i}`,
        email: `jm${run}m${i}@example.com`,
        roleType: 'NORMAL',
      },
      headers: { origin: new URL(url('/')).origin },
    });
    expect(response.ok()).toBe(true);
  }
}

describe('관리자 계정', () => {
  it('아이디 검색: 일반회원 알림, 없는 계정은 확인 후 새 관리자 등록', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/board-faq');
    await openFromMenu(page, '관리자 계정', '관리자 계정 관리');
    await expectTitle(page, '관리자 계정 관리 | 온기');
    const list = adminList(page);
    await expectVisible(list.row('admin'));
    expect(await violations(page)).toEqual([]);

    // An empty search is refused (spec 002 §5).
    await page.getByRole('search').getByRole('button', { name: '검색' }).click();
    await answerModal(page, '검색어를 입력해주세요');

    await page.getByRole('link', { name: '등록' }).click();
    await expectVisible(page.getByRole('heading', { name: '관리자 계정 등록', level: 1 }));
    expect(currentPath(page)).toBe('/admin/admin-account-manage');
    expect(await violations(page)).toEqual([]);
    const username = page.getByLabel('아이디', { exact: true });

    // normalAccount: a member's username.
    await username.fill('member01');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await answerModal(page, '검색한 계정은 일반회원 계정입니다.');
    expect(await page.getByLabel('이름', { exact: true }).count()).toBe(0);

    // noAccount: asked, then the username is locked and the fields appear.
    await username.fill(newAdmin);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await answerModal(page, '계정이 존재 하지 않습니다, 새로 생성하시겠습니까?');
    await expectVisible(page.getByLabel('이름', { exact: true }));
    expect(await username.getAttribute('readonly')).not.toBeNull();
    expect(await violations(page)).toEqual([]);
    await page.getByLabel('비밀번호', { exact: true }).fill(password);
    await page.getByLabel('비밀번호 확인', { exact: true }).fill(`${password}x`);
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '비밀번호가 일치하지 않습니다.');
    await page.getByLabel('비밀번호 확인', { exact: true }).fill(password);
    await page.getByLabel('이름', { exact: true }).fill('여정관리');
    await page.getByLabel('설명', { exact: true }).fill('여정 시험 관리자');
    await page.getByLabel('소속', { exact: true }).fill('품질팀');
    await page.getByLabel('연락처 (선택) 앞자리').fill('02');
    await page.getByLabel('연락처 (선택) 가운데 자리').fill('123');
    await page.getByLabel('연락처 (선택) 뒷자리').fill('4567');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '계정이 생성 됐습니다.');
    await expectVisible(page.getByRole('heading', { name: '관리자 계정 관리', level: 1 }));

    await list.search('아이디', newAdmin);
    await list.expectCount('1-1 / 1');
    await expectVisible(list.row('여정 시험 관리자'));
    await expectVisible(list.row('품질팀'));
    await context.close();
  });

  it('기존 관리자 검색으로 수정, 자기 계정 삭제 거절, 삭제', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/admin-account');
    const list = adminList(page);
    const username = page.getByLabel('아이디', { exact: true });
    await expectVisible(list.row('admin'));

    // existing: the search shows that administrator, and opens it for editing.
    await page.getByRole('link', { name: '등록' }).click();
    await username.fill(newAdmin);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    const found = page.getByRole('region', { name: '검색된 관리자 계정' });
    await expectVisible(found.getByText('여정 시험 관리자'));
    expect(await violations(page)).toEqual([]);
    await found.getByRole('button', { name: '계정 정보 수정' }).click();
    await expectVisible(page.getByRole('heading', { name: '관리자 계정 수정', level: 1 }));
    await expect.poll(() => page.getByLabel('설명', { exact: true }).inputValue()).toBe('여정 시험 관리자');
    expect(await violations(page)).toEqual([]);
    await page.getByLabel('설명', { exact: true }).fill('여정 시험 관리자 (수정)');
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await answerModal(page, '수정되었습니다.');
    await expectVisible(page.getByRole('heading', { name: '관리자 계정 관리', level: 1 }));

    // Own account: refused, nothing deleted.
    await list.search('아이디', 'admin');
    const own = list.rows.filter({ has: page.getByRole('link', { name: 'admin', exact: true }) });
    await own.getByRole('checkbox').check();
    await page.getByRole('button', { name: '삭제' }).click();
    await answerDestructive(page, '선택한 관리자 계정을 삭제하시겠습니까?', '삭제');
    await answerModal(page, '지금 로그인한 관리자 계정은 삭제할 수 없습니다.');
    await expectVisible(own);

    await list.search('아이디', newAdmin);
    await list.expectCount('1-1 / 1');
    await expectVisible(list.row('여정 시험 관리자 (수정)'));
    await list.deleteRows([newAdmin], '선택한 관리자 계정을 삭제하시겠습니까?', '삭제가 완료됐습니다');
    await expectVisible(list.row('admin'));
    expect(new URL(page.url()).searchParams.get('searchWord')).toBeNull();
    await context.close();
  });
});

describe('회원 계정', () => {
  it('검색, 페이지, 엑셀 다운로드에 검색한 회원이 모두 담긴다', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/admin-account');
    const name = `여정${run}`;
    await createMembers(page, 11, name);
    await openFromMenu(page, '회원 계정', '회원 계정 관리');
    const list = adminList(page);
    await expectVisible(list.rows);
    expect(await violations(page)).toEqual([]);

    await list.search('이름', name);
    await list.expectCount('1-10 / 11');
    await list.goToPage(2);
    await list.expectCount('11-11 / 11');
    await expectVisible(list.row(`jm${run}m1`));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '엑셀 다운로드' }).click()]);
    // Opened with a reader that is not the library that wrote it, as another program would.
    const file = await readExcelFile(await readFile(await download.path()), download.suggestedFilename());
    expect(file.fileName).toBe(`회원목록_전체_${name}.xlsx`);
    expect(file.lines[1]).toBe(`검색 조건: 검색어 "${name}"(이름)`);
    expectExcelCells(file, { header: ['아이디', '이름', '이메일', '설명', '환불 은행', '환불 계좌번호', '가입일'], count: 11, dates: ['가입일'] });
    expect(file.column('아이디').sort()).toEqual(Array.from({ length: 11 }, (_, i) => `jm${run}m${i + 1}`).sort());
    expect(file.column('이름').every((cell) => cell === name)).toBe(true);
    await context.close();
  });

  it('중복확인, 아이디를 바꾸면 다시 확인, 회원 등록과 삭제', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/account');
    const list = adminList(page);
    await page.getByRole('link', { name: '등록' }).click();
    await expectVisible(page.getByRole('heading', { name: '회원 계정 등록', level: 1 }));
    expect(currentPath(page)).toBe('/admin/account-create');
    expect(await violations(page)).toEqual([]);

    const username = page.getByLabel('아이디', { exact: true });
    const check = page.getByRole('button', { name: '중복확인' });
    await username.fill('member01');
    await check.click();
    await answerModal(page, '중복된 아이디입니다.');

    const newMember = `jm${run}new`;
    await username.fill(newMember);
    await check.click();
    await answerModal(page, '사용 가능한 아이디입니다.');
    await expectVisible(page.getByText('사용 가능한 아이디입니다.'));
    // Changing the username takes the check back.
    await username.fill(`${newMember}2`);
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '아이디 중복확인을 해주세요.');
    await check.click();
    await answerModal(page, '사용 가능한 아이디입니다.');

    await page.getByLabel('비밀번호', { exact: true }).fill(password);
    await page.getByLabel('비밀번호 확인', { exact: true }).fill('Other7!zz#Pq');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '비밀번호가 일치하지 않습니다.');
    await page.getByLabel('비밀번호 확인', { exact: true }).fill(password);
    await page.getByLabel('이름', { exact: true }).fill('새회원');
    await page.getByLabel('설명', { exact: true }).fill('전화로 가입 요청');
    await page.getByLabel('이메일 (선택)').fill(`${newMember}@example.com`);
    await page.getByLabel('환불 은행').selectOption({ label: '신한' });
    await page.getByLabel('예금주').fill('새회원');
    await page.getByLabel('계좌번호').fill('110123456789');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '계정이 생성 됐습니다.');
    await expectVisible(page.getByRole('heading', { name: '회원 계정 관리', level: 1 }));

    await list.search('아이디', `${newMember}2`);
    await list.expectCount('1-1 / 1');
    await expectVisible(list.row('110123456789'));
    await expectVisible(list.row('신한'));

    await list.row(`${newMember}2`).getByRole('link').click();
    await expectVisible(page.getByRole('heading', { name: '회원 계정 수정', level: 1 }));
    await expect.poll(() => page.getByLabel('계좌번호').inputValue()).toBe('110123456789');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('link', { name: '목록' }).click();

    await list.search('아이디', `${newMember}2`);
    await list.deleteRows([`${newMember}2`], '선택한 회원 계정을 삭제하시겠습니까?', '삭제가 완료됐습니다');
    expect(new URL(page.url()).searchParams.get('searchWord')).toBeNull();
    await list.search('아이디', `${newMember}2`);
    await expectVisible(page.getByText('검색 결과가 없습니다'));
    await context.close();
  });

  it('390px 화면에서도 두 목록이 페이지를 넓히지 않는다', async () => {
    for (const path of ['/admin/admin-account', '/admin/account']) {
      const { context, page } = await adminVisitor(browser(), path, viewports.phone);
      await expectVisible(adminList(page).rows);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await context.close();
    }
  });
});
