import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { storedFiles } from './file';
import { orderNumbers } from './order-number';

// The thank-you page of an invitation (issue 27): one per order, wedding or
// funeral alike, so it hangs on the order number both kinds share. It is
// written only when the host saves; before that the editor offers the presets.
export const thanksPages = pgTable(
  'thanks_page',
  {
    thanksPageSeq: serial().primaryKey(),
    orderNum: text()
      .notNull()
      .unique('thanks_page_order_num_key')
      .references(() => orderNumbers.orderNum, { onDelete: 'cascade' }),
    title: text().notNull(),
    // Plain text with line breaks, shown as text (never HTML).
    text: text().notNull(),
    // One of the invitation's photos. When the host removes that photo from the
    // invitation, the page simply goes without one rather than refusing the edit.
    photoPath: text().references(() => storedFiles.fileKey, { onDelete: 'set null' }),
    published: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // The photo clean-up and a photo's removal look for pages that name it.
    index('thanks_page_photo_path_idx').on(t.photoPath),
    check('thanks_page_title_check', sql`length(${t.title}) between 1 and 40`),
    check('thanks_page_text_check', sql`length(${t.text}) between 1 and 1000`),
  ],
);
