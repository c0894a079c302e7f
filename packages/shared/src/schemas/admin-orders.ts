import { z } from '../zod';
import { messages } from '../messages';
import { isCalendarDay } from '../format/date';
import { adminListQuery, adminListSort } from './admin';
import { blankAsAbsent, pageOf } from './query';

// The back office's wedding and funeral order lists (spec 002 §2, §3): read
// only, empty search allowed. One shape for both kinds, each kind naming its
// search options; rows carry the public invitation number for the guest page
// and kiosk links (spec README decision), and the order number to show.

export const adminOrderKinds = ['wedding', 'funeral'] as const;
export type AdminOrderKind = (typeof adminOrderKinds)[number];

export const adminWeddingSearchTypes = ['all', 'bride', 'groom', 'location'] as const;
export const adminFuneralSearchTypes = ['all', 'deceased', 'mourners', 'location'] as const;

/** What the order lists sort by: the event's day (예식일, 발인일), the order's number and the day it was made. */
export const adminOrderSorts = ['eventDate', 'orderNum', 'createdAt'] as const;
export type AdminOrderSort = (typeof adminOrderSorts)[number];

const eventDay = blankAsAbsent(
  z.string({ error: messages.adminList.eventPeriodInvalid }).refine(isCalendarDay, messages.adminList.eventPeriodInvalid).optional(),
);

/** The event's days, inclusive (eventFrom–eventTo, either may be absent), and the sort. */
const orderListExtra = { eventFrom: eventDay, eventTo: eventDay, ...adminListSort(adminOrderSorts) };
const eventPeriodInOrder = (query: { eventFrom?: string; eventTo?: string }) => !query.eventFrom || !query.eventTo || query.eventFrom <= query.eventTo;
const reversed = { message: messages.adminList.eventPeriodReversed, path: ['eventFrom'] };

export const adminWeddingListQuerySchema = adminListQuery(adminWeddingSearchTypes, orderListExtra).refine(eventPeriodInOrder, reversed);
export const adminFuneralListQuerySchema = adminListQuery(adminFuneralSearchTypes, orderListExtra).refine(eventPeriodInOrder, reversed);
export type AdminWeddingListQuery = z.input<typeof adminWeddingListQuerySchema>;
export type AdminFuneralListQuery = z.input<typeof adminFuneralListQuerySchema>;

const orderFields = {
  /** The order's row number (weddingInvitationSeq / funeralInvitationSeq). */
  seq: z.number().int(),
  /** The host's order number: shown to administrators, never in a link. */
  orderNum: z.string(),
  /** The guests' number: the guest page and kiosk addresses. */
  publicNum: z.string(),
  campaignName: z.string().nullable(),
  mapAddress: z.string().nullable(),
  kioskStyle: z.number().int(),
};

export const adminWeddingRowSchema = z.object({
  ...orderFields,
  eventDate: z.string(),
  eventTime: z.string(),
  brideName: z.string().nullable(),
  brideContactPhone: z.string().nullable(),
  groomName: z.string().nullable(),
  groomContactPhone: z.string().nullable(),
  eventLocationName: z.string(),
  eventLocationDetail: z.string().nullable(),
});
export type AdminWeddingRow = z.infer<typeof adminWeddingRowSchema>;

export const adminFuneralRowSchema = z.object({
  ...orderFields,
  funeralDate: z.string(),
  funeralTime: z.string(),
  deceasedName: z.string(),
  mainMournerId: z.string().nullable(),
  mainMournerName: z.string().nullable(),
  mainMournerPhone: z.string().nullable(),
  funeralLocationName: z.string(),
  funeralLocationDtl: z.string().nullable(),
});
export type AdminFuneralRow = z.infer<typeof adminFuneralRowSchema>;

export const adminWeddingPageSchema = pageOf(adminWeddingRowSchema);
export const adminFuneralPageSchema = pageOf(adminFuneralRowSchema);
