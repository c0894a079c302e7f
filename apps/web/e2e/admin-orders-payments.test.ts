import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { itemAt, paymentAdminMessages, type AdminFuneralRow, type AdminLedgerRow, type AdminPaymentRow, type AdminWeddingRow } from '@ongi/shared';
import { answerDestructive, answerModal, currentPath, expectVisible, url, useBrowser, viewports, violations } from './support/browser';
import { adminList, adminVisitor, openFromMenu } from './support/admin';
import { expectExcelCells, readExcelFile } from '../../../test-support/excel';

// 청첩장·부고장 orders (spec 002), and beyond the document: 결제 with its
// cancel, 기부금 정산 by month and 관리 기록, on the seeded demo data.
const browser = useBrowser();

type Page_<Row> = { content: Row[]; totalElements: number };
async function apiList<Row>(page: Page, path: string): Promise<Page_<Row>> {
  const response = await page.request.get(url(`/api/admin/${path}`));
  expect(response.ok()).toBe(true);
  return (await response.json()) as Page_<Row>;
}

/** The downloaded file, opened with a reader that is not the library that wrote it (test-support/excel.ts). */
async function sheetOf(download: Download) {
  return readExcelFile(await readFile(await download.path()), download.suggestedFilename());
}

const downloadExcel = (page: Page) =>
  Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '엑셀 다운로드' }).click()]).then(([download]) => download);

const cancelReason = `보내는 분 요청 (journey ${Date.now() % 100000})`;

