import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatWon, itemAt, messages, paymentAdminMessages, refundMessages, type AdminPaymentRow } from '@ongi/shared';
import { adminList, adminVisitor } from './support/admin';
import { answerModal, expectVisible, newVisitor, url, useBrowser, viewports, violations } from './support/browser';
import { lookUpReceipt, type PayerKey } from './support/receipt';

// Partial refunds (issue 25): an administrator refunds part of a wreath
// through the gateway (the sandbox, standing in for PortOne's partial cancel),
// then the rest; the payer's receipt lookup shows each refund and what stays.
// A refund request declined with a reason shows that reason to the payer.

const browser = useBrowser();

/** Paid payments with their payer, from the back office's list (the refund request journey takes the first). */
async function paidPayments(page: Page): Promise<PayerKey[]> {
  const paid = (await (await page.request.get(url('/api/admin/payment/list?status=PAID'))).json()) as { content: AdminPaymentRow[] };
  return paid.content
    .filter((row) => row.name && row.phoneNum)
    .map((row) => ({ paymentId: row.paymentId, name: row.name!, phoneNum: row.phoneNum!, amount: row.amount }));
}

describe('부분 환불', () => {
  it('관리자가 일부를 환불하고 나중에 나머지를 환불하면, 결제한 분의 조회에 환불된 금액과 남은 금액이 보인다', async () => {
    const admin = await adminVisitor(browser(), '/admin/payment');
    const payments = await paidPayments(admin.page);
    const target = itemAt(payments, 2, 'a third paid payment with its payer') as PayerKey & { amount: number };
    const part = 10000;
    const rest = target.amount - part;

    const list = adminList(admin.page);
    await list.search('주문·결제번호', target.paymentId);
    await list
      .row(target.paymentId)
      .getByRole('button', { name: `${target.paymentId} 부분 환불` })
      .click();
    const dialog = admin.page.getByRole('dialog', { name: '부분 환불' });
    await expectVisible(dialog.getByText('아직 환불한 내역이 없습니다.'));

    // Wrong input is named before anything reaches the gateway.
    await dialog.getByRole('button', { name: '환불하기' }).click();
    await expectVisible(dialog.getByText(messages.payment.refundAmountRequired));
    await expectVisible(dialog.getByText(messages.payment.refundReasonRequired));
    await dialog.getByLabel('환불 금액').fill(String(target.amount + 1));
    await dialog.getByLabel('환불 사유').fill('화환 일부 금액 환불 요청');
    await dialog.getByRole('button', { name: '환불하기' }).click();
    await expectVisible(dialog.getByText(messages.payment.refundAmountOver(formatWon(target.amount))));
    expect(await violations(admin.page)).toEqual([]);

    await dialog.getByLabel('환불 금액').fill(part.toLocaleString('ko-KR'));
    await dialog.getByRole('button', { name: '환불하기' }).click();
    await answerModal(admin.page, messages.payment.partiallyRefunded);
    const history = dialog.getByRole('region', { name: '환불 내역' });
    await expectVisible(history.getByText(formatWon(part)));
    await expectVisible(history.getByText('화환 일부 금액 환불 요청'));
    await expectVisible(dialog.getByText(formatWon(rest), { exact: true }));
    expect(await violations(admin.page)).toEqual([]);
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expectVisible(list.row(target.paymentId).getByText('부분 환불', { exact: true }));
    await expectVisible(list.row(target.paymentId).getByText(`남은 ${formatWon(rest)}`));

    // The payer's lookup: 부분 환불, what came back and what stays.
    const payer = await newVisitor(browser(), viewports.phone);
    const lookup = await lookUpReceipt(payer.page, target);
    const slip = lookup.getByRole('article', { name: '카드 영수증' });
    await expectVisible(slip.getByText('부분 환불', { exact: true }));
    await expectVisible(slip.getByText('환불된 금액'));
    await expectVisible(slip.getByText(`-${formatWon(part)}`).first());
    await expectVisible(slip.getByText(formatWon(rest), { exact: true }));
    expect(await violations(payer.page)).toEqual([]);

    // Later, the rest.
    await list
      .row(target.paymentId)
      .getByRole('button', { name: `${target.paymentId} 부분 환불` })
      .click();
    await dialog.getByLabel('환불 금액').fill(String(rest));
    await dialog.getByLabel('환불 사유').fill('나머지 환불');
    await dialog.getByRole('button', { name: '환불하기' }).click();
    await answerModal(admin.page, paymentAdminMessages.cancelled);
    const done = admin.page.getByRole('dialog', { name: '환불 내역' });
    await expectVisible(done.getByText('나머지 환불'));
    expect(await done.getByRole('button', { name: '환불하기' }).count()).toBe(0);
    await done.getByRole('button', { name: '닫기' }).click();
    await expectVisible(list.row(target.paymentId).getByText('결제 취소', { exact: true }));

    await lookup.getByRole('button', { name: '다른 결제 조회' }).click();
    const after = await lookUpReceipt(payer.page, target);
    const cancelled = after.getByRole('article', { name: '카드 영수증' });
    await expectVisible(cancelled.getByText('결제 취소', { exact: true }));
    await expectVisible(cancelled.getByText(`-${formatWon(target.amount)}`));
    await expectVisible(cancelled.getByText(`-${formatWon(rest)}`));
    await expectVisible(cancelled.getByText('0원', { exact: true }).first());
    await payer.context.close();
    await admin.context.close();
  });

  it('거절 사유를 적어 환불 요청을 거절하면 결제한 분의 조회에 그 사유가 보인다', async () => {
    const admin = await adminVisitor(browser(), '/admin/refund-request');
    const target = itemAt(await paidPayments(admin.page), 3, 'a fourth paid payment with its payer');

    const payer = await newVisitor(browser(), viewports.phone);
    const lookup = await lookUpReceipt(payer.page, target);
    await lookup.getByRole('button', { name: '환불 요청' }).click();
    const form = lookup.getByRole('form', { name: '환불 요청서' });
    await form.getByLabel('환불 사유').fill('같은 화환을 두 번 결제했습니다.');
    await form.getByRole('button', { name: '요청하기' }).click();
    await expectVisible(lookup.getByText('환불 요청 요청됨'));

    await admin.page.reload();
    const list = adminList(admin.page);
    await list
      .row(target.paymentId)
      .getByRole('button', { name: `${target.paymentId} 환불 거절` })
      .click();
    const decline = admin.page.getByRole('dialog', { name: '환불 요청 거절' });
    await decline.getByLabel('거절 사유').fill('두 번째 결제는 이미 자동으로 취소되었습니다.');
    await decline.getByRole('button', { name: '거절' }).click();
    // The contact is the payer's phone: the reason is sent there too.
    await answerModal(admin.page, refundMessages.declinedSentByPhone);

    await lookup.getByRole('button', { name: '다른 결제 조회' }).click();
    const again = await lookUpReceipt(payer.page, target);
    await expectVisible(again.getByText('환불 요청 거절: 두 번째 결제는 이미 자동으로 취소되었습니다.'));
    expect(await violations(payer.page)).toEqual([]);
    await payer.context.close();
    await admin.context.close();
  });
});
