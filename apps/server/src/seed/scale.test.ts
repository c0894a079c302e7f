import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { only } from '@ongi/shared';
import type { DatabaseHandle } from '../db/client';
import { talliedTotal } from '../lib/list-tally';
import { createTestDatabase } from '../test/database';
import { createAccount, createCampaign, createCategory, createPartner } from './factories';
import { afterBulkLoad } from './scale-after';
import { beyondDemo, rowsOf, scaleSizes, seedScale } from './scale';

let database: DatabaseHandle;

const countOf = async (statement: ReturnType<typeof sql>) => Number(Object.values(only(rowsOf(await database.db.execute(statement)), 'a count'))[0]);

const tables = ['account', 'wedding_invitation', 'funeral_invitation', 'order_number', 'payment', 'review', 'notice', 'inquiry'] as const;
const sizesOf = async () =>
  Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await countOf(sql`select count(*) from ${sql.identifier(table)}`)])));

// What the scaled rows point at, as the demo data has it (without its pictures
// and password hashing, which take the demo seed seconds): the demo member,
// campaigns of both kinds up to the wreath campaigns 16 and 17, a venue and a
// funeral home, a notice category.
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await createAccount(db, { username: 'member01', passwordHash: 'not-a-password-hash' });
  for (let n = 1; n <= 17; n += 1) await createCampaign(db, { campaignType: n % 2 === 0 ? 'WEDDING' : 'FUNERAL' });
  await createPartner(db, { type: 'wedding' });
  await createPartner(db, { type: 'funeral' });
  await createCategory(db, { categoryParent: 'notice', name: '안내', useYn: 'Y' });
});

afterAll(async () => {
  await database.close();
});

describe('seed:scale', () => {
  it('adds the scaled rows, every constraint held, and then refuses to run again', async () => {
    expect(await beyondDemo(database.db)).toEqual([]);
    const before = await sizesOf();
    const sizes = scaleSizes(0.0005);
    const demoMember = await countOf(sql`select account_seq from account where username = 'member01'`);
    const memberOrders = await countOf(
      sql`select (select count(*) from wedding_invitation where account_seq = ${demoMember}) + (select count(*) from funeral_invitation where account_seq = ${demoMember})`,
    );

    const written = await seedScale(database.db, sizes);
    await afterBulkLoad(database);
    const after = await sizesOf();

    expect(after.account - before.account).toBe(sizes.members);
    expect(after.wedding_invitation + after.funeral_invitation - before.wedding_invitation - before.funeral_invitation).toBe(sizes.invitations);
    expect(after.payment - before.payment).toBe(sizes.payments);
    expect(after.review - before.review).toBe(sizes.reviews);
    expect(after.notice - before.notice).toBe(sizes.notices);
    expect(after.inquiry - before.inquiry).toBe(sizes.inquiries);
    expect(written.payment).toBe(sizes.payments);
    // member01's share: their orders, the payments they made and their inquiries.
    expect(
      await countOf(
        sql`select (select count(*) from wedding_invitation where account_seq = ${demoMember}) + (select count(*) from funeral_invitation where account_seq = ${demoMember})`,
      ),
    ).toBe(memberOrders + sizes.demoMemberOrders);
    // Every order number names one order of its kind (or an order whose invitation is gone), public numbers are unique.
    expect(
      await countOf(
        sql`select count(*) from order_number o where o.invitation_type = 'W' and exists (select 1 from funeral_invitation f where f.order_num = o.order_num)`,
      ),
    ).toBe(0);
    expect(await countOf(sql`select count(*) - count(distinct public_num) from order_number`)).toBe(0);
    // Payments of an invitation carry its kind and number; the busiest invitation has its many wreaths.
    expect(
      await countOf(
        sql`select count(*) from payment p where p.invitation_type = 'W' and not exists (select 1 from wedding_invitation w where w.wedding_invitation_seq = p.invitation_seq and w.order_num = p.order_num)`,
      ),
    ).toBe(0);
    expect(await countOf(sql`select max(n) from (select count(*) as n from payment where order_num is not null group by order_num) x`)).toBeGreaterThanOrEqual(
      sizes.busiestInvitationPayments,
    );
    expect(await countOf(sql`select count(distinct status) from payment`)).toBeGreaterThanOrEqual(4);
    // The kept totals moved with the bulk inserts.
    expect(await talliedTotal(database.db, 'notice')).toBe(after.notice);
    expect(await talliedTotal(database.db, 'inquiry')).toBe(after.inquiry);

    expect((await beyondDemo(database.db)).map((row) => row.table)).toEqual(expect.arrayContaining(['payment', 'notice', 'inquiry', 'review']));
  });
});
