import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { itemAt } from '@ongi/shared';
import { migrationsFolder } from './client';

// A database made before a migration must come through it with its data:
// the migrations are replayed one by one on a database holding orders.

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };

async function apply(db: PGlite, tag: string) {
  const text = fs.readFileSync(path.join(migrationsFolder(), `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  for (const { tag } of journal.entries) {
    if (tag.startsWith('0003_')) break;
    await apply(db, tag);
  }
});
afterAll(() => db.close());

describe('0003: the public invitation number', () => {
  it('gives every existing order its own random 12-digit public number, unrelated to its order number', async () => {
    const orderNums = Array.from({ length: 200 }, (_, i) => String(482739160000 + i));
    await db.query(`insert into order_number (order_num, invitation_type) select unnest($1::text[]), 'W'`, [orderNums]);
    await apply(db, journal.entries.find((entry) => entry.tag.startsWith('0003_'))!.tag);
    const { rows } = await db.query<{ order_num: string; public_num: string }>('select order_num, public_num from order_number');
    expect(rows).toHaveLength(200);
    for (const row of rows) {
      expect(row.public_num).toMatch(/^[1-9][0-9]{11}$/);
      expect(row.public_num).not.toBe(row.order_num);
    }
    expect(new Set(rows.map((row) => row.public_num)).size).toBe(200);
    // Consecutive order numbers do not give neighbouring public numbers.
    const sorted = rows.map((row) => Number(row.public_num)).sort((a, b) => a - b);
    expect(itemAt(sorted, -1, 'the largest') - itemAt(sorted, 0, 'the smallest')).toBeGreaterThan(100_000_000_000);
  });

  it('then refuses an order without one', async () => {
    await expect(db.query(`insert into order_number (order_num, invitation_type) values ('123456789012', 'F')`)).rejects.toThrow(/public_num/);
  });
});
