import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectVisible, launchBrowser, modal, newVisitor, url, viewports, violations } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('접근성 (axe-core)', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`/login (${name}): 회원 탭과 비회원 탭 모두 위반 없음`, async () => {
      const { context, page } = await newVisitor(browser, viewport);
      await page.goto(url('/login'));
      await expectVisible(page.getByRole('form', { name: '회원 로그인' }));
      expect(await violations(page)).toEqual([]);
      await page.getByRole('tab', { name: '비회원' }).click();
      await expectVisible(page.getByRole('form', { name: '비회원 로그인' }));
      expect(await violations(page)).toEqual([]);
      await context.close();
    });

    it(`/admin/login (${name}): 위반 없음`, async () => {
      const { context, page } = await newVisitor(browser, viewport);
      await page.goto(url('/admin/login'));
      await expectVisible(page.getByText('관리자 전용 페이지입니다.'));
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  }

  it('알림 대화상자: 위반 없음, 포커스는 대화상자 안', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(url('/login'));
    await page.getByRole('form', { name: '회원 로그인' }).getByRole('button', { name: '로그인', exact: true }).click();
    const dialog = await modal(page, '정보를 모두 입력해주세요.');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expect.poll(() => dialog.getAttribute('aria-modal')).toBe('true');
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus goes to the first empty field the message was about.
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.autocomplete === 'username');
    await context.close();
  });

  it('홈 (휴대폰): 위반 없음', async () => {
    const { context, page } = await newVisitor(browser, viewports.phone);
    await page.goto(url('/'));
    await expectVisible(page.getByRole('heading', { level: 1 }));
    await page.getByRole('contentinfo').getByText('상호').waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
