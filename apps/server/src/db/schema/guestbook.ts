import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { orderNumbers } from './order-number';

// The guestbook of an invitation (issue 24 §2): 방명록 on a wedding, 추모의 글
// on a funeral notice. One table for both kinds, hung on the order number they
// share (as thanks_page is). The host's choices (on, host only, on the kiosk)
// are columns of the invitation, read with the row the guest page loads.
export const guestbookMessages = pgTable(
  'guestbook_message',
  {
    messageSeq: serial().primaryKey(),
    orderNum: text()
      .notNull()
      .references(() => orderNumbers.orderNum, { onDelete: 'cascade' }),
    name: text().notNull(),
    // Plain text with line breaks, shown as text (never HTML).
    body: text().notNull(),
    // argon2id of the password the guest chose to delete it with.
    passwordHash: text().notNull(),
    // Hidden by the host: kept, but off the guest page and the kiosk.
    hidden: boolean().notNull().default(false),
    // A hash of the writing browser's random id (a cookie): a second message from it within seconds is refused.
    writerKey: text().notNull(),
    ...timestamps,
  },
  (t) => [
    // The lists, newest first, per invitation.
    index('guestbook_message_order_create_idx').on(t.orderNum, t.createDate, t.messageSeq),
    // The same browser's last message.
    index('guestbook_message_writer_idx').on(t.writerKey, t.createDate),
    check('guestbook_message_name_check', sql`length(${t.name}) between 1 and 20`),
    check('guestbook_message_body_check', sql`length(${t.body}) between 1 and 500`),
  ],
);
