import { z } from '../zod';
import { messages } from '../messages';
import { type GuestbookShowing, guestbookShowings, orderNumParam, publicNumParam } from '../invitation/schemas';
import { withoutControlCharacters } from '../rules/text';
import { guestbookLimits, guestbookPageSize, guestbookRepeatSeconds } from '../guestbook-limits';
import { pageOf, pageParam, seqParam } from './query';

// The guestbook of an invitation (issue 24 §2): 방명록 on a wedding, 추모의 글
// on a funeral notice. Free, apart from the paid wreaths: a name, a message
// and a password to delete one's own. Plain text only: stored and shown as
// typed (line breaks kept), never read as HTML and no link made clickable.

export { guestbookLimits, guestbookPageSize, guestbookRepeatSeconds };

/** Messages a page of the host's list holds. */
export const guestbookHostPageSize = 10;
/** The newest messages the kiosk shows beside the wreaths. */
export const guestbookKioskCount = 20;

/** Text a guest typed, kept as text: trimmed, control characters gone (tab and line breaks stay). */
const plainText = (text: string) => withoutControlCharacters(text).trim();

export const guestbookParamsSchema = z.object({ publicNum: publicNumParam });
export const guestbookMessageParamsSchema = z.object({ publicNum: publicNumParam, messageSeq: seqParam });

export const guestbookListQuerySchema = z.object({ page: pageParam });

/** POST /api/guestbook/{publicNum}: checked in the form's order, first failure wins. */
export const guestbookCreateSchema = z.object({
  name: z
    .string({ error: messages.guestbook.nameRequired })
    .transform(plainText)
    .refine((name) => name.length > 0, messages.guestbook.nameRequired)
    .refine((name) => name.length <= guestbookLimits.name, messages.guestbook.nameTooLong(guestbookLimits.name)),
  body: z
    .string({ error: messages.guestbook.bodyRequired })
    .transform(plainText)
    .refine((body) => body.length > 0, messages.guestbook.bodyRequired)
    .refine((body) => body.length <= guestbookLimits.body, messages.guestbook.bodyTooLong(guestbookLimits.body)),
  password: z
    .string({ error: messages.guestbook.passwordRequired })
    .refine((password) => password.length > 0, messages.guestbook.passwordRequired)
    .refine(
      (password) => password.length >= guestbookLimits.passwordMin && password.length <= guestbookLimits.passwordMax,
      messages.guestbook.passwordLength(guestbookLimits.passwordMin, guestbookLimits.passwordMax),
    ),
});
export type GuestbookCreate = z.output<typeof guestbookCreateSchema>;
export type GuestbookCreateInput = z.input<typeof guestbookCreateSchema>;

/** DELETE /api/guestbook/{publicNum}/{messageSeq}: the password given when writing. */
export const guestbookDeleteSchema = z.object({
  password: z.string({ error: messages.guestbook.passwordRequired }).min(1, messages.guestbook.passwordRequired).max(100, messages.guestbook.passwordWrong),
});
export type GuestbookDeleteInput = z.input<typeof guestbookDeleteSchema>;

/** One message as guests (and the kiosk) see it. */
export const guestbookMessageSchema = z.object({
  messageSeq: z.number().int(),
  name: z.string(),
  /** Plain text with its line breaks; show it as text, never as HTML. */
  body: z.string(),
  createdAt: z.string(),
});
export type GuestbookMessage = z.infer<typeof guestbookMessageSchema>;

export const guestbookPageSchema = pageOf(guestbookMessageSchema).extend({
  /** 'host': the list is the host's alone (content empty); guests may still write. */
  showing: z.enum(guestbookShowings),
});
export type GuestbookPage = z.infer<typeof guestbookPageSchema>;

// ---------------------------------------------------------------------------
// The host's side: /api/guestbook/host/{orderNum}/…

export const guestbookHostParamsSchema = z.object({ orderNum: orderNumParam });
export const guestbookHostMessageParamsSchema = z.object({ orderNum: orderNumParam, messageSeq: seqParam });

export const guestbookHostMessageSchema = guestbookMessageSchema.extend({ hidden: z.boolean() });
export type GuestbookHostMessage = z.infer<typeof guestbookHostMessageSchema>;
export const guestbookHostPageSchema = pageOf(guestbookHostMessageSchema);

export const guestbookHiddenBodySchema = z.object({ hidden: z.boolean({ error: messages.common.badRequest }) });

/** The host's choices, columns of the invitation. */
export const guestbookSettingsSchema = z.object({
  /** The book is offered at all (on by default). */
  enabled: z.boolean({ error: messages.common.badRequest }),
  /** Only the host reads the messages; guests still write. */
  hostOnly: z.boolean({ error: messages.common.badRequest }),
  /** The messages also appear on the kiosk beside the wreaths (never while the book is off or the host's alone). */
  onKiosk: z.boolean({ error: messages.common.badRequest }),
});
export type GuestbookSettings = z.infer<typeof guestbookSettingsSchema>;

export const guestbookSettingsAnswerSchema = guestbookSettingsSchema.extend({ invitationType: z.enum(['W', 'F']) });
export type GuestbookSettingsAnswer = z.infer<typeof guestbookSettingsAnswerSchema>;

/** What the guest page shows, from the host's choices. */
export function guestbookShowing(settings: Pick<GuestbookSettings, 'enabled' | 'hostOnly'>): GuestbookShowing {
  if (!settings.enabled) return 'off';
  return settings.hostOnly ? 'host' : 'public';
}

/** Whether the kiosk shows the messages: the host allowed it, and the book is open to guests. */
export function guestbookOnKiosk(settings: GuestbookSettings): boolean {
  return settings.enabled && !settings.hostOnly && settings.onKiosk;
}

/** The SSE event of the kiosk stream that carries the messages it shows now (JSON of KioskGuestbook). */
export const kioskGuestbookEvent = 'guestbook';
export const kioskGuestbookSchema = z.object({
  /** Null when the host does not show messages on the kiosk. */
  messages: z.array(guestbookMessageSchema).nullable(),
});
export type KioskGuestbook = z.infer<typeof kioskGuestbookSchema>;