describe('주문·결제 관리', () => {
  it('청첩장·부고장: 검색, 페이지, 새 탭으로 여는 초대장과 키오스크 (공개 번호)', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/admin-account');
    await openFromMenu(page, '청첩장', '청첩장 주문 목록');
    const list = adminList(page);
    const weddings = await apiList<AdminWeddingRow>(page, 'invitation/wedding/list');
    expect(weddings.totalElements).toBeGreaterThan(10);
    await list.expectCount(`1-10 / ${weddings.totalElements}`);
    expect(await page.getByRole('button', { name: '삭제' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: '등록' }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);

    await list.goToPage(2);
    await list.expectCount(`11-${Math.min(20, weddings.totalElements)} / ${weddings.totalElements}`);

    const wedding = itemAt(weddings.content, 0, 'the first wedding');
    await list.search('신부', wedding.brideName!);
    await expectVisible(list.row(wedding.orderNum));
    expect(new URL(page.url()).searchParams.get('searchType')).toBe('bride');
    const row = list.row(wedding.orderNum);
    const guest = row.getByRole('link', { name: /^청첩장/ });
    const kiosk = row.getByRole('link', { name: /^키오스크/ });
    expect(await guest.getAttribute('href')).toBe(`/invitation/${wedding.publicNum}`);
    expect(await kiosk.getAttribute('href')).toBe(`/invitation/kiosk/${wedding.publicNum}?kioskStyle=${wedding.kioskStyle}&page=1`);
    for (const link of [guest, kiosk]) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener');
      expect(await link.getAttribute('href')).not.toContain(wedding.orderNum);
    }
    const [guestTab] = await Promise.all([context.waitForEvent('page'), guest.click()]);
    await guestTab.waitForLoadState('domcontentloaded');
    expect(new URL(guestTab.url()).pathname).toBe(`/invitation/${wedding.publicNum}`);
    await expectVisible(guestTab.getByText(wedding.brideName!).first());
    await guestTab.close();
    const [kioskTab] = await Promise.all([context.waitForEvent('page'), kiosk.click()]);
    await kioskTab.waitForLoadState('domcontentloaded');
    expect(new URL(kioskTab.url()).pathname).toBe(`/invitation/kiosk/${wedding.publicNum}`);
    expect(new URL(kioskTab.url()).searchParams.get('kioskStyle')).toBe(String(wedding.kioskStyle));
    await kioskTab.close();
    expect(currentPath(page)).toBe('/admin/wedding-list');

    // An empty search is allowed here: it lists everything again.
    await list.search('전체', '');
    await list.expectCount(`1-10 / ${weddings.totalElements}`);

    await openFromMenu(page, '부고장', '부고장 주문 목록');
    const funerals = await apiList<AdminFuneralRow>(page, 'invitation/funeral/list');
    await list.expectCount(`1-${Math.min(10, funerals.totalElements)} / ${funerals.totalElements}`);
    expect(await violations(page)).toEqual([]);
    const funeral = itemAt(funerals.content, 0, 'the first funeral');
    await list.search('고인', funeral.deceasedName);
    await expectVisible(list.row(funeral.orderNum));
    expect(
      await list
        .row(funeral.orderNum)
        .getByRole('link', { name: /^부고장/ })
        .getAttribute('href'),
    ).toBe(`/invitation/${funeral.publicNum}`);
    await list.search('상주', funeral.mainMournerName!);
    await expectVisible(list.row(funeral.orderNum));
    await context.close();
  });

  it('결제: 검색, 상태·기간, 사유를 받아 취소, 엑셀', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/admin-account');
    await openFromMenu(page, '결제', '결제 관리');
    const list = adminList(page);
    const all = await apiList<AdminPaymentRow>(page, 'payment/list');
    await list.expectCount(`1-10 / ${all.totalElements}`);
    expect(await violations(page)).toEqual([]);
    await list.goToPage(2);
    await list.expectCount(`11-20 / ${all.totalElements}`);

    await page.getByLabel('상태').selectOption({ label: '결제 완료' });
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('PAID');
    const paid = await apiList<AdminPaymentRow>(page, 'payment/list?status=PAID');
    await list.expectCount(`1-10 / ${paid.totalElements}`);
    const target = itemAt(paid.content, 0, 'the first paid payment');
    const day = new Date(target.paidAt!).toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
    await page.getByLabel('결제일 시작일').fill(day);
    await page.getByLabel('결제일 종료일').fill(day);
    await expect.poll(() => new URL(page.url()).searchParams.get('to')).toBe(day);
    await expectVisible(list.row(target.paymentId));

    await list.search('주문·결제번호', target.paymentId);
    await list.expectCount('1-1 / 1');
    const row = list.row(target.paymentId);
    await row.getByRole('button', { name: `${target.paymentId} 결제 취소` }).click();
    await answerDestructive(page, paymentAdminMessages.cancelConfirm, '결제 취소');
    const form = page.getByRole('dialog', { name: '결제 취소' });
    await expectVisible(form);
    expect(await violations(page)).toEqual([]);
    await form.getByRole('button', { name: '결제 취소' }).click();
    await expectVisible(form.getByText('취소 사유를 입력해주세요.'));
    await form.getByLabel('취소 사유').fill(cancelReason);
    await form.getByRole('button', { name: '결제 취소' }).click();
    await answerModal(page, paymentAdminMessages.cancelled);
    // Still filtered by PAID: the cancelled payment leaves the list.
    await list.expectCount('0 / 0');
    await page.getByLabel('상태').selectOption({ label: '전체' });
    await expectVisible(list.row(target.paymentId).getByText('결제 취소', { exact: true }));
    await expectVisible(list.row(target.paymentId).getByText(cancelReason));
    expect(
      await list
        .row(target.paymentId)
        .getByRole('button', { name: /결제 취소/ })
        .count(),
    ).toBe(0);

    const sheet = await sheetOf(await downloadExcel(page));
    // The file carries the search and the period, in its name and its first lines.
    expect(sheet.fileName).toBe(`결제목록_${day}_${target.paymentId}.xlsx`);
    expect(sheet.lines.slice(1, 3)).toEqual([`검색 조건: 검색어 "${target.paymentId}"(주문·결제번호)`, `기간: 결제일 ${day}`]);
    expect(sheet.header).toEqual([
      '결제번호',
      '주문번호',
      '캠페인',
      '결제자',
      '연락처',
      '결제 금액',
      '취소 금액',
      '상태',
      '결제 일시',
      '취소 일시',
      '취소 사유',
      '실패 사유',
    ]);
    const cancelled = itemAt(sheet.rows, 0, 'the first data row');
    expect(sheet.rows).toHaveLength(1);
    expect([cancelled[0], cancelled[7], cancelled[10]]).toEqual([target.paymentId, '결제 취소', cancelReason]);
    // Amounts are numbers and times are dates, summed in the total row.
    expect(typeof cancelled[5]).toBe('number');
    expect(cancelled[8]).toBeInstanceOf(Date);
    expect(cancelled[9]).toBeInstanceOf(Date);
    expect(sheet.total?.[5]).toBe(cancelled[5]);
    await context.close();
  });

  it('기부금 정산: 달마다 기부처별·캠페인별, 엑셀은 화면과 같은 금액', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/admin-account');
    await openFromMenu(page, '기부금 정산', '기부금 정산');
    const list = adminList(page);
    const allTime = await apiList<AdminLedgerRow>(page, 'donation-ledger/list');
    await list.expectCount(`1-${Math.min(10, allTime.totalElements)} / ${allTime.totalElements}`);
    expect(await violations(page)).toEqual([]);

    // The month of the newest paid wreath, not the clock's: just after midnight
    // on the first of a month in Korea, the new month has no wreaths yet.
    const newestPaid = itemAt((await apiList<AdminPaymentRow>(page, 'payment/list?status=PAID')).content, 0, 'the newest paid payment');
    const month = new Date(newestPaid.paidAt!).toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' }).slice(0, 7);
    await page.getByLabel('기간').selectOption(month);
    await expect.poll(() => new URL(page.url()).searchParams.get('month')).toBe(month);
    const monthly = await apiList<AdminLedgerRow>(page, `donation-ledger/list?month=${month}`);
    expect(monthly.totalElements).toBeGreaterThan(0);
    await list.expectCount(`1-${Math.min(10, monthly.totalElements)} / ${monthly.totalElements}`);
    const first = itemAt(monthly.content, 0, 'the first row');
    const shown = list.row(first.name);
    await expectVisible(shown.getByText(`${first.donatedAmount.toLocaleString('ko-KR')}원`));
    const sheet = await sheetOf(await downloadExcel(page));
    expect(sheet.fileName).toBe(`기부금정산_${month}.xlsx`);
    expect(sheet.lines[2]).toBe(`기간: 정산 월 ${month}`);
    expectExcelCells(sheet, {
      header: ['이름', '화환 수', '결제 합계', '전달할 금액'],
      count: monthly.totalElements,
      numbers: ['화환 수', '결제 합계', '전달할 금액'],
      totals: { '결제 합계': monthly.content.reduce((sum, row) => sum + row.totalPaid, 0) },
    });
    expect(sheet.rows).toEqual(monthly.content.map((row) => [row.name, row.paidCount, row.totalPaid, row.donatedAmount]));

    await page.getByLabel('기준').selectOption({ label: '캠페인별' });
    await expect.poll(() => new URL(page.url()).searchParams.get('by')).toBe('campaign');
    const byCampaign = await apiList<AdminLedgerRow>(page, `donation-ledger/list?month=${month}&by=campaign`);
    await expectVisible(list.row(itemAt(byCampaign.content, 0, 'the first row').name));
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it('관리 기록: 결제 취소가 사유와 함께 남는다', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/admin-account');
    await openFromMenu(page, '관리 기록', '관리 기록');
    const list = adminList(page);
    await expectVisible(list.rows.first());
    expect(await violations(page)).toEqual([]);
    await page.getByLabel('작업').selectOption({ label: '결제 취소' });
    await expect.poll(() => new URL(page.url()).searchParams.get('action')).toBe('cancel');
    const row = list.row(cancelReason);
    await expectVisible(row);
    await expectVisible(row.getByText('결제', { exact: true }));
    await list.search('관리자', 'admin');
    await expectVisible(list.row(cancelReason));
    await context.close();
  });

  it('390px: 목록이 화면을 넓히지 않는다', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/wedding-list', viewports.phone);
    for (const path of ['/admin/wedding-list', '/admin/funeral-list', '/admin/payment', '/admin/donation-ledger', '/admin/audit']) {
      await page.goto(url(path));
      await expectVisible(adminList(page).rows.first());
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
