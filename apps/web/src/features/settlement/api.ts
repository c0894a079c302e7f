import { queryOptions } from '@tanstack/react-query';
import type { SettlementPeriod } from '@ongi/shared';
import { call } from '@web/shared/lib/api';
import { postForFile } from '@web/shared/lib/save-file';
import { donationReceipt as donationReceiptEndpoints } from '@ongi/shared/routes/admin/payment';
import { settlement as adminSettlementEndpoints } from '@ongi/shared/routes/admin/settlement';
import { settlement as settlementEndpoints } from '@ongi/shared/routes/settlement';

/** Whose transfers a public record shows. */
export type TransferScope = { donationGroupSeq: number } | { campaignSeq: number };

/** Query keys of the settlement domain; the admin ones under the resource's key (['admin', 'settlement']), so a close or a transfer refreshes them all. */
export const settlementQueries = {
  record: (scope: TransferScope) =>
    queryOptions({
      queryKey: ['settlement', 'record', scope] as const,
      queryFn: ({ signal }) =>
        'donationGroupSeq' in scope
          ? call(settlementEndpoints.organisation, { params: { seq: scope.donationGroupSeq } }, { signal })
          : call(settlementEndpoints.campaign, { params: { seq: scope.campaignSeq } }, { signal }),
    }),
  pending: () =>
    queryOptions({
      queryKey: ['admin', 'settlement', 'pending'] as const,
      queryFn: ({ signal }) => call(adminSettlementEndpoints.pending, {}, { signal }),
    }),
  /** How many 기부금 영수증 requests of a batch's wreaths wait for their export. */
  receipts: (settlementBatchSeq: number) =>
    queryOptions({
      queryKey: ['admin', 'settlement', 'receipts', settlementBatchSeq] as const,
      queryFn: ({ signal }) => call(donationReceiptEndpoints.batch, { params: { seq: settlementBatchSeq } }, { signal }),
    }),
  preview: (period: SettlementPeriod) =>
    queryOptions({
      queryKey: ['admin', 'settlement', 'preview', period] as const,
      queryFn: ({ signal }) => call(adminSettlementEndpoints.preview, { query: period }, { signal }),
    }),
};

export function closeSettlement(period: SettlementPeriod) {
  return call(adminSettlementEndpoints.close, { body: period });
}

/** Downloads a batch's waiting 기부금 영수증 requests as the organisation's Excel (the server marks them exported); answers the file's name. */
export function downloadBatchReceipts(settlementBatchSeq: number) {
  return postForFile(donationReceiptEndpoints.exportBatch, { params: { seq: settlementBatchSeq } }, '기부금영수증.xlsx');
}

/** The 기부금 영수증 requests' own list (the payment feature's resource), which an export changes. */
export const donationReceiptListKey = ['admin', 'donationReceipt'] as const;
