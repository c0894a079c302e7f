import { z } from '../zod';

// The back office's start page (issue 25 §2): what an office looks at first.

const figures = z.object({
  /** Standing wreaths (paid, or partly refunded) paid in the period. */
  wreaths: z.number().int(),
  /** What stays paid of them, in won. */
  amount: z.number().int(),
});

export const dashboardEventSchema = z.object({
  orderNum: z.string(),
  publicNum: z.string(),
  invitationType: z.enum(['W', 'F']),
  /** '김민준 · 이서연' or '故 홍길동'. */
  title: z.string(),
  /** The wedding's or the funeral procession's (발인) day and time as typed. */
  eventDate: z.string(),
  eventTime: z.string(),
  place: z.string(),
  kioskStyle: z.number().int(),
});
export type DashboardEvent = z.infer<typeof dashboardEventSchema>;

export const dashboardSchema = z.object({
  /** Korea's today, 'YYYY-MM-DD'. */
  today: z.string(),
  todayFigures: figures,
  /** Monday of this Korean week. */
  weekStart: z.string(),
  weekFigures: figures,
  /** The last 30 Korean days, oldest first, every day present (zero when none). */
  daily: z.array(figures.extend({ day: z.string() })),
  /** Invitations whose event is today or tomorrow, earliest first (at most `eventsShown`). */
  events: z.array(dashboardEventSchema),
  eventsTotal: z.number().int(),
  refundRequestsWaiting: z.number().int(),
  inquiriesWaiting: z.number().int(),
  failedMessages: z.number().int(),
  reconciliationOpen: z.number().int(),
  /** The last Korean day the daily gateway check ran for; null before the first run. */
  reconciliationLastDay: z.string().nullable(),
  /** 기부처별 누적 기부금: the donated half of standing wreaths per organisation, from the ledger. */
  organisations: z.array(z.object({ donationGroupSeq: z.number().int(), groupName: z.string(), wreaths: z.number().int(), donatedAmount: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
