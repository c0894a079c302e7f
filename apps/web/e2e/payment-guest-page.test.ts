import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatWon, maskPersonName, messages, type InvitationView, type PaymentReceipt } from '@ongi/shared';
import { getJson } from './support/accounts';
import { expectVisible, modal, newVisitor, url, useBrowser, viewports, violations } from './support/browser';
import { findView, seededInvitations } from './invitation-view-seeded';
import { fillWreath, paymentDialog, paymentIdIn, payInSandbox, shownTotal } from './payment-flow';

const browser = useBrowser();

let funeral: InvitationView;
let wedding: InvitationView;
beforeAll(async () => {
  const views = await seededInvitations();
  funeral = findView(views, 'a funeral notice with a campaign', (view) => view.invitationType === 'F' && view.campaign !== null);
  wedding = findView(views, 'a wedding invitation with a campaign', (view) => view.invitationType === 'W' && view.campaign !== null);
});

const sendersOf = (page: Page) => page.getByRole('region', { name: '마음을 전해주신 분들' });

/** The section's count of wreaths ('기부화환 3개'), once it has loaded; 0 for its empty state. */
async function shownSenderCount(page: Page): Promise<number> {
  const senders = sendersOf(page);
  await senders.scrollIntoViewIfNeeded();
  const loaded = senders.getByText(/^기부화환 [\d,]+개$|^아직 보내주신 기부화환이 없습니다\.$/);
  await expectVisible(loaded);
  const text = await loaded.innerText();
  return text.startsWith('아직') ? 0 : Number(text.replace(/\D/g, ''));
}

/** The funeral page's payment modal; `onPage` first does what a guest does on the page before sending. */
async function openModalOnGuestPage(page: Page, onPage?: () => Promise<unknown>) {
  await page.goto(url(`/invitation/${funeral.publicNum}`));
  await onPage?.();
  await page.getByRole('complementary', { name: '마음 전하기' }).getByRole('button', { name: '디지털 기부화환 보내기' }).click();
  const dialog = paymentDialog(page);
  await dialog.waitFor({ state: 'visible' });
  return dialog;
}

const focusedName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? null);

