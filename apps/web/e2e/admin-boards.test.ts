import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminAttachmentExtensions, messages } from '@ongi/shared';
import { answerModal, currentPath, expectTitle, expectVisible, url, useBrowser, viewports, violations } from './support/browser';
import { adminList, adminVisitor, openFromMenu } from './support/admin';

// Notices (the Quill editor, pasted images, attachments) and popups, on the shared list and form.
const browser = useBrowser();

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** The editor's writing area, named by its label. */
const editor = (page: Page) => page.getByRole('textbox', { name: '내용' });

/**
 * Pastes an image file into the editor as a browser's paste of a copied
 * picture does: a paste event whose clipboard holds only the file. `valid`
 * false pastes bytes that only claim to be a PNG.
 */
async function pasteImage(page: Page, valid = true) {
  await editor(page).click();
  await page.evaluate(async (real) => {
    const target = document.querySelector<HTMLElement>('.ql-editor')!;
    let blob: Blob;
    if (real) {
      const canvas = document.createElement('canvas');
      canvas.width = 40;
      canvas.height = 24;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#c08a5b';
      context.fillRect(0, 0, 40, 24);
      blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
    } else {
      blob = new Blob(['not really a picture'], { type: 'image/png' });
    }
    const data = new DataTransfer();
    data.items.add(new File([blob], 'pasted.png', { type: 'image/png' }));
    target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, valid);
}

async function apiPost(page: Page, path: string, data: unknown) {
  const response = await page.request.post(url(path), { data, headers: { origin: new URL(url('/')).origin } });
  expect(response.ok(), `${path} ${await response.text()}`).toBe(true);
  return response.json() as Promise<{ seq: number }>;
}

async function total(page: Page, path: string): Promise<number> {
  const response = await page.request.get(url(path));
  return ((await response.json()) as { totalElements: number }).totalElements;
}

const countText = (from: number, to: number, all: number) => `${from}-${to} / ${all}`;

describe('공지사항 관리', () => {
  it('목록: 중요 공지 먼저, 검색, 페이지, 행 열기와 수정', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/admin-account');
    await openFromMenu(page, '공지사항', '공지사항 관리');
    await expectTitle(page, '공지사항 관리 | 온기');
    const all = await total(page, '/api/admin/notice/list');
    expect(all).toBeGreaterThan(10);
    const list = adminList(page);
    await list.expectCount(countText(1, 10, all));
    // Pinned notices come first and read 중요.
    await expect.poll(() => list.rows.first().locator('td').nth(1).textContent()).toBe('중요');
    expect(await list.rows.first().textContent()).toContain('서비스 안내');
    expect(await violations(page)).toEqual([]);

    await list.goToPage(2);
    await list.expectCount(countText(11, Math.min(20, all), all));

    await list.search('제목', '결제 시스템 점검');
    await list.expectCount('1-1 / 1');
    await list.row('결제 시스템 점검 안내').getByRole('link').click();
    await expectVisible(page.getByRole('heading', { name: '공지사항 수정', level: 1 }));
    await expectTitle(page, '공지사항 수정 | 온기');
    expect(currentPath(page)).toMatch(/^\/admin\/board-notice-edit\/\d+$/);
    await expectVisible(editor(page));
    await expect.poll(() => editor(page).textContent()).not.toBe('');
    expect(await violations(page)).toEqual([]);

    // Tab leaves the editor for the next control.
    await editor(page).click();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('ql-editor'))).toBe(false);

    const title = page.getByLabel('제목', { exact: true });
    await title.fill('결제 시스템 정기 점검 안내');
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await answerModal(page, '수정되었습니다.');
    await expectVisible(page.getByRole('heading', { name: '공지사항 관리', level: 1 }));
    await expectVisible(adminList(page).row('결제 시스템 정기 점검 안내'));
    await context.close();
  });

  it('등록: 붙여 넣은 이미지와 첨부파일이 공개 공지에 보이고, 허용되지 않은 파일은 거절된다', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/board-notice');
    const before = await total(page, '/api/admin/notice/list');
    await page.getByRole('link', { name: '등록' }).click();
    await expectVisible(page.getByRole('heading', { name: '공지사항 등록', level: 1 }));
    await expectVisible(editor(page));
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '제목을 입력해주세요.');
    await page.getByLabel('제목', { exact: true }).fill('겨울 기부화환 전시 안내');
    await page.getByLabel('카테고리').selectOption({ label: '서비스 안내' });
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '내용을 입력해주세요.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('ql-editor'))).toBe(true);

    // An upload the server refuses tells 이미지 업로드 실패 and inserts nothing.
    await pasteImage(page, false);
    await answerModal(page, '이미지 업로드 실패');
    expect(await editor(page).locator('img').count()).toBe(0);

    await editor(page).click();
    await page.keyboard.type('올겨울 전시 일정입니다.');
    await pasteImage(page);
    const image = editor(page).locator('img');
    await expectVisible(image);
    const src = await image.getAttribute('src');
    expect(src).toMatch(/^\/api\/file\/image\?path=/);

    const attachments = page.getByLabel('첨부파일');
    await attachments.setInputFiles([{ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\x90\x00') }]);
    // Refused when chosen, by name, before any upload: it never joins the list.
    await answerModal(page, messages.file.typeNotAllowedNamed('setup.exe', adminAttachmentExtensions));
    expect(await page.getByRole('button', { name: 'setup.exe 빼기' }).count()).toBe(0);
    await attachments.setInputFiles([{ name: '전시 일정표.pdf', mimeType: 'application/pdf', buffer: pdf }]);
    await expectVisible(page.getByRole('listitem').filter({ hasText: '전시 일정표.pdf' }));
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '등록되었습니다.');
    const list = adminList(page);
    await list.expectCount(countText(1, 10, before + 1));
    await expectVisible(list.row('겨울 기부화환 전시 안내'));
    expect(await list.row('겨울 기부화환 전시 안내').textContent()).toContain('전시 일정표.pdf');

    // The public notice: the body with the uploaded image (by its stored key, never base64) and the file.
    await page.goto(url('/customer-service/notice'));
    await page.getByRole('main').getByRole('link', { name: '겨울 기부화환 전시 안내' }).click();
    await expectVisible(page.getByRole('heading', { name: '겨울 기부화환 전시 안내' }));
    const shown = page.getByRole('main').locator('.ql-editor img');
    await expectVisible(shown);
    expect(await shown.getAttribute('src')).toBe(src);
    await expect.poll(() => shown.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(40);
    await expectVisible(page.getByRole('main').getByText('올겨울 전시 일정입니다.'));
    await expectVisible(page.getByRole('main').getByRole('link', { name: /전시 일정표\.pdf/ }));

    // Edit: the stored attachment can be removed.
    await page.goto(url('/admin/board-notice'));
    await list.search('제목', '겨울 기부화환');
    await list.row('겨울 기부화환 전시 안내').getByRole('link').click();
    await expectVisible(page.getByRole('heading', { name: '공지사항 수정', level: 1 }));
    await page.getByRole('button', { name: '전시 일정표.pdf 삭제' }).click();
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await answerModal(page, '수정되었습니다.');
    await list.expectCount(countText(1, 10, before + 1));

    await list.search('제목', '겨울 기부화환');
    await list.expectCount('1-1 / 1');
    // The same search was shown before the edit: its refreshed rows replace the kept ones.
    await expect.poll(() => list.row('겨울 기부화환 전시 안내').textContent()).not.toContain('전시 일정표.pdf');
    await list.deleteRows(['겨울 기부화환 전시 안내'], '삭제하시겠습니까?', '삭제가 완료됐습니다');
    await list.expectCount(countText(1, 10, before));
    await context.close();
  });
});

