import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { itemAt, refundMessages, type AdminPaymentRow, type InvitationView } from '@ongi/shared';
import { adminList, adminVisitor } from './support/admin';
import { answerModal, BASE_URL, expectVisible, inKakaoTalk, newVisitor, url, useBrowser, viewports, violations } from './support/browser';
import { lookUpReceipt } from './support/receipt';
import { findView, seededInvitations } from './invitation-view-seeded';

// Money out and in (issue 24 §3): a payer asks for a refund from the receipt
// lookup, the administrators decline or approve it in their queue, and the
// lookup shows where it stands; on the guest page, each account's copy works
// inside KakaoTalk and Toss's transfer link sits beside it.

const browser = useBrowser();

async function ask(page: Page, payment: { paymentId: string; name: string; phoneNum: string }, reason: string) {
  const lookup = await lookUpReceipt(page, payment);
  await lookup.getByRole('button', { name: '환불 요청' }).click();
  const form = lookup.getByRole('form', { name: '환불 요청서' });
  await form.getByRole('button', { name: '요청하기' }).click();
  await expectVisible(form.getByText(refundMessages.reasonRequired));
  await form.getByLabel('환불 사유').fill(reason);
  await form.getByRole('button', { name: '요청하기' }).click();
  await expectVisible(lookup.getByText('환불 요청 요청됨'));
  return lookup;
}

describe('환불 요청', () => {
  it('결제한 분이 영수증에서 요청하고, 관리자가 거절하면 사유가, 승인하면 환불 완료가 조회에 보인다', async () => {
    const admin = await adminVisitor(browser(), '/admin/refund-request');
    const paid = (await (await admin.page.request.get(url('/api/admin/payment/list?status=PAID'))).json()) as { content: AdminPaymentRow[] };
    const target = itemAt(
      paid.content.filter((row) => row.name && row.phoneNum),
      0,
      'a paid payment with its payer',
    );
    const payment = { paymentId: target.paymentId, name: target.name!, phoneNum: target.phoneNum! };

    const payer = await newVisitor(browser(), viewports.phone);
    const lookup = await ask(payer.page, payment, '예식에 참석해 직접 전했습니다.');
    expect(await violations(payer.page)).toEqual([]);

    // 거절, with the reason the payer then reads.
    await admin.page.reload();
    const list = adminList(admin.page);
    await expectVisible(list.row(payment.paymentId).getByText('요청됨', { exact: true }));
    expect(await violations(admin.page)).toEqual([]);
    await list
      .row(payment.paymentId)
      .getByRole('button', { name: `${payment.paymentId} 환불 거절` })
      .click();
    const decline = admin.page.getByRole('dialog', { name: '환불 요청 거절' });
    await decline.getByRole('button', { name: '거절' }).click();
    await expectVisible(decline.getByText(refundMessages.declineReasonRequired));
    await decline.getByLabel('거절 사유').fill('메시지가 이미 예식장 화면에 표시되었습니다.');
    await decline.getByRole('button', { name: '거절' }).click();
    await answerModal(admin.page, refundMessages.declinedSentByPhone);
    await expectVisible(list.row(payment.paymentId).getByText('메시지가 이미 예식장 화면에 표시되었습니다.'));

    await lookup.getByRole('button', { name: '다른 결제 조회' }).click();
    const again = await lookUpReceipt(payer.page, payment);
    await expectVisible(again.getByText('환불 요청 거절: 메시지가 이미 예식장 화면에 표시되었습니다.'));

    // Asked again, and 승인 with the amount it offers (all that stays paid): the payment is cancelled in full.
    await ask(payer.page, payment, '행사가 취소되었습니다.');
    await admin.page.reload();
    const open = list.row('행사가 취소되었습니다.');
    await open.getByRole('button', { name: `${payment.paymentId} 환불 승인` }).click();
    const approve = admin.page.getByRole('dialog', { name: '환불 요청 승인' });
    await approve.getByRole('button', { name: '환불 승인' }).click();
    await answerModal(admin.page, refundMessages.approved);
    await expectVisible(list.row('행사가 취소되었습니다.').getByText('환불 완료', { exact: true }));

    const done = await lookUpReceipt(payer.page, payment);
    await expectVisible(done.getByText('환불 요청 환불 완료'));
    await expectVisible(done.getByRole('article', { name: '카드 영수증' }).getByText('결제 취소', { exact: true }));
    await expect.poll(() => done.getByRole('button', { name: '환불 요청' }).count()).toBe(0);
    await payer.context.close();
    await admin.context.close();
  });
});

