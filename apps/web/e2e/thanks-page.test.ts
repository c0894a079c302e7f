// Issue 27, part 2, on a phone (390 px): after the wedding the host opens the
// thank-you page editor, starts from a preset 감사 인사, edits it, picks a
// photo, publishes and saves; the guests' page then shows that text and
// photo. Then the host sends it by 알림톡 to the wreath senders in one tap,
// and a second tap from the other host's phone sends nobody twice. Every
// screen passes axe.
import { describe, expect, it } from 'vitest';
import { imageUrl, messages, thanksPresets, type HostEvent, type MemberOrder, type Page as ListPage, type ThanksEdit, type ThanksSending } from '@ongi/shared';
import { getJson } from './support/accounts';
import { answerModal, demo, expectTitle, expectVisible, loginOnPage, newVisitor, url, useBrowser, viewports, violations, waitForPath } from './support/browser';

const browser = useBrowser();

describe('감사 인사 (390 px)', () => {
  it('the host picks a preset, edits it, saves and publishes, the guests’ page shows the text and the photo, and one tap sends it to each wreath sender once', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    await loginOnPage(page, demo.member.username, demo.member.password);
    await waitForPath(page, '/');
    const orders = await getJson<ListPage<MemberOrder>>(page, '/api/invitation/get-ago-list?daysAgo=all&page=1');
    // A wedding that takes wreaths: its senders are the ones thanked.
    const wedding = orders.content.find((order) => order.isWedding && order.useCampaign);
    expect(wedding, '데모 회원의 기부화환을 받는 청첩장').toBeDefined();
    const before = await getJson<ThanksSending>(page, `/api/thanks/order/${wedding!.orderNum}/send`);
    const toSend = before.recipients - before.alreadySent;
    expect(toSend, '번호를 남긴 데모 기부화환 보낸 분').toBeGreaterThan(0);
    const start = await getJson<ThanksEdit>(page, `/api/thanks/order/${wedding!.orderNum}`);
    expect(start.photos.length, '데모 청첩장의 사진').toBeGreaterThan(1);
    if (start.names.invitationType !== 'W') throw new Error('청첩장의 감사 페이지여야 합니다');
    const couple = `${start.names.groomName} ♥ ${start.names.brideName}`;

    await page.goto(url(`/mypage/event/${wedding!.orderNum}/thanks`));
    await expectVisible(page.getByRole('heading', { level: 1, name: '감사 인사' }));
    const text = page.getByRole('textbox', { name: '감사 인사 내용' });
    // A new page starts from the first preset, the couple named.
    const presets = thanksPresets(start.names);
    await expect.poll(() => text.inputValue()).toBe(presets[0]);
    // Nothing is sent before the page is public, and the host is told why.
    const sending = page.getByRole('region', { name: '감사 인사 보내기' });
    const sendButton = sending.getByRole('button', { name: `알림톡으로 보내기 (${toSend}명)` });
    await expectVisible(sendButton);
    expect(await sendButton.isDisabled()).toBe(true);
    expect(await sendButton.getAttribute('aria-describedby')).toBeTruthy();
    await expectVisible(sending.getByText(/감사 페이지를 저장하고 공개하면 보낼 수 있습니다/));
    expect(await violations(page)).toEqual([]);

    // The second preset, then the host's own last line.
    await page.getByRole('button', { name: /^문구 2:/ }).click();
    await expect.poll(() => text.inputValue()).toBe(presets[1]);
    await expectVisible(page.getByRole('button', { name: /^문구 2:/, pressed: true }));
    await text.fill(`${presets[1]}\n추신: 신혼여행 사진도 곧 보내 드릴게요.`);
    await page.getByRole('textbox', { name: '제목' }).fill('고맙습니다, 잘 살겠습니다');
    await page.getByRole('radio', { name: '사진 2' }).check();
    await page.getByRole('checkbox', { name: '하객에게 공개하기' }).check();
    // The preview follows what is typed.
    const preview = page.getByRole('article', { name: '감사 페이지 미리보기' });
    await expectVisible(preview.getByRole('heading', { name: '고맙습니다, 잘 살겠습니다' }));
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await answerModal(page, messages.thanks.published);

    // '감사 페이지 보기' opens the guests' page at its clean address.
    const link = page.getByRole('link', { name: '감사 페이지 보기' });
    const href = await link.getAttribute('href');
    expect(href).toBe(`/thanks/${wedding!.publicNum}`);
    const guest = await context.newPage();
    await guest.goto(url(href!));
    await expectVisible(guest.getByRole('heading', { level: 1, name: '고맙습니다, 잘 살겠습니다' }));
    await expectTitle(guest, `${couple} 감사 인사 | 온기`);
    await expectVisible(guest.getByText('추신: 신혼여행 사진도 곧 보내 드릴게요.'));
    const photo = guest.getByRole('img', { name: /사진$/ });
    await expectVisible(photo);
    const chosen = start.photos[1]!;
    expect(await photo.getAttribute('srcset')).toContain(imageUrl(chosen.variants[0]!.path));
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await violations(guest)).toEqual([]);
    await guest.close();

    // The other host has the editor open on their phone too, before anything is sent.
    const otherHost = await context.newPage();
    await otherHost.goto(url(`/mypage/event/${wedding!.orderNum}/thanks`));
    const otherButton = otherHost.getByRole('region', { name: '감사 인사 보내기' }).getByRole('button', { name: `알림톡으로 보내기 (${toSend}명)` });
    await expect.poll(() => otherButton.isEnabled()).toBe(true);

    // Published: one tap, a question first, then the line says what happened.
    await expect.poll(() => sendButton.isEnabled()).toBe(true);
    await sendButton.click();
    await answerModal(page, `${toSend}명에게 감사 페이지 주소를 알림톡으로 보낼까요?`, '보내기');
    await expectVisible(sending.getByRole('status').filter({ hasText: messages.thanks.sent(toSend, 0) }));
    await expectVisible(sending.getByRole('button', { name: '알림톡으로 보내기 (0명)', disabled: true }));
    await expectVisible(sending.getByText(`번호를 남긴 ${before.recipients}명 모두에게 보냈습니다.`, { exact: false }));
    expect(await violations(page)).toEqual([]);
    // Each sender's wreaths are marked on the host's page.
    const event = await getJson<HostEvent>(page, `/api/host/event/${wedding!.orderNum}`);
    expect(event.thankedCount).toBeGreaterThanOrEqual(toSend);

    // The other phone's tap reaches nobody twice.
    await otherButton.click();
    await answerModal(otherHost, `${toSend}명에게 감사 페이지 주소를 알림톡으로 보낼까요?`, '보내기');
    const otherSending = otherHost.getByRole('region', { name: '감사 인사 보내기' });
    await expectVisible(otherSending.getByRole('status').filter({ hasText: messages.thanks.sent(0, toSend) }));
    await expectVisible(otherSending.getByRole('button', { name: '알림톡으로 보내기 (0명)', disabled: true }));
    await context.close();
  });
});
