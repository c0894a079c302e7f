import { z } from '../zod';
import { messages } from '../messages';
import { fileKeySchema, instantSchema } from '../schemas/query';
import { funeralReligions } from '../invitation/presets';
import { invitationNumberPattern, invitationPhotoSchema, invitationTypes } from '../invitation/schemas';
import { thanksTextMax, thanksTitleMax } from './presets';

// The thank-you page of an invitation (issue 27, part 2): what the host saves
// and loads by the order number, and what a guest reads by the public number.

/** The host's order number in the address; a malformed one is told apart from nothing. */
export const thanksOrderParamsSchema = z.object({
  orderNum: z.string().regex(invitationNumberPattern, messages.thanks.orderNotFound),
});

/** The guests' public number in the address. */
export const thanksPublicParamsSchema = z.object({
  publicNum: z.string().regex(invitationNumberPattern, messages.invitation.notFound),
});

/** PUT /api/thanks/order/:orderNum: checked in this order, first failure wins (the form shows the same). */
export const thanksRequestSchema = z.object({
  title: z
    .string({ error: messages.thanks.titleRequired })
    .trim()
    .min(1, messages.thanks.titleRequired)
    .max(thanksTitleMax, messages.thanks.titleTooLong(thanksTitleMax)),
  text: z
    .string({ error: messages.thanks.textRequired })
    .trim()
    .min(1, messages.thanks.textRequired)
    .max(thanksTextMax, messages.thanks.textTooLong(thanksTextMax)),
  /** One of the invitation's photos (its key), or none. */
  photoPath: fileKeySchema.nullable().default(null),
  published: z.boolean({ error: messages.common.badRequest }).default(false),
});
export type ThanksRequest = z.output<typeof thanksRequestSchema>;
export type ThanksInput = z.input<typeof thanksRequestSchema>;

export const thanksNamesSchema = z.discriminatedUnion('invitationType', [
  z.object({ invitationType: z.literal('W'), groomName: z.string(), brideName: z.string() }),
  z.object({ invitationType: z.literal('F'), deceasedName: z.string(), religion: z.enum(funeralReligions), mainMournerName: z.string() }),
]);

/** GET /api/thanks/order/:orderNum: the host's page as saved, or the first preset when nothing is saved yet. */
export const thanksEditSchema = z.object({
  orderNum: z.string(),
  publicNum: z.string(),
  invitationType: z.enum(invitationTypes),
  names: thanksNamesSchema,
  title: z.string(),
  text: z.string(),
  photoPath: fileKeySchema.nullable(),
  published: z.boolean(),
  /** When it was last saved; null before the first save (the values are then the presets). */
  savedAt: instantSchema.nullable(),
  /** The invitation's photos to choose from: the main photo first, then the gallery. */
  photos: z.array(invitationPhotoSchema),
  /** The wedding card's edit style, for the preview's colour; null for a funeral. */
  editStyle: z.string().nullable(),
});
export type ThanksEdit = z.infer<typeof thanksEditSchema>;

/** The saved page, with what the host should read. */
export const thanksSavedSchema = thanksEditSchema.extend({ message: z.string() });
export type ThanksSaved = z.infer<typeof thanksSavedSchema>;

/** What a guest reads: the published page, or only that it is not there yet (a calm page). */
export const thanksPageSchema = z.discriminatedUnion('published', [
  z.object({ published: z.literal(false), invitationType: z.enum(invitationTypes) }),
  z.object({
    published: z.literal(true),
    invitationType: z.enum(invitationTypes),
    publicNum: z.string(),
    names: thanksNamesSchema,
    title: z.string(),
    /** Plain text with '\n' line breaks, never HTML. */
    text: z.string(),
    photo: invitationPhotoSchema.nullable(),
    /** The wedding card's edit style ('0_color01'), so the page wears its colour; null for a funeral. */
    editStyle: z.string().nullable(),
  }),
]);
export type ThanksPage = z.infer<typeof thanksPageSchema>;
export type PublishedThanks = Extract<ThanksPage, { published: true }>;

/**
 * GET /api/thanks/order/:orderNum/send: whom one tap would reach, for the
 * button's label. Senders are counted once per phone number.
 */
export const thanksSendingSchema = z.object({
  /** Whether the page is saved public (sending waits for it). */
  published: z.boolean(),
  /** Wreath senders who left a mobile number, once per number. */
  recipients: z.number().int().nonnegative(),
  /** Of those, the ones already sent the thank-you (never sent again). */
  alreadySent: z.number().int().nonnegative(),
  /** Wreaths whose sender left no mobile number: they cannot be sent to. */
  withoutPhone: z.number().int().nonnegative(),
});
export type ThanksSending = z.infer<typeof thanksSendingSchema>;

/** POST /api/thanks/order/:orderNum/send: what one tap did, and the line to show. */
export const thanksSentSchema = z.object({
  /** Sent now (queued for 알림톡). */
  queued: z.number().int().nonnegative(),
  /** Sent before, so left alone. */
  alreadySent: z.number().int().nonnegative(),
  withoutPhone: z.number().int().nonnegative(),
  message: z.string(),
});
export type ThanksSent = z.infer<typeof thanksSentSchema>;
