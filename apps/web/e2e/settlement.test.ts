import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/node';
import {
  formatWon,
  messages,
  todayInSeoul,
  type AdminPayment,
  type AdminSettlementDetail,
  type DonationReceiptView,
  type SettlementPending,
  type SettlementPreview,
} from '@ongi/shared';
import { getJson } from './support/accounts';
import { adminVisitor } from './support/admin';
import { answerDestructive, answerModal, expectVisible, newVisitor, url, useBrowser, viewports, violations, waitForPath } from './support/browser';
import { jpegPhotos } from './support/photos';
import { lookUpReceipt } from './support/receipt';

const browser = useBrowser();

describe('기부금 전달 정산', () => {
  it(
    'an administrator settles a period for one organisation with a proof; its page shows the transfer, the payer sees 기부처 전달 완료, and the batch’s 기부금 영수증 download',
    { timeout: 180_000 },
    async () => {
      const { page } = await adminVisitor(browser(), '/admin/settlement');
      await expectVisible(page.getByRole('heading', { name: '기부금 전달 정산', level: 1 }));
      await expectVisible(page.getByRole('heading', { name: '단체별 전달 대기 금액' }));
      expect(await violations(page)).toEqual([]);

      // The organisation the demo's wreaths owe most.
      const pending = await getJson<SettlementPending>(page, '/api/admin/settlement/pending');
      const organisation = [...pending].sort((a, b) => b.amount - a.amount)[0];
      expect(organisation?.amount ?? 0).toBeGreaterThan(0);
      const today = todayInSeoul();

      await page.getByRole('link', { name: '새 정산' }).click();
      await waitForPath(page, '/admin/settlement-new');
      await page.getByLabel('기부후원 단체').selectOption(String(organisation!.donationGroupSeq));
      await page.getByLabel('시작일').fill('2020-01-01');
      await page.getByLabel('종료일').fill(today);
      await page.getByRole('button', { name: '미리보기' }).click();
      const preview = await getJson<SettlementPreview>(
        page,
        `/api/admin/settlement/preview?donationGroupSeq=${organisation!.donationGroupSeq}&periodFrom=2020-01-01&periodTo=${today}`,
      );
      expect(preview.amount).toBe(organisation!.amount);
      await expectVisible(page.getByText(`전달 금액 ${formatWon(preview.amount)}`));
      await expectVisible(page.getByRole('region', { name: '정산에 담길 내역' }));
      expect(await violations(page)).toEqual([]);

      await page.getByRole('button', { name: '정산 마감' }).click();
      await answerModal(page, '마감한 정산은 바꿀 수 없습니다.', '정산 마감');
      await answerModal(page, messages.settlement.closed(preview.groupName, formatWon(preview.amount)));
      await expectVisible(page.getByRole('heading', { name: '정산 상세', level: 1 }));
      const seq = Number(new URL(page.url()).searchParams.get('settlementBatchSeq'));
      expect(seq).toBeGreaterThan(0);

      // The transfer: a missing proof is told first, then recorded with a bank receipt image.
      await page.getByLabel('이체일').fill(today);
      await page.getByLabel('은행 거래 참조번호').fill('KB-E2E-0001');
      await page.getByRole('button', { name: '이체 기록' }).click();
      await answerModal(page, messages.settlement.proofRequired);
      const [photo] = await jpegPhotos(1, '이체확인증');
      await page.getByLabel('이체 증빙').setInputFiles([{ name: '이체확인증.jpg', mimeType: 'image/jpeg', buffer: photo!.buffer }]);
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: '이체 기록' }).click();
      await answerModal(page, messages.settlement.transferred);
      await waitForPath(page, '/admin/settlement');
      await expectVisible(page.getByRole('table').locator('tbody tr', { hasText: preview.groupName }).getByText('이체 완료'));

      // The organisation's public page: the transfer, its amount and its proof.
      const visitor = await newVisitor(browser(), viewports.phone);
      await visitor.page.goto(url(`/donation-group/donation-dtl/${organisation!.donationGroupSeq}`));
      const record = visitor.page.getByRole('region', { name: '기부금 전달 기록' });
      await expectVisible(record);
      await expectVisible(record.getByText(formatWon(preview.amount)));
      await expectVisible(record.getByRole('link', { name: /이체 증빙 보기/ }));
      expect(await violations(visitor.page)).toEqual([]);

      // A payer of a wreath in that batch looks up the receipt: 기부처 전달 완료, with the organisation.
      const batch = await getJson<AdminSettlementDetail>(page, `/api/admin/settlement/detail/${seq}`);
      const line = batch.lines.find((entry) => entry.kind === 'WREATH' && entry.name && entry.cancelledAmount === 0);
      expect(line).toBeDefined();
      const payment = await page.request
        .get(url(`/api/admin/payment/detail/${line!.paymentId}`), { headers: { origin: new URL(url('/')).origin } })
        .then((response) => response.json() as Promise<AdminPayment>);
      const payer = await newVisitor(browser(), viewports.phone);
      const lookup = await lookUpReceipt(payer.page, { paymentId: line!.paymentId, name: payment.name ?? '', phoneNum: payment.phoneNum ?? '' });
      const state = lookup.getByRole('region', { name: '기부금 전달 상태' });
      await expectVisible(state.getByText(messages.settlement.giftTransferred));
      await expectVisible(state.getByText(preview.groupName));
      expect(await violations(payer.page)).toEqual([]);

      // That payer asks for a 기부금 영수증 (the payer's own API, as the lookup's form sends it), and the
      // administrator downloads the batch's requests as the organisation's Excel from the batch's screen.
      const proof = [line!.paymentId, payment.name ?? '', payment.phoneNum ?? ''].map(encodeURIComponent).join('/');
      const view = (await (await payer.page.request.get(url(`/api/payment/donation-receipt/${proof}`))).json()) as DonationReceiptView;
      const asked = await payer.page.request.post(url(`/api/payment/donation-receipt/${proof}`), {
        headers: { origin: new URL(url('/')).origin },
        data: {
          donorType: 'PERSON',
          donorName: payment.name,
          birthDate: '1988-05-17',
          address: '서울특별시 종로구 세종대로 175',
          phoneNum: payment.phoneNum,
          ...(view.residentNumberAsked ? { residentNumber: '8805171234567' } : {}),
        },
      });
      expect(asked.status()).toBe(200);
      await page.goto(url(`/admin/settlement-detail?settlementBatchSeq=${seq}`));
      await expectVisible(page.getByRole('heading', { name: '정산 상세', level: 1 }));
      await expectVisible(page.getByText('내려받지 않은 신청 1건'));
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: '기부금 영수증 내려받기' }).click();
      const download = page.waitForEvent('download');
      await answerDestructive(page, messages.donationReceipt.batchExportConfirm('1'), '내려받기');
      const file = await download;
      expect(file.suggestedFilename()).toBe(`기부금영수증_${preview.groupName}_${batch.periodFrom}_${batch.periodTo}.xlsx`);
      const rows = await readSheet(await readFile(await file.path()));
      expect(rows.filter((row) => row[1] === line!.paymentId)).toHaveLength(1);
      await expectVisible(page.getByRole('status').getByText(messages.donationReceipt.batchExported(file.suggestedFilename())));
      await expectVisible(page.getByText('내려받을 신청이 없습니다'));
      // None left: the screen says so instead of asking.
      await page.getByRole('button', { name: '기부금 영수증 내려받기' }).click();
      await expectVisible(page.getByRole('alert').getByText(messages.donationReceipt.nothingInBatch));
      expect(await violations(page)).toEqual([]);
    },
  );
});
