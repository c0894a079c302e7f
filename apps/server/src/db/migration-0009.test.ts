import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { only } from '@ongi/shared';
import { applyMigration, migrateUpTo } from '@server/test/migration-replay';

// Migration 0009 (the list tallies and the trigram indexes) on an embedded
// database without pg_trgm, holding rows made before it: it must migrate,
// count what was there, and leave the searches to scan.

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  await migrateUpTo(db, '0009');
  // Rows of before: notices (one pinned) over two Korean days, inquiries, accounts (one withdrawn), an order with a review.
  await db.exec(`
    insert into notice (title, top_notice_yn, create_date) values
      ('첫 공지', 'N', '2026-05-01 23:30+09'), ('고정 공지', 'Y', '2026-05-01 09:00+09'), ('둘째 날', 'N', '2026-05-02 00:10+09');
    insert into inquiry (user_type, question_title, question_content, is_answered) values
      ('nonMember', '문의', '내용', 'N'), ('nonMember', '문의', '내용', 'Y'), ('nonMember', '문의', '내용', 'Y');
    insert into account (username, password_hash, name, role_type, withdrawn_at) values
      ('a1', 'x', '가', 'NORMAL', null), ('a2', 'x', '나', 'NORMAL', now()), ('boss', 'x', '다', 'ADMIN', null);
    insert into campaign (campaign_name) values ('캠페인');
    insert into order_number (order_num, public_num, invitation_type) values ('482739160001', '582739160001', 'W');
    insert into wedding_invitation (order_num, event_date, event_time, event_location_name) values ('482739160001', '2026-06-01', '12:00', '식장');
    insert into review (user_id, order_num, campaign_seq, review_rating, review_text) values ('a1', '482739160001', 1, 4.5, '좋아요');
  `);
  await applyMigration(db, '0009');
});
afterAll(() => db.close());

describe('0009: list tallies and trigram indexes', () => {
  it('counts the rows that were there before, by bucket and Korean day', async () => {
    const totals = await db.query<{ list: string; bucket: string; total: number }>('select list, bucket, total from list_tally order by list, bucket');
    expect(totals.rows).toEqual([
      { list: 'account', bucket: 'ADMIN', total: 1 },
      { list: 'account', bucket: 'NORMAL', total: 1 },
      { list: 'inquiry', bucket: 'N', total: 1 },
      { list: 'inquiry', bucket: 'Y', total: 2 },
      { list: 'notice', bucket: 'N', total: 2 },
      { list: 'notice', bucket: 'Y', total: 1 },
      { list: 'wedding_invitation', bucket: '', total: 1 },
    ]);
    const days = await db.query<{ bucket: string; day: string; total: number }>(
      `select bucket, day::text as day, total from list_day_tally where list = 'notice' order by bucket, day`,
    );
    expect(days.rows).toEqual([
      { bucket: 'N', day: '2026-05-01', total: 1 },
      { bucket: 'N', day: '2026-05-02', total: 1 },
      { bucket: 'Y', day: '2026-05-01', total: 1 },
    ]);
    const reviews = await db.query<{ campaign_seq: number; review_rating: string; reviews: number }>(
      'select campaign_seq, review_rating::text, reviews from review_tally',
    );
    expect(reviews.rows).toEqual([{ campaign_seq: 1, review_rating: '4.5', reviews: 1 }]);
  });

  it('creates no trigram index where pg_trgm is missing, and the searches still find by scanning', async () => {
    const indexes = await db.query<{ n: number }>(`select count(*)::int as n from pg_indexes where indexname like '%trgm%'`);
    expect(only(indexes.rows, 'a count').n).toBe(0);
    const found = await db.query<{ title: string }>(`select title from notice where title ilike '%고정%'`);
    expect(found.rows).toEqual([{ title: '고정 공지' }]);
  });

  it('keeps the tallies from then on', async () => {
    await db.exec(
      `insert into notice (title, create_date) values ('새 공지', '2026-05-02 12:00+09'); update inquiry set is_answered = 'Y' where is_answered = 'N';`,
    );
    const totals = await db.query<{ list: string; bucket: string; total: number }>(
      `select list, bucket, total from list_tally where list in ('notice', 'inquiry') order by list, bucket`,
    );
    expect(totals.rows).toEqual([
      { list: 'inquiry', bucket: 'N', total: 0 },
      { list: 'inquiry', bucket: 'Y', total: 3 },
      { list: 'notice', bucket: 'N', total: 3 },
      { list: 'notice', bucket: 'Y', total: 1 },
    ]);
  });
});
