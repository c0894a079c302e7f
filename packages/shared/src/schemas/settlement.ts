import { z } from '../zod';
import { isCalendarDay } from '../format/date';
import { messages } from '../messages';
import { adminListQuery, adminListSort } from './admin';
import { blankAsAbsent, calendarDateSchema, instantSchema, maxSeq, optionalSeqParam } from './query';

// Settlements (기부금 정산, docs/decisions/021-settlements.md): what each
// organisation (기부후원 단체) is owed from the wreaths paid for it, closed
// into batches per period and transferred with a proof.

/** CLOSED: the amount is fixed, the transfer not yet recorded; TRANSFERRED: the money left with its proof. */
export const settlementStates = ['CLOSED', 'TRANSFERRED'] as const;
export type SettlementState = (typeof settlementStates)[number];
export const settlementStateLabels: Record<SettlementState, string> = { CLOSED: '이체 대기', TRANSFERRED: '이체 완료' };

/** WREATH: a wreath's donated amount; ADJUSTMENT: its later drop (a refund after a transfer), negative. */
export const settlementLineKinds = ['WREATH', 'ADJUSTMENT'] as const;
export type SettlementLineKind = (typeof settlementLineKinds)[number];
export const settlementLineKindLabels: Record<SettlementLineKind, string> = { WREATH: '기부화환', ADJUSTMENT: '환불 조정' };

const seqOf = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : typeof value === 'string' ? Number(value) : value),
    z.number({ error: message }).int(message).min(1, message).max(maxSeq, message),
  );

const requiredDay = (required: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isCalendarDay, { message: messages.settlement.dayInvalid });

/** A period of Korean days for one organisation: what a batch closes (and what the preview shows first). */
export const settlementPeriodSchema = z
  .object({
    donationGroupSeq: seqOf(messages.settlement.groupRequired),
    periodFrom: requiredDay(messages.settlement.fromRequired),
    periodTo: requiredDay(messages.settlement.toRequired),
  })
  .superRefine((period, context) => {
    if (period.periodFrom > period.periodTo) context.addIssue({ code: 'custom', path: ['periodTo'], message: messages.settlement.toBeforeFrom });
  });
export type SettlementPeriod = z.input<typeof settlementPeriodSchema>;

export const settlementLineSchema = z.object({
  settlementLineSeq: z.number().int().nullable(),
  kind: z.enum(settlementLineKinds),
  paymentSeq: z.number().int(),
  paymentId: z.string(),
  name: z.string().nullable(),
  campaignName: z.string().nullable(),
  paidAt: instantSchema,
  /** What was paid and what of it stays paid now. */
  amount: z.number().int(),
  cancelledAmount: z.number().int(),
  /** The line's won: the wreath's donated amount, or the (negative) adjustment. */
  lineAmount: z.number().int(),
});
export type SettlementLine = z.infer<typeof settlementLineSchema>;

/** GET /api/admin/settlement/preview: what closing the period would put in the batch, before it is closed. */
export const settlementPreviewSchema = z.object({
  donationGroupSeq: z.number().int(),
  groupName: z.string(),
  periodFrom: calendarDateSchema,
  periodTo: calendarDateSchema,
  amount: z.number().int(),
  lines: z.array(settlementLineSchema),
});
export type SettlementPreview = z.infer<typeof settlementPreviewSchema>;

export const adminSettlementSearchTypes = ['all'] as const;
/** GET /api/admin/settlement/list?page&donationGroupSeq&state */
/** What the settlement list sorts by: organisation, amount, state, the period's first day, lines, transfer day. */
export const adminSettlementSorts = ['name', 'amount', 'status', 'period', 'count', 'transferredOn'] as const;
export const adminSettlementListQuerySchema = adminListQuery(adminSettlementSearchTypes, {
  ...adminListSort(adminSettlementSorts),
  donationGroupSeq: optionalSeqParam,
  state: blankAsAbsent(z.enum(settlementStates, { error: messages.query.searchType }).optional()),
});
export type AdminSettlementListQuery = z.input<typeof adminSettlementListQuerySchema>;

export const adminSettlementRowSchema = z.object({
  settlementBatchSeq: z.number().int(),
  donationGroupSeq: z.number().int(),
  groupName: z.string(),
  periodFrom: calendarDateSchema,
  periodTo: calendarDateSchema,
  state: z.enum(settlementStates),
  amount: z.number().int(),
  lineCount: z.number().int(),
  transferredOn: calendarDateSchema.nullable(),
  createDate: instantSchema,
});
export type AdminSettlementRow = z.infer<typeof adminSettlementRowSchema>;

export const adminSettlementDetailSchema = adminSettlementRowSchema.extend({
  bankReference: z.string().nullable(),
  proofPath: z.string().nullable(),
  proofName: z.string().nullable(),
  closedBy: z.string().nullable(),
  lines: z.array(settlementLineSchema),
});
export type AdminSettlementDetail = z.infer<typeof adminSettlementDetailSchema>;

/** The transfer's fields (the `settlement` part of the multipart save; the proof file is the `proof` part). */
export const settlementTransferSchema = z.object({
  settlementBatchSeq: seqOf(messages.settlement.batchRequired),
  transferredOn: requiredDay(messages.settlement.transferredOnRequired),
  bankReference: z
    .string({ error: messages.settlement.bankReferenceRequired })
    .trim()
    .min(1, messages.settlement.bankReferenceRequired)
    .max(100, messages.settlement.bankReferenceTooLong),
});
export type SettlementTransfer = z.input<typeof settlementTransferSchema>;

export const settlementCloseResultSchema = z.object({ settlementBatchSeq: z.number().int(), amount: z.number().int(), message: z.string() });

/** Amounts pending per organisation: the donated part of standing wreaths not yet in a batch, and adjustments owed. */
export const settlementPendingSchema = z.array(
  z.object({ donationGroupSeq: z.number().int(), groupName: z.string(), wreaths: z.number().int(), amount: z.number().int() }),
);
export type SettlementPending = z.infer<typeof settlementPendingSchema>;

/** The public transfer record of an organisation or a campaign: per month transferred, with proof, and what is pending. */
export const transferRecordSchema = z.object({
  transfers: z.array(
    z.object({
      settlementBatchSeq: z.number().int(),
      groupName: z.string(),
      periodFrom: calendarDateSchema,
      periodTo: calendarDateSchema,
      transferredOn: calendarDateSchema,
      amount: z.number().int(),
      wreaths: z.number().int(),
      proofPath: z.string(),
      proofName: z.string(),
    }),
  ),
  /** Donated part of standing wreaths not yet transferred (in no batch, or in one not yet transferred). */
  pendingAmount: z.number().int(),
  pendingWreaths: z.number().int(),
});
export type TransferRecord = z.infer<typeof transferRecordSchema>;

/** A gift's way to the organisation, for the payer's receipt and the host's list. */
export const giftTransferSchema = z.object({ transferredOn: calendarDateSchema, groupName: z.string() }).nullable();
export type GiftTransfer = z.infer<typeof giftTransferSchema>;
