import { describe, expect, it } from 'vitest';
import { demo, expectTitle, expectVisible, newVisitor, url, useBrowser, viewports, violations } from './support/browser';

const browser = useBrowser();

const notFound = '청첩장·부고장을 찾을 수 없습니다';

describe('an address that leads to no invitation', () => {
  // The server answers each with the page's shell and 404; the page shows its own not-found screen.
  const addresses = [
    { what: 'an unknown public number', path: '/invitation/999999999998' },
    // The order number is the host's own secret (their non-member login): it opens nothing here.
    { what: 'an order number instead of the public one', path: `/invitation/${demo.nonMember.orderNum}` },
    { what: 'a malformed number', path: '/invitation/12ab34' },
    { what: 'a number too short', path: '/invitation/12345' },
  ];
  for (const { what, path } of addresses) {
    for (const [name, viewport] of Object.entries(viewports)) {
      it(`shows a Korean not-found page with a way home for ${what} (${name})`, async () => {
        const { context, page } = await newVisitor(browser(), viewport);
        const response = await page.goto(url(path));
        expect(response?.status()).toBe(404);
        await expectVisible(page.getByRole('heading', { level: 1, name: notFound }));
        await expectVisible(page.getByText('주소가 정확한지 다시 한번 확인해 주세요.', { exact: false }));
        const home = page.getByRole('link', { name: '온기 홈으로 가기' });
        expect(await home.getAttribute('href')).toBe('/');
        await expectTitle(page, `${notFound} | 온기`);
        expect(await violations(page)).toEqual([]);
        await home.click();
        await page.waitForURL((address) => address.pathname === '/');
        await context.close();
      });
    }
  }
});