describe('팝업 관리', () => {
  it('목록과 등록·수정·삭제: 검색, 페이지, 기간 확인, 삭제 확인', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/admin-account');
    // Enough popups for a second page.
    for (let i = 1; i <= 10; i += 1) {
      await apiPost(page, '/api/admin/popup/save', {
        title: `여정 팝업 ${i}`,
        content: `<p>안내 ${i}</p>`,
        startDate: '2026-01-01',
        endDate: '2026-01-31',
        useStatus: 'n',
      });
    }
    const all = await total(page, '/api/admin/popup/list');
    await openFromMenu(page, '팝업', '팝업 관리');
    const list = adminList(page);
    await list.expectCount(countText(1, 10, all));
    expect(await violations(page)).toEqual([]);
    await list.goToPage(2);
    await list.expectCount(countText(11, Math.min(20, all), all));

    await list.search('제목', '여정 팝업 7');
    await list.expectCount('1-1 / 1');
    expect(await list.row('여정 팝업 7').textContent()).toContain('2026-01-31');
    await list.row('여정 팝업 7').getByRole('link').click();
    await expectVisible(page.getByRole('heading', { name: '팝업 수정', level: 1 }));
    expect(currentPath(page)).toBe('/admin/popup-create');
    await expect.poll(() => page.getByLabel('종료일').inputValue()).toBe('2026-01-31');
    await expectVisible(editor(page));
    expect(await violations(page)).toEqual([]);
    await page.getByLabel('X 좌표').fill('120');
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await answerModal(page, '수정되었습니다.');
    await expectVisible(page.getByRole('heading', { name: '팝업 관리', level: 1 }));

    await page.getByRole('link', { name: '등록' }).click();
    await expectVisible(page.getByRole('heading', { name: '팝업 등록', level: 1 }));
    expect(await page.getByLabel('X 좌표').inputValue()).toBe('0');
    expect(await page.getByRole('radio', { name: '사용', exact: true }).isChecked()).toBe(true);
    await page.getByLabel('제목', { exact: true }).fill('연말 나눔 팝업');
    await editor(page).click();
    await page.keyboard.type('연말에도 따뜻한 마음을 전해 주세요.');
    await page.getByLabel('시작일').fill('2026-12-31');
    await page.getByLabel('종료일').fill('2026-12-01');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, messages.adminForm.endBeforeStart);
    await page.getByLabel('시작일').fill('2026-12-01');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerModal(page, '등록되었습니다.');
    await list.expectCount(countText(1, 10, all + 1));

    await list.search('제목', '연말 나눔');
    await list.expectCount('1-1 / 1');
    await page.getByRole('button', { name: '삭제' }).click();
    await answerModal(page, '선택된 팝업이 없습니다');
    await list.deleteRows(['연말 나눔 팝업'], '삭제하시겠습니까?', '삭제가 완료됐습니다');
    await list.expectCount(countText(1, 10, all));
    await context.close();
  });
});

describe('390px 화면', () => {
  it('공지사항과 팝업 목록이 페이지를 넓히지 않는다', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/board-notice', viewports.phone);
    await expectVisible(adminList(page).rows.first());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(url('/admin/popup'));
    await expectVisible(adminList(page).rows.first());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
