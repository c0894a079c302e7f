import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { answerDestructive, answerModal, demo, expectVisible, newVisitor, settled, url, viewports } from './browser';

/** A fresh browser context logged in as the demo administrator (through the real login route), at `path`. */
export async function adminVisitor(browser: Browser, path: string, viewport: { width: number; height: number } = viewports.desktop) {
  const visitor = await newVisitor(browser, viewport);
  const login = await visitor.page.request.post(url('/api/admin/account/login'), {
    data: { username: demo.admin.username, pwd: demo.admin.password },
    headers: { origin: new URL(url('/')).origin },
  });
  expect(login.ok()).toBe(true);
  await visitor.page.goto(url(path));
  return visitor;
}

/** The shared admin list's parts, by their roles and labels. */
export function adminList(page: Page) {
  const search = page.getByRole('search');
  return {
    table: page.getByRole('table'),
    rows: page.getByRole('table').locator('tbody tr'),
    count: page.locator('p[aria-live="polite"]'),
    /** Runs a search as a person does: the type, the word, 검색. */
    async search(type: string | null, word: string) {
      if (type) await search.getByLabel('검색 조건').selectOption({ label: type });
      await search.getByLabel('검색어').fill(word);
      await search.getByRole('button', { name: '검색' }).click();
      // The last rows stay on screen (dimmed) until the found ones arrive; a row picked before then is replaced.
      await settled(page);
    },
    /** The row whose text holds `text`. */
    row(text: string): Locator {
      return page.getByRole('table').locator('tbody tr', { hasText: text });
    },
    /** Checks the rows holding these texts, then 삭제 → the confirm (닫기 / 삭제, focus on 닫기) → the done alert. */
    async deleteRows(texts: string[], confirmText: string, doneText: string) {
      for (const text of texts) await page.getByRole('table').locator('tbody tr', { hasText: text }).getByRole('checkbox').check();
      await page.getByRole('button', { name: '삭제' }).click();
      await answerDestructive(page, confirmText, '삭제');
      await answerModal(page, doneText);
    },
    /** The count line reads this ('1-10 / 12'). */
    async expectCount(text: string) {
      await expect.poll(() => page.locator('p[aria-live="polite"]').textContent()).toBe(text);
    },
    async goToPage(number: number) {
      await page
        .getByRole('navigation', { name: /페이지$/ })
        .getByRole('link', { name: `${number} 페이지` })
        .click();
    },
  };
}

/** The list screen of a side-menu entry, opened from the menu. */
export async function openFromMenu(page: Page, entry: string, heading: string) {
  await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: entry, exact: true }).click();
  await expectVisible(page.getByRole('heading', { name: heading, level: 1 }));
}
