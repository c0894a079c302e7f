import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatWon, messages, type AdminLedgerTotals, type AdminPaymentFilterOptions, type AdminPaymentRow, type AdminPaymentTotals } from '@ongi/shared';
import { expectVisible, url, useBrowser, viewports, violations } from './support/browser';
import { adminList, adminVisitor, openFromMenu } from './support/admin';

// Issue 25 §2: lists an office can work from (a header sorts, payments are
// filtered by campaign, payment and ledger lists end with a total row) and
// the back office on a phone (the side menu folded behind a button, tables
// keeping their key columns and actions in view), on the seeded demo data.
const browser = useBrowser();

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(url(`/api/admin/${path}`));
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

const header = (page: Page, name: string) => page.getByRole('columnheader', { name: new RegExp(`^${name}`) });
const footer = (page: Page) => page.getByRole('table').locator('tfoot');

describe('관리자 목록: 정렬, 필터, 합계', () => {
  it('결제: 금액 머리글로 정렬하고, 캠페인으로 거르고, 검색 전체의 합계 행을 본다', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/admin-account');
    try {
      await openFromMenu(page, '결제', '결제 관리');
      const list = adminList(page);
      const all = await api<{ totalElements: number }>(page, 'payment/list');
      await list.expectCount(`1-${Math.min(10, all.totalElements)} / ${all.totalElements}`);

      // The total row: the server's sums of every payment, not the page's.
      const totals = await api<AdminPaymentTotals>(page, 'payment/totals');
      await expectVisible(footer(page).getByRole('rowheader', { name: messages.adminList.totalRow }));
      await expect.poll(() => footer(page).textContent()).toContain(formatWon(totals.amount));
      expect(await footer(page).textContent()).toContain(formatWon(totals.donated));

      // Sorting by a click on the header: largest first, then turned around.
      await header(page, '금액').getByRole('button').click();
      await expect.poll(() => header(page, '금액').getAttribute('aria-sort')).toBe('descending');
      expect(new URL(page.url()).searchParams.get('sort')).toBe('amount');
      const largest = await api<{ content: AdminPaymentRow[] }>(page, 'payment/list?sort=amount&direction=desc');
      await expect.poll(() => list.rows.first().textContent()).toContain(largest.content[0]!.paymentId);
      // The keyboard does the same.
      await header(page, '금액').getByRole('button').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => header(page, '금액').getAttribute('aria-sort')).toBe('ascending');
      expect(await violations(page)).toEqual([]);

      // The campaign filter: the list, its count and its total row follow.
      const options = await api<AdminPaymentFilterOptions>(page, 'payment/filter-options');
      const campaign = options.campaigns.find((item) => !item.ended)!;
      await page.getByRole('combobox', { name: /^캠페인/ }).selectOption(String(campaign.seq));
      await expect.poll(() => new URL(page.url()).searchParams.get('campaignSeq')).toBe(String(campaign.seq));
      const filtered = await api<{ totalElements: number }>(page, `payment/list?campaignSeq=${campaign.seq}`);
      const filteredTotals = await api<AdminPaymentTotals>(page, `payment/totals?campaignSeq=${campaign.seq}`);
      await list.expectCount(filtered.totalElements ? `1-${Math.min(10, filtered.totalElements)} / ${filtered.totalElements}` : `0 / 0`);
      if (filtered.totalElements > 0) await expect.poll(() => footer(page).textContent()).toContain(formatWon(filteredTotals.amount));
      const campaignCells = await list.rows.locator('td:nth-child(3)').allTextContents();
      expect(new Set(campaignCells)).toEqual(new Set(filtered.totalElements ? [campaign.name] : []));
    } finally {
      await context.close();
    }
  });

  it('기부금 정산: 합계 행과 정렬', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/donation-ledger');
    try {
      await expectVisible(page.getByRole('heading', { name: '기부금 정산', level: 1 }));
      const totals = await api<AdminLedgerTotals>(page, 'donation-ledger/totals');
      await expect.poll(() => footer(page).textContent()).toContain(formatWon(totals.totalPaid));
      await header(page, '이름').getByRole('button').click();
      await expect.poll(() => header(page, '이름').getAttribute('aria-sort')).toBe('ascending');
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('관리자 화면: 휴대폰', () => {
  it('390 px: 접힌 메뉴를 열어 이동하고, 목록은 핵심 열과 작업을 화면 안에 둔다', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/admin-account', viewports.phone);
    try {
      // The side menu is folded: a button opens it.
      await expectVisible(page.getByRole('heading', { level: 1 }));
      expect(await page.getByRole('navigation', { name: '관리자 메뉴' }).isVisible()).toBe(false);
      const menuButton = page.getByRole('button', { name: messages.adminList.menu });
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
      await menuButton.click();
      const drawer = page.getByRole('dialog', { name: '관리자 메뉴' });
      await expectVisible(drawer);
      expect(await violations(page)).toEqual([]);
      // Escape closes it and gives focus back to the button.
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.count()).toBe(0);
      await expect.poll(() => menuButton.evaluate((button) => button === document.activeElement)).toBe(true);

      // Open again and follow a link: the menu closes on the new screen.
      await menuButton.click();
      await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '결제', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: '결제 관리', level: 1 }));
      await expect.poll(() => drawer.count()).toBe(0);

      // Key columns and the row's action are within the screen's width; secondary ones fold away.
      for (const name of ['결제자', '금액', '상태', '관리']) {
        const box = await header(page, name).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(viewports.phone.width);
      }
      expect(await header(page, '결제 일시').isVisible()).toBe(false);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth).toBeLessThanOrEqual(viewports.phone.width);
      await expectVisible(footer(page).getByRole('rowheader', { name: messages.adminList.totalRow }));
      expect(await violations(page)).toEqual([]);

      // Another list at phone width: the wedding orders keep their number and date.
      await menuButton.click();
      await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '청첩장', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: '청첩장 주문 목록', level: 1 }));
      for (const name of ['주문번호', '예식 일시']) {
        const box = await header(page, name).boundingBox();
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(viewports.phone.width);
      }
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('1280 px: 메뉴는 펼쳐진 채 버튼이 없다', async () => {
    const { context, page } = await adminVisitor(browser(), '/admin/wedding-list');
    try {
      await openFromMenu(page, '부고장', '부고장 주문 목록');
      expect(await page.getByRole('button', { name: messages.adminList.menu }).count()).toBe(0);
      // The event-day filter narrows the list.
      await page.getByLabel('발인일 시작일').fill('2000-01-01');
      await page.getByLabel('발인일 종료일').fill('2000-01-02');
      await expect.poll(() => adminList(page).count.textContent()).toBe('0 / 0');
    } finally {
      await context.close();
    }
  });
});
