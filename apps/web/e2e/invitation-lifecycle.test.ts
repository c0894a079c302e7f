// Issue 27 on a phone (390 px): the host of the demo's non-member wedding
// opens 공개·보관 설정, makes the invitation private (a guest then meets the
// calm closed page, not the 404), publishes it again, and hides the gift
// accounts (the guest's page then has no 마음 전하실 곳). Both screens pass axe.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages, type InvitationLifecycle } from '@ongi/shared';
import { answerDestructive, demo, expectTitle, expectVisible, newVisitor, url, useBrowser, viewports, violations } from './support/browser';
import { getJson } from './support/accounts';

const browser = useBrowser();

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: '저장', exact: true }).click();
}

describe('공개·보관 설정 (390 px)', () => {
  it('the host makes the invitation private, a guest sees the closed page, the host publishes it again and hides the accounts', async () => {
    const host = await newVisitor(browser(), viewports.phone);
    const login = await host.page.request.post(url('/api/account/nonUserLogin'), {
      data: { nonUserName: demo.nonMember.name, phoneNum: demo.nonMember.phoneNum, orderNum: demo.nonMember.orderNum },
      headers: { origin: url('') },
    });
    expect(login.status()).toBe(200);
    const { publicNum } = await getJson<InvitationLifecycle>(host.page, `/api/invitation/${demo.nonMember.orderNum}/lifecycle`);
    const guest = await newVisitor(browser(), viewports.phone);
    const guestHeading = (name: string) => guest.page.getByRole('heading', { level: 1, name });

    // Before: the guest's page shows the wedding and its gift accounts.
    await guest.page.goto(url(`/invitation/${publicNum}`));
    await expectVisible(guest.page.getByRole('heading', { name: '마음 전하실 곳' }));

    await host.page.goto(url(`/mypage/event/${demo.nonMember.orderNum}/settings`));
    await expectVisible(host.page.getByRole('heading', { level: 1, name: '공개·보관 설정' }));
    const unpublished = host.page.getByRole('switch', { name: '비공개로 전환' });
    expect(await unpublished.isChecked()).toBe(false);
    expect(await violations(host.page)).toEqual([]);

    // Private: asked first, in the words of what it does; the safe button holds the focus.
    await unpublished.check();
    await saveSettings(host.page);
    await answerDestructive(host.page, '비공개로 전환하면 하객에게는', '비공개로 전환');
    await expectVisible(host.page.getByRole('status').filter({ hasText: messages.invitationLifecycle.saved }));

    const closed = await guest.page.goto(url(`/invitation/${publicNum}`));
    expect(closed?.status()).toBe(410);
    await expectVisible(guestHeading(messages.invitationLifecycle.closed('W')));
    await expectTitle(guest.page, '이 청첩장은 비공개로 전환되었습니다 | 온기');
    // Nothing of the event, and not the not-found page.
    expect(await guest.page.getByText('박지훈').count()).toBe(0);
    expect(await guest.page.getByText('찾을 수 없습니다').count()).toBe(0);
    expect(await violations(guest.page)).toEqual([]);

    // Published again, with the gift accounts hidden.
    await unpublished.uncheck();
    await host.page.getByRole('switch', { name: '마음 전하실 곳(계좌) 숨기기' }).check();
    await saveSettings(host.page);
    await expect
      .poll(() => getJson<InvitationLifecycle>(host.page, `/api/invitation/${demo.nonMember.orderNum}/lifecycle`))
      .toMatchObject({
        unpublished: false,
        accountsHidden: true,
      });

    const open = await guest.page.goto(url(`/invitation/${publicNum}`));
    expect(open?.status()).toBe(200);
    await expectVisible(guest.page.getByRole('heading', { name: '오시는 길' }));
    expect(await guest.page.getByRole('heading', { name: '마음 전하실 곳' }).count()).toBe(0);

    await host.context.close();
    await guest.context.close();
  });
});
