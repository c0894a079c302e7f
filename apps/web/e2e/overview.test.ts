import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { SiteSettings } from '@ongi/shared';
import { expectTitle, expectVisible, launchBrowser, newVisitor, url, viewports, waitForPath } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sections = [
  '디지털 기부화환이란',
  '이렇게 전해집니다',
  '한 번의 선택이 만드는 ESG',
  '작은 화환 하나가 만드는 변화',
  '자주 묻는 질문',
  '문의하기',
  '제휴 안내',
];

describe('디지털 기부화환 소개 (/overview)', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`(${name}) 위치 표시, 히어로, 모든 구역, 3단계, 연락처`, async () => {
      const { context, page } = await newVisitor(browser, viewport);
      await page.goto(url('/overview'));
      await expectTitle(page, '디지털 기부화환 | 온기');
      await expectVisible(page.getByRole('heading', { level: 1, name: '꽃은 시들어도, 마음은 오래 남도록' }));

      const crumbs = page.getByRole('navigation', { name: '현재 위치' });
      await expect.poll(() => crumbs.getByRole('link', { name: '홈' }).getAttribute('href')).toBe('/');
      await expect.poll(() => crumbs.getByText('디지털 기부화환').getAttribute('aria-current')).toBe('page');

      expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(sections);

      const how = page.getByRole('region', { name: '이렇게 전해집니다' });
      await expect.poll(() => how.getAttribute('id')).toBe('how-it-works');
      expect(await how.getByRole('heading', { level: 3 }).allTextContents()).toEqual(expect.arrayContaining(['선택', '전시', '기부']));

      const impact = page.getByRole('region', { name: '작은 화환 하나가 만드는 변화' });
      await expectVisible(impact.getByText('아이 한 명의 일주일 식사'));
      await expectVisible(impact.getByText('매달 약 4,000만 원'));
      await expectVisible(impact.getByText('문의에는 하루 안에'));

      const settings = (await (await page.request.get(url('/api/site/settings'))).json()) as SiteSettings;
      const contact = page.getByRole('region', { name: '문의하기' });
      await expectVisible(contact.getByRole('link', { name: settings.phone }));
      await expectVisible(contact.getByRole('link', { name: settings.email }));
      await expect.poll(() => contact.getByRole('link', { name: '1:1 문의 남기기' }).getAttribute('href')).toBe('/customer-service/inquiry-create');
      await context.close();
    });
  }

  it('자주 묻는 질문은 펼치고 접히는 공개 위젯이다 (키보드로도)', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(url('/overview'));
    const faq = page.getByRole('region', { name: '자주 묻는 질문' });
    const question = faq.locator('summary').first();
    const answer = faq.locator('details').first().locator('p');
    expect(await answer.isVisible()).toBe(false);
    await question.focus();
    await page.keyboard.press('Enter');
    await expectVisible(answer);
    await question.click();
    await answer.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('#how-it-works 로 열면 그 구역이 머리글 아래에 보인다', async () => {
    const { context, page } = await newVisitor(browser, viewports.phone);
    await page.goto(url('/overview#how-it-works'));
    await expectVisible(page.getByRole('region', { name: '이렇게 전해집니다' }));
    await page.waitForFunction(() => {
      const top = document.getElementById('how-it-works')?.getBoundingClientRect().top ?? -999;
      return top >= 0 && top < 120;
    });
    // The breadcrumb leads home.
    await page.getByRole('navigation', { name: '현재 위치' }).getByRole('link', { name: '홈' }).click();
    await waitForPath(page, '/');
    await context.close();
  });
});
