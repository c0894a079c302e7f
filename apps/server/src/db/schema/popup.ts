import { sql } from 'drizzle-orm';
import { char, check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { searchIndex, timestamps } from './columns';

// A home-page popup, shown while useStatus is 'y' and today lies within its period.
export const popups = pgTable(
  'popup',
  {
    popupSeq: serial().primaryKey(),
    title: text().notNull(),
    content: text().notNull().default(''),
    // Required: the home page shows a popup only within its period, so one without could never show.
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    // Lower case as the admin form sends it, unlike the Y/N flags elsewhere.
    useStatus: char({ length: 1, enum: ['y', 'n'] })
      .notNull()
      .default('y'),
    // Pixels from the top-left corner of the page.
    xCoord: integer().notNull().default(0),
    yCoord: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('popup_use_period_idx').on(t.useStatus, t.startDate, t.endDate),
    index('popup_create_idx').on(t.createDate),
    searchIndex('popup_title_idx', t.title),
    check('popup_use_status_check', sql`${t.useStatus} in ('y', 'n')`),
    check('popup_period_check', sql`${t.endDate} >= ${t.startDate}`),
    check('popup_coord_check', sql`${t.xCoord} >= 0 and ${t.yCoord} >= 0`),
  ],
);
