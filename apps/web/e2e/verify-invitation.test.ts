import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { itemAt, messages, religionWordings, type InvitationView } from '@ongi/shared';
import type { BuiltServer } from '../../../test-support/built-server';
import { seededInvitations } from '../../../test-support/seeded-invitations';
import { expectTitle, expectVisible, focusSettled, kakaoTalkAgents, useBrowser, viewports, violations } from './support/browser';
import { startServer } from './support/server';

// 온기 초대장 확인 (issue 24 §5): a guest who doubts a link checks it. From
// the guest page's own small link the check runs on arrival and shows whose
// invitation it is; a pasted link of ours in another form shows the same; a
// look-alike domain is named and warned about; the site's footer leads there.

/** KakaoTalk's in-app browser on an Android phone, where most invitation links are opened. */
const smallPhone = { width: 360, height: 640 };

const browser = useBrowser();
let server: BuiltServer;
let invitation: InvitationView;

/** The names as the check shows them, from the invitation the guest page shows. */
function namesOf(view: InvitationView): string {
  if (view.wedding) return `${view.wedding.groomName} ♥ ${view.wedding.brideName}`;
  if (view.funeral) return `${religionWordings[view.funeral.religion].honorific} ${view.funeral.deceasedName}`;
  throw new Error('a seeded invitation of neither kind');
}

beforeAll(async () => {
  server = await startServer({}, inject('seededDataDir'));
  invitation = itemAt(await seededInvitations(server.base), 0, 'the first seeded invitation');
});
afterAll(() => server?.stop());

describe('온기 초대장 확인', () => {
  it('leads from the guest page to the check of that invitation, confirms a pasted link of ours and warns of another domain (360×640 in KakaoTalk)', async () => {
    const context = await browser().newContext({ baseURL: server.base, viewport: smallPhone, userAgent: kakaoTalkAgents.android, locale: 'ko-KR' });
    const page = await context.newPage();
    try {
      expect((await page.goto(`/invitation/${invitation.publicNum}`))?.status()).toBe(200);
      const check = page.getByRole('link', { name: '온기 초대장이 맞는지 확인' });
      await check.scrollIntoViewIfNeeded();
      await check.click();
      await page.waitForURL((address) => address.pathname === '/verify');
      await expectTitle(page, '온기 초대장 확인 | 온기');
      const kind = invitation.invitationType;
      await expectVisible(page.getByRole('heading', { level: 2, name: messages.invitationVerify.real(kind) }));
      await expectVisible(page.getByText(namesOf(invitation), { exact: true }));
      await expectVisible(page.getByText(`${server.base}/invitation/${invitation.publicNum}`, { exact: true }));
      expect(await violations(page)).toEqual([]);

      // Our link as a messenger hands it on: without the scheme, with a tracking query.
      const field = page.getByRole('textbox', { name: '받은 링크 또는 초대장 번호' });
      await field.fill(`${new URL(server.base).host}/invitation/${invitation.publicNum}?utm_source=kakaotalk`);
      await page.getByRole('button', { name: '확인하기' }).click();
      await expectVisible(page.getByRole('heading', { level: 2, name: messages.invitationVerify.real(kind) }));
      await expectVisible(page.getByText(namesOf(invitation), { exact: true }));

      // A look-alike: named, warned about, and the reader told where ours come from.
      const fake = `https://ongi-card.com/invitation/${invitation.publicNum}`;
      await field.fill(fake);
      await page.getByRole('button', { name: '확인하기' }).click();
      await expectVisible(page.getByRole('heading', { level: 2, name: messages.invitationVerify.foreignTitle }));
      await expectVisible(page.getByText(messages.invitationVerify.foreign('ongi-card.com', new URL(server.base).host)));
      // What was typed stays.
      expect(await field.inputValue()).toBe(fake);
      await expectVisible(page.getByRole('heading', { level: 2, name: '가짜 초대장은 이렇게 보입니다' }));
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is reached from the footer, says what to enter when nothing is, and tells an unknown number (1280)', async () => {
    const context = await browser().newContext({ baseURL: server.base, viewport: viewports.desktop, locale: 'ko-KR' });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: '온기 초대장 확인' }).click();
      await page.waitForURL((address) => address.pathname === '/verify');
      await expectVisible(page.getByRole('heading', { level: 1, name: '온기 초대장 확인' }));

      await page.getByRole('button', { name: '확인하기' }).click();
      const field = page.getByRole('textbox', { name: '받은 링크 또는 초대장 번호' });
      await expectVisible(page.getByText(messages.invitationVerify.empty));
      await focusSettled(page);
      await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);

      await field.fill('999999999999');
      await page.getByRole('button', { name: '확인하기' }).click();
      await expectVisible(page.getByRole('heading', { level: 2, name: '온기의 초대장이 아닙니다' }));
      await expectVisible(page.getByText(messages.invitationVerify.unknown));
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
