import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rsvpChoices, rsvpSides } from '@ongi/shared';
import { timestamps } from './columns';
import { weddingInvitations } from './invitation';

// 참석 의사: one row per guest's answer to a wedding (modules/rsvp). The guest
// has no account: the browser keeps a random token whose hash is here, and an
// optional short password (argon2, as accounts) lets them find it by name.
export const rsvps = pgTable(
  'rsvp',
  {
    rsvpSeq: serial().primaryKey(),
    weddingInvitationSeq: integer().notNull(),
    name: text().notNull(),
    side: text({ enum: rsvpSides }).notNull(),
    attendance: text({ enum: rsvpChoices }).notNull(),
    // 0 when 불참.
    headcount: integer().notNull(),
    meal: text({ enum: rsvpChoices }).notNull(),
    // Digits only.
    phone: text(),
    note: text(),
    // sha256 of the browser's token: a leaked table does not let anyone change answers.
    editTokenHash: text().notNull(),
    passwordHash: text(),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'rsvp_wedding_invitation_fk',
      columns: [t.weddingInvitationSeq],
      foreignColumns: [weddingInvitations.weddingInvitationSeq],
    }).onDelete('cascade'),
    uniqueIndex('rsvp_edit_token_key').on(t.editTokenHash),
    // The host's list, newest first; the tally and the name lookup read the same invitation's rows.
    index('rsvp_invitation_idx').on(t.weddingInvitationSeq, t.rsvpSeq),
    check('rsvp_side_check', sql`${t.side} in ('groom', 'bride')`),
    check('rsvp_attendance_check', sql`${t.attendance} in ('yes', 'no', 'undecided')`),
    check('rsvp_meal_check', sql`${t.meal} in ('yes', 'no', 'undecided')`),
    check('rsvp_headcount_check', sql`${t.headcount} between 0 and 20`),
  ],
);