describe('부고장에서 근조 기부화환 보내기 (PortOne 방식, 테스트 결제창)', () => {
  it('빈 칸은 순서대로 그 자리에서 알리고, 30,000원 화환을 추천 문구로 보내면 검증 완료 후 영수증과 조회, 고마운 기부자에 보인다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    // The list of senders is seen before paying, so the one the payment refreshes is already on the page.
    let sentBefore = 0;
    const dialog = await openModalOnGuestPage(page, async () => {
      sentBefore = await shownSenderCount(page);
    });
    const campaign = funeral.campaign!;
    expect(await dialog.innerText()).toContain(campaign.campaignName);
    expect(await shownTotal(dialog)).toBe(formatWon(campaign.campaignAmount));

    // First failure wins, told at its field, which takes the focus.
    await dialog.getByRole('button', { name: '결제하기' }).click();
    await expectVisible(dialog.getByRole('alert').filter({ hasText: messages.payment.donationRequired }));
    expect(await focusedName(page)).toBe('donationAmount');
    await dialog.getByRole('radio', { name: '30,000원', exact: true }).check();
    expect(await shownTotal(dialog)).toBe(formatWon(campaign.campaignAmount + 30000));
    await dialog.getByRole('button', { name: '결제하기' }).click();
    await expectVisible(dialog.getByRole('alert').filter({ hasText: messages.payment.nameRequired }));
    expect(await focusedName(page)).toBe('name');

    // The free amount: digits only, no leading zeros, thousands separators; the total follows.
    await dialog.getByRole('radio', { name: '직접 입력' }).check();
    const amount = dialog.getByLabel('직접 입력할 기부 금액');
    await amount.pressSequentially('0012a345');
    expect(await amount.inputValue()).toBe('12,345');
    expect(await shownTotal(dialog)).toBe(formatWon(campaign.campaignAmount + 12345));
    // Phone: digits only, at most 11.
    const phone = dialog.getByLabel('휴대폰 번호');
    await phone.pressSequentially('010-2222-33334');
    expect(await phone.inputValue()).toBe('01022223333');
    expect(await violations(page)).toEqual([]);

    const preset = '삼가 고인의 명복을 빕니다.';
    await fillWreath(dialog, { donation: '30,000원', name: '한서윤', phoneNum: '01022223333', preset });
    expect(await dialog.getByLabel('메시지').inputValue()).toBe(preset);
    expect(await dialog.innerText()).toContain(`${preset.length} / 100자`);
    expect(await shownTotal(dialog)).toBe(formatWon(campaign.campaignAmount + 30000));

    const checkout = await payInSandbox(context, dialog);
    expect(await checkout.getByRole('note', { name: '테스트 결제창' }).innerText()).toContain('실제 결제되지 않음');
    expect(await checkout.locator('dl').innerText()).toContain(formatWon(campaign.campaignAmount + 30000));
    await checkout.getByRole('button', { name: '승인' }).click();

    const verified = await modal(page, messages.payment.verified);
    const paymentId = await paymentIdIn(verified);
    await verified.getByRole('button', { name: '확인' }).click();
    const paid = page.getByRole('dialog', { name: '기부화환 결제 완료' });
    const receipt = paid.getByRole('article', { name: '카드 영수증' });
    await expectVisible(receipt);
    const total = campaign.campaignAmount + 30000;
    const slip = await receipt.innerText();
    expect(slip).toContain(paymentId);
    expect(slip).toContain('한서윤');
    expect(slip).toContain(campaign.campaignName);
    expect(slip).toContain(formatWon(total));
    expect(slip).toContain(formatWon(Math.floor(total / 2)));
    expect(await violations(page)).toEqual([]);
    // The 기부금 영수증 request and the cash receipt details are at hand right after paying, and lead back to the receipt.
    await paid.getByRole('button', { name: '기부금 영수증 신청' }).click();
    const donationReceipt = page.getByRole('dialog', { name: '기부금 영수증 신청' });
    await donationReceipt.getByRole('button', { name: '영수증으로 돌아가기' }).first().click();
    await expectVisible(receipt);
    await paid.getByRole('button', { name: '현금영수증 정보' }).click();
    const cashReceipt = page.getByRole('dialog', { name: '현금영수증 정보' });
    await cashReceipt.getByRole('button', { name: '영수증으로 돌아가기' }).first().click();
    await expectVisible(receipt);
    await paid.getByRole('button', { name: '닫기' }).click();
    // The page's list of senders has the new wreath on top, as the sender chose to show it, without a reload.
    const senders = sendersOf(page);
    await expectVisible(
      senders
        .getByRole('listitem')
        .first()
        .filter({ hasText: maskPersonName('한서윤') })
        .filter({ hasText: preset }),
    );
    expect(await shownSenderCount(page)).toBe(sentBefore + 1);
    await context.close();

    // The receipt lookup finds it by its number, the name and the phone.
    const lookup = await newVisitor(browser(), viewports.desktop);
    const found = await getJson<PaymentReceipt>(lookup.page, `/api/payment/receipt/${paymentId}/${encodeURIComponent('한서윤')}/01022223333`);
    expect(found).toMatchObject({ paymentId, status: 'PAID', amount: total, campaignName: campaign.campaignName });
    await lookup.page.goto(url('/'));
    for (const close of await lookup.page.locator('[data-popup]').getByRole('button', { name: '닫기', exact: true }).all()) await close.click();
    const donors = lookup.page.getByRole('region', { name: '고마운 기부자' });
    await expectVisible(
      donors
        .getByRole('listitem')
        .filter({ hasText: `${maskPersonName('한서윤')}님` })
        .filter({ hasText: formatWon(total) }),
    );
    await lookup.page
      .getByRole('region', { name: '부가 서비스' })
      .getByRole('button', { name: /증빙서류 발급/ })
      .click();
    const dialog2 = lookup.page.getByRole('dialog', { name: '결제 영수증 조회' });
    await dialog2.getByLabel('결제번호').fill(paymentId);
    await dialog2.getByLabel('이름').fill('한서윤');
    await dialog2.getByLabel('연락처').fill('01022223333');
    await dialog2.getByRole('button', { name: '조회하기' }).click();
    await expectVisible(dialog2.getByRole('article', { name: '카드 영수증' }).filter({ hasText: paymentId }));
    await lookup.context.close();
  });

  it('결제 확인 요청이 서버 오류(503)로 두 번 실패해도 결제를 확인하는 중이라고 알리며 다시 물어, 검증 완료를 알린다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    // The fault is the network's: the first two confirmations meet a balancer's 503 (an instance restarting, a database blip).
    let refused = 0;
    await page.route('**/api/payment/verify/**', async (route) => {
      if (refused >= 2) return route.continue();
      refused += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: messages.common.serverError }) });
    });
    const dialog = await openModalOnGuestPage(page);
    await fillWreath(dialog, { donation: '10,000원', name: '다시묻기', phoneNum: '01077778888', message: '잠시 끊겨도 마음은 닿습니다.' });
    const checkout = await payInSandbox(context, dialog);
    await checkout.getByRole('button', { name: '승인' }).click();

    // Calm while it asks again, never the spec's failure.
    await expectVisible(dialog.getByRole('status').filter({ hasText: messages.payment.confirming }));
    const verified = await modal(page, messages.payment.verified);
    expect(refused).toBe(2);
    const paymentId = await paymentIdIn(verified);
    const found = await getJson<PaymentReceipt>(page, `/api/payment/receipt/${paymentId}/${encodeURIComponent('다시묻기')}/01077778888`);
    expect(found).toMatchObject({ paymentId, status: 'PAID' });
    await context.close();
  });

  it('거절된 카드는 결제 실패를 알리고, 다시 연 결제창에 입력한 내용이 남아 있으며, 결제 완료로 기록되지 않는다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.desktop);
    const dialog = await openModalOnGuestPage(page);
    await fillWreath(dialog, { donation: '10,000원', name: '거절 시험', phoneNum: '01055556666', message: '거절되는 카드입니다.' });
    const checkout = await payInSandbox(context, dialog);
    await checkout.getByRole('button', { name: '거절' }).click();
    const failed = await modal(page, messages.payment.failed);
    expect((await failed.innerText()).trim()).toContain(messages.payment.failed);
    await failed.getByRole('button', { name: '확인' }).click();
    // The form again, as typed, to try once more.
    await paymentDialog(page).waitFor({ state: 'visible' });
    expect(await paymentDialog(page).getByLabel('보내는 분').inputValue()).toBe('거절 시험');
    const donors = await getJson<Array<{ name: string }>>(page, '/api/payment/getMainPageList/PAID');
    expect(donors.map((donor) => donor.name)).not.toContain(maskPersonName('거절 시험'));
    await context.close();
  });

  it('청첩장의 디지털 기부화환 블록도 같은 결제창을 열고, 결혼에 맞는 추천 문구를 준다', async () => {
    const { context, page } = await newVisitor(browser(), viewports.phone);
    await page.goto(url(`/invitation/${wedding.publicNum}`));
    const block = page.getByRole('region', { name: '디지털 기부화환' });
    await block.getByRole('button', { name: '디지털 기부화환 보내기' }).click();
    const dialog = paymentDialog(page);
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.innerText()).toContain(wedding.campaign!.campaignName);
    const presets = dialog.getByRole('group', { name: '추천 문구' }).getByRole('button');
    expect(await presets.allInnerTexts()).toEqual([
      '결혼을 진심으로 축하드립니다.',
      '두 분의 새로운 출발을 응원합니다.',
      '늘 오늘처럼 행복하세요.',
      '사랑으로 가득한 가정 이루시길 바랍니다.',
    ]);
    await context.close();
  });

  it('결제창 (1280): 위반 없음', async () => {
    const { context, page } = await newVisitor(browser(), viewports.desktop);
    await openModalOnGuestPage(page);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
