// Issue 24 §1 on a phone in KakaoTalk (360 px): the host of the demo's
// non-member wedding turns 참석 의사 on; a guest answers, comes back from the
// same browser, sees the answer and changes it; the host's page then counts
// it on its side. The guest's form and the host's screens pass axe.
import { describe, expect, it } from 'vitest';
import { messages, rsvpGuestWords, type InvitationLifecycle } from '@ongi/shared';
import { getJson } from './support/accounts';
import { demo, expectVisible, inKakaoTalk, sendersShown, url, useBrowser, violations } from './support/browser';

const browser = useBrowser();
describe('참석 의사 (360 px, KakaoTalk)', () => {
  it('the host turns it on, a guest answers, returns and changes it, and the host sees the counts', async () => {
    const host = await inKakaoTalk(browser());
    const login = await host.page.request.post(url('/api/account/nonUserLogin'), {
      data: { nonUserName: demo.nonMember.name, phoneNum: demo.nonMember.phoneNum, orderNum: demo.nonMember.orderNum },
      headers: { origin: url('') },
    });
    expect(login.status()).toBe(200);
    const { publicNum } = await getJson<InvitationLifecycle>(host.page, `/api/invitation/${demo.nonMember.orderNum}/lifecycle`);

    // Off by default: the guest page has no such section.
    const guest = await inKakaoTalk(browser());
    await guest.page.goto(url(`/invitation/${publicNum}`));
    await expectVisible(guest.page.getByRole('heading', { level: 1 }));
    expect(await guest.page.getByRole('heading', { name: rsvpGuestWords.title }).count()).toBe(0);

    // The host turns it on in the settings.
    await host.page.goto(url(`/mypage/event/${demo.nonMember.orderNum}/settings`));
    const settings = host.page.getByRole('form', { name: '참석 의사 받기 설정' });
    const enabled = settings.getByRole('checkbox', { name: '청첩장에서 참석 의사 받기' });
    await expectVisible(enabled);
    expect(await enabled.isChecked()).toBe(false);
    await enabled.check();
    await settings.getByRole('button', { name: '참석 의사 설정 저장' }).click();
    await expectVisible(host.page.getByRole('status').filter({ hasText: messages.rsvp.settingsSaved }));
    expect(await violations(host.page)).toEqual([]);

    // The guest answers.
    await guest.page.reload();
    const section = guest.page.getByRole('region', { name: rsvpGuestWords.title });
    await expectVisible(section);
    await sendersShown(guest.page);
    await section.getByRole('button', { name: rsvpGuestWords.open }).click();
    const form = section.getByRole('form', { name: '참석 의사 전달' });
    await expectVisible(form);
    expect(await violations(guest.page)).toEqual([]);
    // A missing choice is refused with its sentence, and what was typed stays.
    await form.getByLabel('성함').fill('한결하객');
    await form.getByRole('button', { name: '전달하기' }).click();
    await expectVisible(form.getByRole('alert').filter({ hasText: messages.rsvp.sideRequired }));
    expect(await form.getByLabel('성함').inputValue()).toBe('한결하객');
    await form.getByRole('group', { name: '구분' }).getByLabel('신부측').check();
    await form.getByRole('group', { name: '참석 여부' }).getByLabel('참석').check();
    await form.getByLabel('인원 (본인 포함)').fill('2');
    await form.getByRole('group', { name: '식사 여부' }).getByLabel('식사함').check();
    await form.getByLabel('남기실 말씀 (선택)').fill('축하드려요');
    await form.getByRole('button', { name: '전달하기' }).click();
    await expectVisible(section.getByText(rsvpGuestWords.sent));
    await expectVisible(section.getByText('한결하객 · 신부측 · 참석 2명 · 식사함'));

    // Back later from the same browser: the saved answer, and a change.
    await guest.page.reload();
    await expectVisible(section.getByText('한결하객 · 신부측 · 참석 2명 · 식사함'));
    await sendersShown(guest.page);
    await section.getByRole('button', { name: '참석 의사 수정' }).click();
    const change = section.getByRole('form', { name: '참석 의사 수정' });
    expect(await change.getByLabel('성함').inputValue()).toBe('한결하객');
    await change.getByLabel('인원 (본인 포함)').fill('3');
    await change.getByRole('button', { name: '수정하기' }).click();
    await expectVisible(section.getByText(messages.rsvp.changed));
    await expectVisible(section.getByText('한결하객 · 신부측 · 참석 3명 · 식사함'));
    expect(await violations(guest.page)).toEqual([]);
    await guest.context.close();

    // The host's page counts it on the bride's side.
    await host.page.goto(url(`/mypage/event/${demo.nonMember.orderNum}`));
    const answers = host.page.getByRole('region', { name: '참석 의사', exact: true });
    const bride = answers.getByRole('definition').filter({ hasText: '참석 1명' });
    await expectVisible(bride);
    await expectVisible(bride.getByText(/인원 합 3명/));
    await expectVisible(bride.getByText(/식사 인원 3명/));
    await expectVisible(answers.getByRole('list', { name: /참석 의사, 1페이지/ }).getByText('한결하객'));
    expect(await violations(host.page)).toEqual([]);
    await host.context.close();
  });
});
