import { z } from '../zod';
import { messages } from '../messages';
import { invitationTypes } from './schemas';

// 공개·보관 설정 (issue 27): what the host chooses for an invitation's life
// once it is shared. The guest page, the kiosk and the payment start obey it
// (apps/server/src/modules/invitation/lifecycle.ts).

/** The word the host types to confirm a delete. */
export const deleteConfirmWord = '삭제';

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;
/** A real day: 2027-02-30 is not one. */
const isCalendarDay = (day: string) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** PUT /api/invitation/{orderNum}/lifecycle: the host's four choices. */
export const lifecycleSettingsSchema = z.object({
  accountsHidden: z.boolean({ error: messages.common.badRequest }),
  wreathsStopAfterEvent: z.boolean({ error: messages.common.badRequest }),
  unpublished: z.boolean({ error: messages.common.badRequest }),
  /** 'YYYY-MM-DD', or null (or '' from the form's empty date selects): none. On or after the event's day: checked by the server, which knows it. */
  archiveDate: z
    .string({ error: messages.invitationLifecycle.archiveDateInvalid })
    .refine((day) => day === '' || (calendarDay.test(day) && isCalendarDay(day)), messages.invitationLifecycle.archiveDateInvalid)
    .nullable()
    .transform((day) => (day === '' ? null : day)),
});
export type LifecycleSettings = z.output<typeof lifecycleSettingsSchema>;
export type LifecycleSettingsInput = z.input<typeof lifecycleSettingsSchema>;

/** GET (and the PUT's answer): the choices with what the settings screen shows beside them. */
export const invitationLifecycleSchema = z.object({
  accountsHidden: z.boolean(),
  wreathsStopAfterEvent: z.boolean(),
  unpublished: z.boolean(),
  archiveDate: z.string().nullable(),
  orderNum: z.string(),
  publicNum: z.string(),
  invitationType: z.enum(invitationTypes),
  /** The wedding day or the 발인 day: the earliest archive date. */
  eventDate: z.string(),
  /** Past the archive date: read-only now. */
  archived: z.boolean(),
});
export type InvitationLifecycle = z.infer<typeof invitationLifecycleSchema>;

/** POST /api/invitation/{orderNum}/delete: the word typed to confirm. */
export const deleteInvitationSchema = z.object({
  confirm: z.literal(deleteConfirmWord, { error: messages.invitationLifecycle.deleteConfirm }),
});
export type DeleteInvitationInput = z.input<typeof deleteInvitationSchema>;

export const orderNumParamsSchema = z.object({ orderNum: z.string().regex(/^[0-9]{1,20}$/, messages.invitation.notFound) });
