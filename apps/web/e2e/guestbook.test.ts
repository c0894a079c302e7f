import { describe, expect, it } from 'vitest';
import { messages, type MemberOrder } from '@ongi/shared';
import { getJson, uniqueDigits } from './support/accounts';
import { demo, expectVisible, inKakaoTalk, loginOnPage, newVisitor, sendersShown, url, useBrowser, violations, waitForPath } from './support/browser';
import { findView, seededInvitations } from './invitation-view-seeded';

const browser = useBrowser();

describe('방명록과 추모의 글', () => {
  it('상주가 키오스크 표시를 켠 부고장에 조문객이 추모의 글을 남기면 열려 있는 키오스크에 2초 안에 나타난다 (360, 카카오톡, 위반 없음)', async () => {
    // The host (the demo member) allows the messages on the kiosk, on the settings page.
    const host = await inKakaoTalk(browser());
    await loginOnPage(host.page, demo.member.username, demo.member.password);
    await waitForPath(host.page, '/');
    const orders = await getJson<{ content: MemberOrder[] }>(host.page, '/api/invitation/get-ago-list?daysAgo=all&page=1');
    const funeral = orders.content.find((order) => !order.isWedding);
    expect(funeral, '데모 회원의 부고장').toBeDefined();
    const { orderNum, publicNum } = funeral!;
    await host.page.goto(url(`/mypage/event/${orderNum}/settings`));
    const settings = host.page.getByRole('form', { name: '추모의 글 설정' });
    await settings.getByLabel('키오스크에도 보이기').check();
    await settings.getByRole('button', { name: '추모의 글 설정 저장' }).click();
    await expectVisible(host.page.getByRole('status').filter({ hasText: messages.guestbook.settingsSaved }));

    // The hall's screen is open before anyone writes.
    const kiosk = await newVisitor(browser(), { width: 1920, height: 1080 });
    await kiosk.page.goto(url(`/invitation/kiosk/${publicNum}?kioskStyle=1`));
    await expectVisible(kiosk.page.locator('[data-kiosk-style="F1"]'));
    // Kept to tell a reload apart from a live update.
    await kiosk.page.evaluate(() => ((window as unknown as { kioskMark: string }).kioskMark = 'still-here'));

    const guest = await inKakaoTalk(browser());
    await guest.page.goto(url(`/invitation/${publicNum}`));
    await sendersShown(guest.page);
    const book = guest.page.getByRole('region', { name: '추모의 글' });
    const form = book.getByRole('form', { name: '추모의 글 쓰기' });
    await expect.poll(() => form.getByLabel('추모의 글').getAttribute('placeholder')).toContain('명복을 빕니다');
    const body = `그곳에서는 편히 쉬세요. (${uniqueDigits(5)})`;
    await form.getByLabel('이름').fill('조문객');
    await form.getByLabel('추모의 글').fill(body);
    await form.getByLabel('비밀번호').fill('2468');
    await form.getByRole('button', { name: '추모의 글 남기기' }).click();
    await expectVisible(book.getByRole('status').filter({ hasText: '글을 남겼습니다' }));
    await expectVisible(book.getByRole('listitem').filter({ hasText: body }));

    // On the kiosk within 2 s, by the live stream (its refresh is 30 s), without a reload.
    await kiosk.page.getByRole('region', { name: '추모의 글' }).getByText(body).waitFor({ state: 'visible', timeout: 2_000 });
    expect(await kiosk.page.evaluate(() => (window as unknown as { kioskMark?: string }).kioskMark)).toBe('still-here');

    expect(await violations(guest.page)).toEqual([]);

    // The host hides it on the event page: it leaves the kiosk as quickly.
    await host.page.goto(url(`/mypage/event/${orderNum}`));
    const hostBook = host.page.getByRole('region', { name: /추모의 글/ });
    const item = hostBook.getByRole('listitem').filter({ hasText: body });
    await item.getByRole('button', { name: '조문객 님의 글 숨기기' }).click();
    await expectVisible(item.getByText('숨김'));
    await kiosk.page.getByRole('region', { name: '추모의 글' }).getByText(body).waitFor({ state: 'detached', timeout: 2_000 });
    expect(await violations(host.page)).toEqual([]);

    await Promise.all([host.context.close(), kiosk.context.close(), guest.context.close()]);
  });

  it('하객이 방명록을 남기고, 틀린 비밀번호는 거절되고 맞는 비밀번호로 지운다; 글은 글자 그대로 (360, 카카오톡, 위반 없음)', async () => {
    const views = await seededInvitations();
    const wedding = findView(views, 'a wedding with its guestbook open', (view) => view.invitationType === 'W' && view.guestbook === 'public');
    const guest = await inKakaoTalk(browser());
    await guest.page.goto(url(`/invitation/${wedding.publicNum}`));
    await sendersShown(guest.page);
    const book = guest.page.getByRole('region', { name: '방명록' });
    const form = book.getByRole('form', { name: '방명록 쓰기' });
    const name = `하객${uniqueDigits(3)}`;
    const body = `결혼 축하해요!\n<b>행복하게</b> 사세요 https://example.com`;

    // A refusal keeps what was typed and says why.
    await form.getByLabel('이름').fill(name);
    await form.getByLabel('축하의 글').fill(body);
    await form.getByLabel('비밀번호').fill('12');
    await form.getByRole('button', { name: '방명록 남기기' }).click();
    await expectVisible(form.getByRole('alert').filter({ hasText: messages.guestbook.passwordLength(4, 20) }));
    expect(await form.getByLabel('축하의 글').inputValue()).toBe(body);

    await form.getByLabel('비밀번호').fill('my-pass');
    await form.getByRole('button', { name: '방명록 남기기' }).click();
    const item = book.getByRole('listitem').filter({ hasText: name });
    await expectVisible(item);
    // Plain text: the tags are shown as typed, the address is not a link, the line break is kept.
    await expectVisible(item.getByText('<b>행복하게</b>', { exact: false }));
    expect(await item.getByRole('link').count()).toBe(0);
    expect(await item.locator('p').nth(1).innerText()).toContain('결혼 축하해요!\n');
    expect(await violations(guest.page)).toEqual([]);

    await item.getByRole('button', { name: `${name} 님의 글 삭제` }).click();
    const ask = item.getByRole('form', { name: `${name} 님의 글 삭제` });
    await ask.getByLabel('남길 때 정한 비밀번호').fill('wrong-pass');
    await ask.getByRole('button', { name: '삭제' }).click();
    await expectVisible(ask.getByRole('alert').filter({ hasText: messages.guestbook.passwordWrong }));
    await ask.getByLabel('남길 때 정한 비밀번호').fill('my-pass');
    await ask.getByRole('button', { name: '삭제' }).click();
    await item.waitFor({ state: 'detached' });
    await expectVisible(book.getByRole('status').filter({ hasText: '글을 지웠습니다.' }));
    expect(await violations(guest.page)).toEqual([]);
    await guest.context.close();
  });
});
