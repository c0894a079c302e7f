import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectVisible, launchBrowser, newVisitor, url, viewports, violations } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const screens = [
  { path: '/', ready: (page: Page) => page.getByRole('region', { name: '고마운 기부자' }).getByRole('listitem').first() },
  { path: '/overview', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
  { path: '/customer-service/terms-of-use', ready: (page: Page) => page.getByRole('heading', { name: '제1조 (목적)' }) },
  { path: '/customer-service/privacy-policy', ready: (page: Page) => page.getByRole('heading', { name: '11. 개인정보 보호책임자' }) },
];

describe('접근성 (axe-core): 홈, 소개, 약관', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    for (const screen of screens) {
      it(`${screen.path} (${name}): 위반 없음`, async () => {
        const { context, page } = await newVisitor(browser, viewport);
        await page.goto(url(screen.path));
        await expectVisible(screen.ready(page));
        await page.waitForLoadState('networkidle');
        expect(await violations(page)).toEqual([]);
        await context.close();
      });
    }
  }

  it('홈: 키보드만으로 팝업, 배너, 공지, 카드에 닿는다', async () => {
    const { context, page } = await newVisitor(browser, viewports.desktop);
    await page.goto(url('/'));
    await expectVisible(page.getByRole('region', { name: '고마운 기부자' }).getByRole('listitem').first());
    const reached = new Set<string>();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return '';
        const where = el.closest('[role="dialog"]')
          ? 'popup'
          : el.closest('[aria-label="주요 안내"]')
            ? 'banner'
            : el.closest('[aria-labelledby="home-notice-title"]')
              ? 'notice'
              : el.closest('#home-sponsor')
                ? 'sponsor'
                : '';
        return where;
      });
      if (label) reached.add(label);
    }
    expect([...reached].sort()).toEqual(['banner', 'notice', 'popup', 'sponsor']);
    await context.close();
  });
});
