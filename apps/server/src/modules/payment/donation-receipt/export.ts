import { donorTypeLabels, messages } from '@ongi/shared';
import { workbookBuffer, type ExcelColumn } from '@server/lib/excel-workbook';
import { HttpError } from '@server/lib/http-error';
import { findOrganisation, lockWaitingRequests, markExported, sealedNumbersOf, type ExportScope } from './queries';
import { open } from './sealed';
import type { DonationReceiptDeps } from './service';

// An organisation's 기부금 영수증 requests as the Excel it issues them from.
// Reading them, marking them exported and dropping their resident numbers is
// one transaction: the file is made inside it, so a failure leaves every
// request waiting with its number, and a success leaves no number behind.

export type { ExportScope } from './queries';

export interface DonationReceiptExport {
  fileName: string;
  groupName: string;
  /** How many requests it holds (and were marked exported). */
  count: number;
  workbook: Buffer;
}

type ReceiptRow = Awaited<ReturnType<typeof lockWaitingRequests>>[number] & { index: number; residentNumber: string | undefined };

// What the organisation issues a receipt from, one request a row; the resident number only here,
// in the file that is the reason it was kept.
const columns: ExcelColumn<ReceiptRow>[] = [
  { header: '번호', kind: 'count', width: 8, cell: (row) => row.index },
  { header: '결제번호', width: 26, cell: (row) => row.paymentId },
  { header: '결제일시', kind: 'time', cell: (row) => row.paidAt },
  { header: '구분', width: 8, cell: (row) => donorTypeLabels[row.donorType] },
  { header: '이름(상호)', width: 16, cell: (row) => row.donorName },
  { header: '생년월일', kind: 'date', width: 12, cell: (row) => row.birthDate },
  { header: '사업자 번호', cell: (row) => row.businessNumber },
  { header: '주민등록번호', width: 16, cell: (row) => row.residentNumber },
  { header: '주소', width: 40, cell: (row) => row.address },
  { header: '휴대폰', cell: (row) => row.phoneNum },
  { header: '이메일', width: 24, cell: (row) => row.email },
  { header: '기부금액', kind: 'amount', total: true, cell: (row) => row.donatedAmount },
  { header: '신청일시', kind: 'time', cell: (row) => row.requestedAt },
];

/**
 * Exports one organisation's waiting requests of a set of payments (a
 * settlement batch) or of the payments paid in a period, marks them
 * EXPORTED and deletes their sealed resident numbers. `periodLabel` is what
 * the file's name and first lines say the period is. Null when none wait.
 */
export async function exportDonationReceipts(
  deps: DonationReceiptDeps,
  donationGroupSeq: number,
  scope: ExportScope,
  periodLabel: { from: string; to: string },
  now = new Date(),
): Promise<DonationReceiptExport | null> {
  return deps.db.transaction(async (tx) => {
    const organisation = await findOrganisation(tx, donationGroupSeq);
    if (!organisation) throw new HttpError(404, messages.donationReceipt.organisationNotFound);
    const rows = await lockWaitingRequests(tx, donationGroupSeq, scope);
    if (rows.length === 0) return null;
    const sealed = await sealedNumbersOf(
      tx,
      rows.map((row) => row.donationReceiptSeq),
    );
    const numbers = new Map(
      sealed.map((row) => [
        row.donationReceiptSeq,
        open(deps.receiptDataKeys, row.paymentSeq, { keyId: row.keyId!, iv: row.iv!, tag: row.tag!, cipher: row.cipher! }),
      ]),
    );

    const buffer = await workbookBuffer(
      {
        fileName: '기부금영수증',
        sheet: '기부금 영수증 신청',
        columns,
        heading: {
          title: `기부금 영수증 신청 · ${organisation.groupName}`,
          conditions: [`기부단체 ${organisation.groupName}`, `내보내지 않은 신청 ${rows.length}건`],
          period: { label: '결제일', from: periodLabel.from, to: periodLabel.to },
        },
      },
      rows.map((row, index) => ({ ...row, index: index + 1, residentNumber: numbers.get(row.donationReceiptSeq) })),
      now,
    );

    const marked = await markExported(
      tx,
      rows.map((row) => row.donationReceiptSeq),
      now,
    );
    const fileName = `기부금영수증_${organisation.groupName}_${periodLabel.from}_${periodLabel.to}.xlsx`;
    return { fileName, groupName: organisation.groupName, count: marked, workbook: buffer };
  });
}