describe('초대장의 계좌: 카카오톡 안에서 (360×640)', () => {
  it('복사가 되고, 토스로 보내기는 은행과 계좌번호를 담으며, 앱이 없으면 복사했다고 알린다', async () => {
    const views: InvitationView[] = await seededInvitations();
    const view = findView(
      views,
      'a wedding card with accounts and no KakaoPay link',
      (candidate) => (candidate.wedding?.accounts.length ?? 0) > 0 && !candidate.wedding?.groomKakaoPayLink && !candidate.wedding?.brideKakaoPayLink,
    );
    const account = view.wedding!.accounts[0]!;
    const { context, page } = await inKakaoTalk(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await page.goto(url(`/invitation/${view.publicNum}`));
    await page.getByRole('button', { name: account.side === 'groom' ? '신랑측 계좌번호' : '신부측 계좌번호' }).click();

    await page.getByRole('button', { name: `${account.name} ${account.bankName} 계좌번호 복사` }).click();
    await expectVisible(page.getByRole('status').getByText('복사되었습니다'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${account.bankName} ${account.bankNumber}`);

    const toss = page.getByRole('link', { name: `${account.name}에게 토스로 보내기` });
    const href = new URL((await toss.getAttribute('href'))!);
    expect(href.protocol).toBe('supertoss:');
    expect(href.searchParams.get('accountNo')).toBe(account.bankNumber.replace(/\D/g, ''));
    expect(href.searchParams.get('bank')).toContain(account.bankName);
    expect(href.searchParams.get('origin')).toBe('qr');

    // No Toss here: the page stays, and the guest is told the account is on the clipboard.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await toss.click();
    await expectVisible(page.getByRole('status').getByText(/토스 앱을 열 수 없어 계좌번호를 복사했습니다/));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${account.bankName} ${account.bankNumber}`);
    // The host gave no KakaoPay link: no button is made up.
    expect(await page.getByRole('link', { name: /카카오페이로 보내기/ }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it('신랑이 넣은 카카오페이 송금 링크로 보내기를 열고, 링크가 없는 신부측에는 만들지 않는다', async () => {
    const views: InvitationView[] = await seededInvitations();
    const view = findView(
      views,
      "a wedding card whose groom gave a KakaoPay link and whose bride did not (the demo's first wedding)",
      (candidate) => Boolean(candidate.wedding?.groomKakaoPayLink) && !candidate.wedding?.brideKakaoPayLink && (candidate.wedding?.accounts.length ?? 0) > 0,
    );
    const { context, page } = await inKakaoTalk(browser());

    await page.goto(url(`/invitation/${view.publicNum}`));

    await page.getByRole('button', { name: '신랑측 계좌번호' }).click();
    const kakaoPay = page.getByRole('link', { name: '신랑측 카카오페이로 보내기 (새 창)' });
    await expectVisible(kakaoPay);
    expect(await kakaoPay.getAttribute('href')).toBe(view.wedding!.groomKakaoPayLink);

    await page.getByRole('button', { name: '신부측 계좌번호' }).click();
    await expectVisible(page.getByRole('button', { name: /계좌번호 복사/ }).last());
    expect(await page.getByRole('link', { name: /신부측 카카오페이로 보내기/ }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
