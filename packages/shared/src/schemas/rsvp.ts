import { z } from '../zod';
import { messages } from '../messages';
import { orderNumParam, publicNumParam } from '../invitation/schemas';
import { isCompleteMobile, phoneDigits } from '../rules/phone';
import { rsvpChoices, rsvpLimits, rsvpSides } from '../rsvp/words';
import { pageOf, pageParam, searchQuery } from './query';

// 참석 의사 (RSVP) on a wedding's guest page (issue 24 §1): who comes, from
// which side, how many, whether they eat. No login: the browser keeps a token
// per invitation, and a guest who set a short password can find the answer
// again by name from another phone.

/** Answers a page of the host's list holds. */
export const rsvpPageSize = 10;

export const rsvpPageParamsSchema = z.object({ publicNum: publicNumParam });
export const rsvpOrderParamsSchema = z.object({ orderNum: orderNumParam });

const rsvpName = z
  .string({ error: messages.rsvp.nameRequired })
  .trim()
  .min(1, messages.rsvp.nameRequired)
  .max(rsvpLimits.name, messages.rsvp.nameTooLong(rsvpLimits.name));

/**
 * What a guest sends, checked in the form's order. 불참 counts no one and no
 * meal, whatever the form held; otherwise 1 to 20 people.
 */
export const rsvpAnswerRequestSchema = z
  .object({
    name: rsvpName,
    side: z.enum(rsvpSides, { error: messages.rsvp.sideRequired }),
    attendance: z.enum(rsvpChoices, { error: messages.rsvp.attendanceRequired }),
    headcount: z.coerce.number({ error: messages.rsvp.headcountInvalid(rsvpLimits.headcount) }).int(messages.rsvp.headcountInvalid(rsvpLimits.headcount)),
    meal: z.enum(rsvpChoices, { error: messages.rsvp.mealRequired }),
    phone: z
      .string({ error: messages.rsvp.phoneInvalid })
      .trim()
      .default('')
      .refine((value) => value === '' || isCompleteMobile(value), messages.rsvp.phoneInvalid)
      .transform((value) => phoneDigits(value)),
    note: z
      .string({ error: messages.rsvp.noteTooLong(rsvpLimits.note) })
      .trim()
      .max(rsvpLimits.note, messages.rsvp.noteTooLong(rsvpLimits.note))
      .default(''),
  })
  .superRefine((answer, context) => {
    if (answer.attendance !== 'no' && (answer.headcount < 1 || answer.headcount > rsvpLimits.headcount)) {
      context.addIssue({ code: 'custom', path: ['headcount'], message: messages.rsvp.headcountInvalid(rsvpLimits.headcount) });
    }
  })
  .transform((answer) => (answer.attendance === 'no' ? { ...answer, headcount: 0, meal: 'no' as const } : answer));
export type RsvpAnswerRequest = z.input<typeof rsvpAnswerRequestSchema>;

const rsvpPassword = z
  .string({ error: messages.rsvp.passwordInvalid(rsvpLimits.passwordMin, rsvpLimits.passwordMax) })
  .min(rsvpLimits.passwordMin, messages.rsvp.passwordInvalid(rsvpLimits.passwordMin, rsvpLimits.passwordMax))
  .max(rsvpLimits.passwordMax, messages.rsvp.passwordInvalid(rsvpLimits.passwordMin, rsvpLimits.passwordMax));

/** A new answer; the password is optional ('' = none) and lets the guest find it again by name. */
export const rsvpCreateSchema = z.object({
  answer: rsvpAnswerRequestSchema,
  password: z.union([z.literal(''), rsvpPassword]).default(''),
});

/** The secret the browser keeps for its answer (localStorage, per invitation). */
const rsvpToken = z.string({ error: messages.rsvp.notFound }).min(20, messages.rsvp.notFound).max(100, messages.rsvp.notFound);

export const rsvpOwnSchema = z.object({ token: rsvpToken });
export const rsvpChangeSchema = z.object({ token: rsvpToken, answer: rsvpAnswerRequestSchema });
export const rsvpFindSchema = z.object({
  name: rsvpName,
  password: z.string({ error: messages.rsvp.passwordRequired }).min(1, messages.rsvp.passwordRequired).max(100, messages.rsvp.noMatch),
});

/** A guest's own answer as they see it again. */
export const rsvpAnswerSchema = z.object({
  name: z.string(),
  side: z.enum(rsvpSides),
  attendance: z.enum(rsvpChoices),
  headcount: z.number().int(),
  meal: z.enum(rsvpChoices),
  /** Digits only, '' when none. */
  phone: z.string(),
  note: z.string(),
  updatedAt: z.string(),
});
export type RsvpAnswer = z.infer<typeof rsvpAnswerSchema>;

export const rsvpOwnAnswerSchema = z.object({ answer: rsvpAnswerSchema, message: z.string() });
export const rsvpTokenAnswerSchema = z.object({ token: z.string(), answer: rsvpAnswerSchema, message: z.string() });

/** A Korean wall-clock minute, as `<input type="datetime-local">` gives it: '2026-05-09T18:00'. */
const koreanMinute = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The host's switch and optional deadline (Korean time; null, or '' from the form's empty input: none). */
export const rsvpSettingsSchema = z.object({
  enabled: z.boolean({ error: messages.rsvp.enabledRequired }),
  deadline: z
    .string({ error: messages.rsvp.deadlineInvalid })
    .refine((value) => value === '' || (koreanMinute.test(value) && !Number.isNaN(Date.parse(`${value}:00+09:00`))), messages.rsvp.deadlineInvalid)
    .nullable()
    .transform((value) => (value === '' ? null : value)),
});
export type RsvpSettings = z.output<typeof rsvpSettingsSchema>;

/** What the host's screens hold: the same, the deadline always a string. */
export const rsvpSettingsAnswerSchema = z.object({ enabled: z.boolean(), deadline: z.string().nullable() });

/** One side's figures on the host's page. */
export const rsvpTallySchema = z.object({
  /** Answers saying 참석, and the people they bring. */
  attending: z.number().int(),
  attendingGuests: z.number().int(),
  declined: z.number().int(),
  undecided: z.number().int(),
  /** People coming who will eat. */
  mealGuests: z.number().int(),
});
export type RsvpTally = z.infer<typeof rsvpTallySchema>;

export const rsvpSummarySchema = rsvpSettingsAnswerSchema.extend({
  closed: z.boolean(),
  groom: rsvpTallySchema,
  bride: rsvpTallySchema,
});
export type RsvpSummary = z.infer<typeof rsvpSummarySchema>;

export const rsvpListQuerySchema = z.object({ page: pageParam, searchWord: searchQuery.searchWord });
export const rsvpExcelQuerySchema = z.object({ searchWord: searchQuery.searchWord });

/** An answer in the host's list: in full, phone included (the host knows their guests). */
export const hostRsvpSchema = rsvpAnswerSchema.extend({ rsvpSeq: z.number().int(), createdAt: z.string() });
export type HostRsvp = z.infer<typeof hostRsvpSchema>;
export const hostRsvpPageSchema = pageOf(hostRsvpSchema);
