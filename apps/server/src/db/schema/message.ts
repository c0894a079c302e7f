import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { messageChannels, messageStates, messageTemplateCodes } from '@ongi/shared';
import { timestamps } from './columns';

const listOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

// One 알림톡/SMS to one phone (modules/message). The row is the message's
// truth; a pg-boss job only wakes the sender. The dedupe key is unique, so
// what one event sends (an order's guide, one thank-you to one sender) is
// one row however often the event is told; state moves QUEUED → SENDING
// (an attempt whose outcome is not known yet) → SENT, or FAILED when every
// attempt failed.
export const outboundMessages = pgTable(
  'message',
  {
    messageSeq: serial().primaryKey(),
    template: text({ enum: messageTemplateCodes }).notNull(),
    recipientPhone: text().notNull(),
    // The template's #{변수} values and the whole text as sent (filled when the attempt starts for messages that count at sending).
    variables: jsonb().$type<Record<string, string>>().notNull(),
    text: text().notNull(),
    dedupeKey: text().notNull(),
    // The order it is about (the admin list's search, the host's batching).
    orderNum: text(),
    state: text({ enum: messageStates }).notNull().default('QUEUED'),
    channel: text({ enum: messageChannels }),
    providerId: text(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    // Not sent before (quiet hours, batching).
    sendAfter: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // When the first attempt of the current uncertain run started: the provider is asked from then on.
    attemptedAt: timestamp({ withTimezone: true, mode: 'date' }),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('message_dedupe_key_idx').on(t.dedupeKey),
    index('message_create_idx').on(t.createDate, t.messageSeq),
    index('message_state_create_idx').on(t.state, t.createDate, t.messageSeq),
    // The dispatch pass: messages not yet sent whose time has come.
    index('message_due_idx')
      .on(t.sendAfter)
      .where(sql`${t.state} in ('QUEUED', 'SENDING')`),
    index('message_order_idx').on(t.orderNum, t.template),
    check('message_template_check', sql`${t.template} in (${listOf(messageTemplateCodes)})`),
    check('message_state_check', sql`${t.state} in (${listOf(messageStates)})`),
    check('message_channel_check', sql`${t.channel} is null or ${t.channel} in (${listOf(messageChannels)})`),
  ],
);
