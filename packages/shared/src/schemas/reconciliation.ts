import { z } from '../zod';
import { isCalendarDay } from '../format/date';
import { messages } from '../messages';
import { adminListQuery, adminListSort } from './admin';
import { blankAsAbsent, instantSchema } from './query';

// 일별 대사 (daily gateway check, issue 25 §1): each Korean day's payments
// here against the payment gateway's own records of that day. Not the
// payment-reconciliation job, which asks the gateway about intents still
// READY (docs/decisions/022-daily-reconciliation.md).

/** What can differ between our payment and the gateway's record of it. */
export const gatewayCheckKinds = ['MISSING_AT_GATEWAY', 'MISSING_HERE', 'AMOUNT', 'STATUS', 'CANCELLED_AMOUNT'] as const;
export type GatewayCheckKind = (typeof gatewayCheckKinds)[number];

export const gatewayCheckKindLabels: Record<GatewayCheckKind, string> = {
  MISSING_AT_GATEWAY: '결제사 기록 없음',
  MISSING_HERE: '온기 기록 없음',
  AMOUNT: '결제 금액 다름',
  STATUS: '결제 상태 다름',
  CANCELLED_AMOUNT: '취소 금액 다름',
};

export const gatewayCheckStates = ['OPEN', 'RESOLVED'] as const;
export type GatewayCheckState = (typeof gatewayCheckStates)[number];
export const gatewayCheckStateLabels: Record<GatewayCheckState, string> = { OPEN: '확인 필요', RESOLVED: '처리 완료' };

const { reconciliation: words } = messages;

/** A Korean calendar day, 'YYYY-MM-DD'. */
const daySchema = z
  .string({ error: words.dayRequired })
  .trim()
  .min(1, words.dayRequired)
  .refine((text) => isCalendarDay(text), words.dayInvalid);

/** GET /api/admin/reconciliation/list?page&searchType&searchWord&state&day */
/** What the differences sort by: the payments' day, the kind of difference, open or resolved. */
export const adminGatewayCheckSorts = ['day', 'kind', 'status'] as const;
export const adminGatewayCheckListQuerySchema = adminListQuery(['all', 'paymentId'] as const, {
  ...adminListSort(adminGatewayCheckSorts),
  state: blankAsAbsent(z.enum(gatewayCheckStates, { error: words.stateInvalid }).optional()),
  day: blankAsAbsent(daySchema.optional()),
});
export type AdminGatewayCheckListQuery = z.input<typeof adminGatewayCheckListQuerySchema>;

export const adminGatewayCheckRowSchema = z.object({
  differenceSeq: z.number().int(),
  day: z.string(),
  paymentId: z.string(),
  kind: z.enum(gatewayCheckKinds),
  /** Our payment's status and won; null when we have no such payment. */
  ourStatus: z.string().nullable(),
  ourAmount: z.number().int().nullable(),
  ourCancelledAmount: z.number().int().nullable(),
  /** The gateway's; null when it has no record. */
  gatewayStatus: z.string().nullable(),
  gatewayAmount: z.number().int().nullable(),
  gatewayCancelledAmount: z.number().int().nullable(),
  lastSeenAt: instantSchema,
  resolvedAt: instantSchema.nullable(),
  resolvedByName: z.string().nullable(),
  resolutionNote: z.string().nullable(),
});
export type AdminGatewayCheckRow = z.infer<typeof adminGatewayCheckRowSchema>;

/** POST /api/admin/reconciliation/resolve/:seq: what the administrator found and did. */
export const gatewayCheckResolveSchema = z.object({
  note: z.string({ error: words.noteRequired }).trim().min(1, words.noteRequired).max(500, words.noteTooLong),
});
export type GatewayCheckResolve = z.input<typeof gatewayCheckResolveSchema>;

/** POST /api/admin/reconciliation/run: check one Korean day now. */
export const gatewayCheckRunSchema = z.object({ day: daySchema });
export type GatewayCheckRun = z.input<typeof gatewayCheckRunSchema>;

/** One day's check as it last ran. */
export const gatewayCheckDaySchema = z.object({
  day: z.string(),
  /** sandbox, portone or kiwoom: whose records were read. */
  provider: z.string(),
  checkedAt: instantSchema,
  /** False when the gateway offers no record to compare with (Kiwoom Pay): nothing was compared. */
  supported: z.boolean(),
  paymentsHere: z.number().int(),
  amountHere: z.number().int(),
  paymentsAtGateway: z.number().int(),
  amountAtGateway: z.number().int(),
  /** Differences found by this run (resolved ones included). */
  differences: z.number().int(),
  /** Of those, still waiting for an administrator. */
  open: z.number().int(),
});
export type GatewayCheckDay = z.infer<typeof gatewayCheckDaySchema>;

export const gatewayCheckRunResultSchema = z.object({ check: gatewayCheckDaySchema, message: z.string() });
export type GatewayCheckRunResult = z.infer<typeof gatewayCheckRunResultSchema>;

export const gatewayCheckDaysSchema = z.object({ content: z.array(gatewayCheckDaySchema) });
export type GatewayCheckDays = z.infer<typeof gatewayCheckDaysSchema>;

export const gatewayCheckResolveResultSchema = z.object({ differenceSeq: z.number().int(), message: z.string() });
