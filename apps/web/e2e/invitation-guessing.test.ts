import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { itemAt, messages } from '@ongi/shared';
import type { BuiltServer } from '../../../test-support/built-server';
import { seededInvitations } from '../../../test-support/seeded-invitations';
import { expectTitle, expectVisible, useBrowser, viewports, violations } from './support/browser';
import { startServer } from './support/server';

// Someone who tries public numbers one after another (issue 22, 2.10): after
// a few that do not exist, the guest pages of this address are refused for a
// while, known ones too, with a Korean page and a way home; the rest of the
// site stays open. A server of this file's own, with a limit of three.

const browser = useBrowser();
let server: BuiltServer;
let known: string;

beforeAll(async () => {
  server = await startServer({ PUBLIC_NUMBER_MISSES_PER_ADDRESS: '3' }, inject('seededDataDir'));
  ({ publicNum: known } = itemAt(await seededInvitations(server.base), 0, 'the first seeded invitation'));
});
afterAll(() => server?.stop());

describe('guessing guest page addresses', () => {
  it('opens the invitation, then after unknown numbers refuses even it, in Korean, with a way home (390 and 1280)', async () => {
    const context = await browser().newContext({ baseURL: server.base, viewport: viewports.phone, locale: 'ko-KR' });
    const page = await context.newPage();
    try {
      expect((await page.goto(`${server.base}/invitation/${known}`))?.status()).toBe(200);

      // An unknown number: the page's not-found screen, as for anyone who mistypes.
      expect((await page.goto(`${server.base}/invitation/999999999991`))?.status()).toBe(404);
      await expectVisible(page.getByRole('heading', { level: 1, name: '청첩장·부고장을 찾을 수 없습니다' }));
      // The page and its own data request were two misses; the next page is the third.
      expect((await page.goto(`${server.base}/invitation/999999999992`))?.status()).toBe(404);

      const refused = await page.goto(`${server.base}/invitation/${known}`);
      expect(refused?.status()).toBe(429);
      await expectVisible(page.getByRole('heading', { level: 1, name: '잠시 후 다시 열어 주세요' }));
      await expectVisible(page.getByText(messages.invitation.tooManyUnknownNumbers));
      await expectTitle(page, '잠시 후 다시 열어 주세요 | 온기');
      expect(await violations(page)).toEqual([]);
      await page.setViewportSize(viewports.desktop);
      expect(await violations(page)).toEqual([]);

      // The rest of the site is open.
      const home = page.getByRole('link', { name: '온기 홈으로 가기' });
      expect(await home.getAttribute('href')).toBe('/');
      await home.click();
      await page.waitForURL((address) => address.pathname === '/');
      await expectVisible(page.getByRole('heading', { level: 1 }).first());
    } finally {
      await context.close();
    }
  });
});
