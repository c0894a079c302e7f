import { describe, expect, it } from 'vitest';
import { messages, type AdminOrganisationOption, type AdminPaymentRow, type DonationReceiptView } from '@ongi/shared';
import { adminList, adminVisitor } from './support/admin';
import { answerDestructive, answerModal, expectVisible, imagesSettled, newVisitor, settled, url, useBrowser, viewports, violations } from './support/browser';
import { lookUpReceipt, type PayerKey } from './support/receipt';

// 기부금 영수증 (issue 25): an organisation that needs the donor's resident
// number says so in its form; a payer asks from the receipt lookup and is
// told why the number is asked and how long it is kept; the administrator
// sees the request, reveals the number (audited) and exports the
// organisation's requests as its Excel, which deletes the number.

const browser = useBrowser();
const m = messages.donationReceipt;

describe('기부금 영수증 신청', () => {
  it('주민등록번호가 필요한 기부단체의 결제에 신청하고, 관리자가 번호를 확인한 뒤 엑셀로 내보내면 번호가 지워진다', { timeout: 180_000 }, async () => {
    const admin = await adminVisitor(browser(), '/admin/donation-receipt');
    const request = admin.page.request;
    // A paid wreath whose organisation can issue a receipt, as its payer would look it up.
    const paid = (await (await request.get(url('/api/admin/payment/list?status=PAID'))).json()) as { content: AdminPaymentRow[] };
    let payment: PayerKey | undefined;
    let organisationName: string | null = null;
    for (const row of paid.content.filter((candidate) => candidate.name && candidate.phoneNum)) {
      const candidate = { paymentId: row.paymentId, name: row.name!, phoneNum: row.phoneNum! };
      const answer = await request.get(
        url(`/api/payment/donation-receipt/${[candidate.paymentId, candidate.name, candidate.phoneNum].map(encodeURIComponent).join('/')}`),
      );
      const view = (await answer.json()) as DonationReceiptView;
      if (answer.ok() && view.refusal === null && view.request === null) {
        payment = candidate;
        organisationName = view.organisationName;
        break;
      }
    }
    expect(payment, 'a seeded paid wreath whose organisation issues receipts').toBeDefined();
    const organisations = (await (await request.get(url('/api/admin/donation-group/options'))).json()) as AdminOrganisationOption[];
    const organisation = organisations.find((row) => row.groupName === organisationName)!;

    // The organisation's setting, in its form.
    await admin.page.goto(url(`/admin/donation-group-create?donationGroupSeq=${organisation.donationGroupSeq}`));
    await expectVisible(admin.page.getByRole('heading', { name: '기부단체 수정', level: 1 }));
    // The body's editor arrives after the form and grows to its text, moving the box below it: tick it once the form stands.
    await settled(admin.page);
    await imagesSettled(admin.page, 'form');
    const setting = admin.page.getByLabel('주민등록번호가 필요한 단체');
    await expect.poll(() => setting.isChecked()).toBe(false);
    await setting.check();
    await admin.page.getByRole('button', { name: '수정', exact: true }).click();
    await answerModal(admin.page, '수정되었습니다.');

    // The payer, on a phone.
    const payer = await newVisitor(browser(), viewports.phone);
    const lookup = await lookUpReceipt(payer.page, payment!);
    await lookup.getByRole('button', { name: '기부금 영수증 신청' }).click();
    const dialog = payer.page.getByRole('dialog', { name: '기부금 영수증 신청' });
    const form = dialog.getByRole('form', { name: '기부금 영수증 신청서' });
    await expectVisible(form.getByText(organisation.groupName, { exact: true }));
    await expectVisible(form.getByText(/주민등록번호가 필요합니다/));
    await expectVisible(form.getByText(/전달과 함께 지웁니다/));
    expect(await violations(payer.page)).toEqual([]);

    await form.getByRole('button', { name: '신청하기' }).click();
    await expectVisible(form.getByText(m.birthDateInvalid));
    await form.getByLabel('생년월일').fill('1988-05-17');
    await form.getByLabel('주소').fill('서울특별시 종로구 세종대로 175');
    await form.getByRole('button', { name: '신청하기' }).click();
    await expectVisible(form.getByText(m.residentNumberRequired));
    const number = form.getByLabel('주민등록번호');
    expect(await number.getAttribute('type')).toBe('password');
    await number.fill('880517-1234567');
    await form.getByRole('button', { name: '신청하기' }).click();
    await expectVisible(form.getByRole('status').getByText(m.requested));
    expect(await violations(payer.page)).toEqual([]);

    // The administrator's list and the request, the number behind its button.
    await admin.page.goto(url('/admin/donation-receipt'));
    const list = adminList(admin.page);
    await expectVisible(list.row(payment!.paymentId).getByText('신청됨', { exact: true }));
    expect(await violations(admin.page)).toEqual([]);
    await list.row(payment!.paymentId).getByRole('link').click();
    await expectVisible(admin.page.getByRole('heading', { name: '기부금 영수증 신청', level: 1 }));
    await expect.poll(() => admin.page.getByText('8805171234567').count()).toBe(0);
    await admin.page.getByRole('button', { name: '주민등록번호 보기' }).click();
    await answerModal(admin.page, m.revealConfirm, '보기');
    await expectVisible(admin.page.getByText('880517-1234567'));
    expect(await violations(admin.page)).toEqual([]);

    // The export: the organisation and a period, asked first, then the file.
    await admin.page.goto(url('/admin/donation-receipt'));
    const panel = admin.page.getByRole('region', { name: '기부단체에 내보내기' });
    await panel.getByLabel('기부단체').selectOption(String(organisation.donationGroupSeq));
    await panel.getByLabel('결제 시작일').fill('2000-01-01');
    await panel.getByLabel('결제 종료일').fill('2099-12-31');
    await panel.getByRole('button', { name: '엑셀로 내보내기' }).click();
    const download = admin.page.waitForEvent('download');
    await answerDestructive(admin.page, m.exportConfirm, '내보내기');
    const file = await download;
    expect(file.suggestedFilename()).toBe(`기부금영수증_${organisation.groupName}_2000-01-01_2099-12-31.xlsx`);
    await expectVisible(panel.getByRole('status'));
    await expectVisible(list.row(payment!.paymentId).getByText('기부단체 전달', { exact: true }));

    // The number is gone; the payer sees the request passed on.
    await list.row(payment!.paymentId).getByRole('link').click();
    await expectVisible(admin.page.getByText('내보내면서 지웠습니다.'));
    await dialog.getByRole('button', { name: '영수증으로 돌아가기' }).click();
    await lookup.getByRole('button', { name: '기부금 영수증 신청' }).click();
    await expectVisible(dialog.getByText(/신청 내용이 기부단체에 전달되었습니다/));
    await payer.context.close();
    await admin.context.close();
  });
});
