import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { only } from '@ongi/shared';
import { migrateFrom, migrateUpTo } from '@server/test/migration-replay';

// Migrations 0015 (hand-written) and 0016 on a database holding rows of
// before: a published campaign of 0 원 becomes a draft before a published
// campaign must be complete, and every reference that carries history
// restricts instead of setting null or cascading.

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  await migrateUpTo(db, '0015');
  await db.exec(`
    insert into campaign (campaign_name, campaign_amount, sort_order, display_yn) values
      ('0원 공개 캠페인', 0, 0, 'Y'), ('정상 캠페인', 50000, 3, 'Y'), ('숨긴 0원 캠페인', 0, 0, 'N');
  `);
  await migrateFrom(db, '0015');
});
afterAll(() => db.close());

describe('0015 and 0016: campaign drafts', () => {
  it('makes a published campaign of 0 원 a draft, and keeps the others as they were', async () => {
    const { rows } = await db.query<{ campaign_name: string; display_yn: string; sort_order: number | null }>(
      'select campaign_name, display_yn, sort_order from campaign order by campaign_seq',
    );
    expect(rows).toEqual([
      { campaign_name: '0원 공개 캠페인', display_yn: 'N', sort_order: 0 },
      { campaign_name: '정상 캠페인', display_yn: 'Y', sort_order: 3 },
      { campaign_name: '숨긴 0원 캠페인', display_yn: 'N', sort_order: 0 },
    ]);
  });

  it('refuses a published campaign without an amount or an order from then on', async () => {
    await expect(db.exec(`insert into campaign (campaign_name, campaign_amount, sort_order) values ('또 0원', 0, 1)`)).rejects.toThrow(
      /campaign_published_complete_check/,
    );
    await expect(db.exec(`insert into campaign (campaign_name, campaign_amount) values ('순서 없음', 1000)`)).rejects.toThrow(
      /campaign_published_complete_check/,
    );
    await db.exec(`insert into campaign (campaign_name, campaign_amount, display_yn) values ('임시 저장', 0, 'N')`);
  });
});

describe('0016: references that carry history restrict', () => {
  // The rows another table owns outright (a campaign's thumbnails, a venue's halls) go with it.
  const ownedChildren = new Set(['campaign_attach', 'partner_detail']);

  it('no reference to a campaign, partner, category, campaign category or recipient sets null or cascades', async () => {
    const { rows } = await db.query<{ referencing: string; referenced: string; name: string; on_delete: string }>(`
      select c.conrelid::regclass::text as referencing, c.confrelid::regclass::text as referenced, c.conname as name, c.confdeltype as on_delete
      from pg_constraint c
      where c.contype = 'f' and c.confrelid::regclass::text in ('campaign', 'partner', 'category', 'campaign_category', 'donation_category')
      order by 1, 3`);
    const kept = rows.filter((row) => !ownedChildren.has(row.referencing));
    // Every table that names them is there (payments, attempts, invitations, reviews, content, the trees themselves).
    expect(new Set(kept.map((row) => row.referencing))).toEqual(
      new Set([
        'campaign',
        'campaign_category',
        'donation_category',
        'donation_group',
        'faq',
        'funeral_invitation',
        'notice',
        'payment',
        'payment_intent',
        'review',
        'sponsor',
        'wedding_invitation',
      ]),
    );
    expect(kept.filter((row) => row.on_delete !== 'r').map((row) => `${row.name} (${row.on_delete})`)).toEqual([]);
  });

  it('so a campaign with a payment, or a category with a child, cannot be deleted under them', async () => {
    await db.exec(`
      insert into campaign (campaign_name, campaign_amount, sort_order) values ('결제 있는 캠페인', 50000, 1);
      insert into payment (payment_id, provider, campaign_seq, amount, status, paid_at)
        values ('pay-1', 'sandbox', (select campaign_seq from campaign where campaign_name = '결제 있는 캠페인'), 50000, 'PAID', now());
      insert into campaign_category (name) values ('상위');
      insert into campaign_category (name, parent_seq) values ('하위', (select category_campaign_seq from campaign_category where name = '상위'));
    `);
    await expect(db.exec(`delete from campaign where campaign_name = '결제 있는 캠페인'`)).rejects.toThrow(/foreign key/);
    await expect(db.exec(`delete from campaign_category where name = '상위'`)).rejects.toThrow(/foreign key/);
    const { rows } = await db.query<{ campaign_seq: number | null }>(`select campaign_seq from payment where payment_id = 'pay-1'`);
    expect(only(rows, 'payment pay-1').campaign_seq).not.toBeNull();
  });
});
