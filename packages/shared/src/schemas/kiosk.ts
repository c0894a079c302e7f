import { z } from '../zod';
import { messages } from '../messages';
import { funeralReligions } from '../invitation/presets';
import { invitationPhotoSchema, invitationTypes, publicNumParam } from '../invitation/schemas';
import { kioskPaymentSchema } from './payment-records';
import { guestbookMessageSchema } from './guestbook';

// The on-site kiosk screen: what it shows of an invitation, and the live
// stream that tells it a wreath was just paid. Nothing private: no order
// number, no phone, no account; the public number is the kiosk's own address.

// ---------------------------------------------------------------------------
// GET /api/invitation/get-kiosk-data?orderNum={public number}
// (query: publicNumberQuerySchema; 404 with messages.invitation.notFound)

export const kioskWeddingSchema = z.object({
  groomName: z.string(),
  brideName: z.string(),
  /** YYYY-MM-DD; word it with eventDateText/shortDateText. */
  eventDate: z.string(),
  /** As the host typed it (often '13:30'); word it with clockText. */
  eventTime: z.string(),
  /** The hall and room, e.g. '라온채플 강남 그랜드홀 3층' (placeText). */
  placeName: z.string(),
});
export type KioskWedding = z.infer<typeof kioskWeddingSchema>;

export const kioskFuneralSchema = z.object({
  deceasedName: z.string(),
  religion: z.enum(funeralReligions),
  /** '故', shown before the name (religionWordings). */
  honorific: z.string(),
  /** The religion's line, e.g. '삼가 고인의 명복을 빕니다' (religionWordings heading). */
  heading: z.string(),
  /** The funeral home and room (placeText). */
  placeName: z.string(),
});
export type KioskFuneral = z.infer<typeof kioskFuneralSchema>;

export const kioskDataSchema = z.object({
  /** W: the wedding view, F: the funeral view (exactly one of wedding/funeral is set). */
  type: z.enum(invitationTypes),
  /** The public number: the kiosk's address, the payment list's and the stream's key. */
  publicNum: z.string(),
  /** The host's chosen style (1..4); the screen's ?kioskStyle= overrides it when valid. */
  kioskStyle: z.number().int().min(1).max(4),
  /** The guest page the QR code leads to: '/invitation/{publicNum}' (prefix the screen's origin). */
  guestPagePath: z.string(),
  /** The photo carousel: the main photo first, then the gallery; resized variants as on the guest page. */
  photos: z.array(invitationPhotoSchema),
  wedding: kioskWeddingSchema.nullable(),
  funeral: kioskFuneralSchema.nullable(),
  /** The guestbook's newest messages (not hidden), when the host shows them on the kiosk; else null. Kept current by the stream's `guestbook` event. */
  messages: z.array(guestbookMessageSchema).nullable(),
});
export type KioskData = z.infer<typeof kioskDataSchema>;

// ---------------------------------------------------------------------------
// GET /api/kiosk/stream/{publicNum}: text/event-stream
//
// Two named events. `wreath`: the paid wreath as the kiosk list shows it
// (JSON of KioskPayment: paymentSeq, name, message, paidAt), sent within a
// second of the payment's PAID commit on any server instance; its `id:` is
// the paymentSeq. `live`: the stream is being served (data `open` first, then
// `ping` every kioskHeartbeatMs), so a screen knows it is connected and can
// tell a silent, dead connection from a quiet evening. `retry:` tells
// EventSource when to reconnect. A stream the server cannot serve yet (its
// database unreachable, its places taken) is answered 200 with only `retry:`
// and then closed: EventSource reconnects after a closed 200 stream (it gives
// up for good on any other status), and the missing `live` says it was not
// served. There is no replay: after a reconnect, fetch the payment list again
// to catch up.

export const kioskStreamParamsSchema = z.object({
  publicNum: publicNumParam,
});

export function kioskStreamPath(publicNum: string): string {
  return `/api/kiosk/stream/${publicNum}`;
}

/** The SSE event name of a paid wreath (EventSource.addEventListener). */
export const kioskWreathEvent = 'wreath';

/** The SSE event that says the stream is served: `open` once, then `ping` as the heartbeat. */
export const kioskLiveEvent = 'live';

/** How often a served stream says `live` (ping): proxies drop a stream silent for a minute or so, and a screen reconnects when it hears nothing for a few beats. */
export const kioskHeartbeatMs = 25_000;

/** The `wreath` event's data (JSON): the same entry as a row of the kiosk payment list. */
export const kioskWreathEventSchema = kioskPaymentSchema;
export type KioskWreathEvent = z.infer<typeof kioskWreathEventSchema>;

// ---------------------------------------------------------------------------
// GET /api/kiosk/names/{publicNum}: the name wall (issue 24 §6)
//
// Every sender's name, newest first, so the screen can page through all of
// them (the payment list gives 50 at a time, with messages the wall does not
// need), and the running total when the host chose to show it.

/** Names the wall carries at most: the newest; about 25 pages of a landscape screen, a few minutes of paging. */
export const kioskNameWallLimit = 1000;

export const kioskNameSchema = z.object({
  paymentSeq: z.number().int(),
  /** The sender as the payer chose to show it, as on the payment list: 김*수, 익명. */
  name: z.string(),
});
export type KioskName = z.infer<typeof kioskNameSchema>;

/** 모인 마음 N분 · 기부 m원: the standing wreaths and their donated part, as the host's page counts them (the donation ledger). */
export const kioskTotalSchema = z.object({
  paidCount: z.number().int(),
  donatedAmount: z.number().int(),
});
export type KioskTotal = z.infer<typeof kioskTotalSchema>;

export const kioskNameWallSchema = z.object({
  names: z.array(kioskNameSchema),
  /** Every standing wreath, past the wall's limit too. */
  totalElements: z.number().int(),
  /** The running total, or null when the host did not choose to show it. */
  total: kioskTotalSchema.nullable(),
});
export type KioskNameWall = z.infer<typeof kioskNameWallSchema>;

// ---------------------------------------------------------------------------
// GET/PUT /api/kiosk/settings/{orderNum}: what the host chooses for the screen

export const kioskSettingsSchema = z.object({
  /** Show '모인 마음 N분 · 기부 m원' on the screen (off unless the host turns it on). */
  showTotal: z.boolean({ error: messages.common.badRequest }),
});
export type KioskSettings = z.infer<typeof kioskSettingsSchema>;

export const kioskSettingsAnswerSchema = kioskSettingsSchema.extend({
  orderNum: z.string(),
  invitationType: z.enum(invitationTypes),
});
export type KioskSettingsAnswer = z.infer<typeof kioskSettingsAnswerSchema>;
