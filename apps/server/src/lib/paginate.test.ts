import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemAt, only } from '@ongi/shared';
import { asc, sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { categories, faqs } from '../db/schema';
import { createCategory, createFaq } from '../seed/factories';
import { createTestDatabase } from '../test/database';
import { ascending, countdownNumber, descending, pageWindow, paginate, sortSql } from './paginate';
import { inPublicCategory, publicCategoryFields, publicCategoryJoin } from './public-category';

let database: DatabaseHandle;
let written: number[];
let inDelivery: number[];
let delivery: number;

// The order a list shows: oldest first, as the FAQ does.
const orderBy = [asc(faqs.createDate), asc(faqs.faqSeq)];
// An order PostgreSQL refuses to run: a page query that uses it fails, so a
// call that answers anyway never sent one.
const unrunnable = [sql`1 / 0`];

function faqList(where?: SQL) {
  return database.db
    .select({ faqSeq: faqs.faqSeq, title: faqs.title, ...publicCategoryFields })
    .from(faqs)
    .leftJoin(categories, publicCategoryJoin(faqs.categorySeq, 'faq'))
    .where(where)
    .$dynamic();
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  delivery = (await createCategory(db, { categoryParent: 'faq', name: '배송' })).categorySeq;
  written = [];
  inDelivery = [];
  for (let i = 0; i < 23; i++) {
    const categorySeq = i % 3 === 0 ? delivery : null;
    const faq = await createFaq(db, { title: `질문 ${i + 1}`, categorySeq, createDate: new Date(Date.UTC(2026, 0, 1 + i)) });
    written.push(faq.faqSeq);
    if (categorySeq !== null) inDelivery.push(faq.faqSeq);
  }
});

afterAll(async () => {
  await database.close();
});

describe('paginate', () => {
  it('answers each page in the list order with the total of all pages', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await paginate(database.db, faqList(), { page, size: 10 }, { orderBy }));
    expect(pages.map((result) => result.totalElements)).toEqual([23, 23, 23]);
    expect(pages.map((result) => result.content.length)).toEqual([10, 10, 3]);
    expect(pages.flatMap((result) => result.content.map((row) => row.faqSeq))).toEqual(written);
    expect(itemAt(pages, 0, 'page 1').content.slice(0, 2)).toEqual([
      { faqSeq: written[0], title: '질문 1', categorySeq: delivery, categoryName: '배송' },
      { faqSeq: written[1], title: '질문 2', categorySeq: null, categoryName: null },
    ]);
  });

  it('cuts pages of the size asked for', async () => {
    const result = await paginate(database.db, faqList(), { page: 2, size: 8 }, { orderBy });
    expect(result).toMatchObject({ totalElements: 23 });
    expect(result.content.map((row) => row.faqSeq)).toEqual(written.slice(8, 16));
  });

  it('counts the rows the filter keeps, and a join brings no extra rows', async () => {
    const result = await paginate(database.db, faqList(inPublicCategory(faqs.categorySeq, delivery)), { page: 1, size: 5 }, { orderBy });
    expect(result.totalElements).toBe(inDelivery.length);
    expect(result.content.map((row) => row.faqSeq)).toEqual(inDelivery.slice(0, 5));
    expect(result.content.every((row) => row.categoryName === '배송')).toBe(true);
  });

  it('answers no rows and the total for a page beyond the last, without asking for that page', async () => {
    // The trap works: a page with rows does run the page query, which fails.
    await expect(paginate(database.db, faqList(), { page: 3, size: 10 }, { orderBy: unrunnable })).rejects.toThrow();
    expect(await paginate(database.db, faqList(), { page: 4, size: 10 }, { orderBy: unrunnable })).toEqual({ content: [], totalElements: 23 });
    expect(await paginate(database.db, faqList(), { page: 1, size: 10 }, { orderBy: unrunnable, total: 0 })).toEqual({ content: [], totalElements: 0 });
  });

  it('answers an empty list as no rows and a total of 0', async () => {
    const nothing = faqList(sql`false`);
    expect(await paginate(database.db, nothing, { page: 1, size: 10 }, { orderBy })).toEqual({ content: [], totalElements: 0 });
  });

  it('takes a total the caller counted, counting nothing itself', async () => {
    const asked: string[] = [];
    const total = async () => {
      asked.push('total');
      return 23;
    };
    const result = await paginate(database.db, faqList(), { page: 3, size: 10 }, { orderBy, total });
    expect(asked).toEqual(['total']);
    expect(result).toEqual({ content: expect.any(Array), totalElements: 23 });
    expect(result.content.map((row) => row.faqSeq)).toEqual(written.slice(20));
    // A known number: beyond it, no page query either.
    expect(await paginate(database.db, faqList(), { page: 2, size: 10 }, { orderBy: unrunnable, total: 10 })).toEqual({
      content: [],
      totalElements: 10,
    });
  });
});

describe('paginate, deep in a long list', () => {
  let many: DatabaseHandle;
  let ordered: number[];
  // Newest first with ties on the time (ten rows a minute), to the row.
  const newestFirst = [descending(faqs.createDate), descending(faqs.faqSeq)];

  beforeAll(async () => {
    many = await createTestDatabase();
    await many.db
      .insert(faqs)
      .values(
        Array.from({ length: 347 }, (_, n) => ({ title: `질문 ${n}`, content: `답 ${n}`, createDate: new Date(Date.UTC(2026, 0, 1, 0, Math.floor(n / 10))) })),
      );
    ordered = (
      await many.db
        .select({ faqSeq: faqs.faqSeq })
        .from(faqs)
        .orderBy(...sortSql(newestFirst))
    ).map((row) => row.faqSeq);
  });

  afterAll(async () => {
    await many.close();
  });

  const list = () => many.db.select({ faqSeq: faqs.faqSeq, title: faqs.title }).from(faqs).$dynamic();

  it('answers every page, near either end or in the middle, with the rows of that place in the order', async () => {
    for (let page = 1; page <= 35; page += 1) {
      const result = await paginate(many.db, list(), { page, size: 10 }, { orderBy: newestFirst, key: faqs.faqSeq });
      expect(result.totalElements).toBe(347);
      expect(result.content.map((row) => row.faqSeq)).toEqual(ordered.slice((page - 1) * 10, page * 10));
    }
    expect((await paginate(many.db, list(), { page: 36, size: 10 }, { orderBy: newestFirst, key: faqs.faqSeq })).content).toEqual([]);
  });

  it('keeps a filter and the columns of each row on a deep page, in either direction of the order', async () => {
    const oldestFirst = [ascending(faqs.createDate), ascending(faqs.faqSeq)];
    const odd = sql`${faqs.faqSeq} % 2 = 1`;
    const expected = (
      await many.db
        .select({ faqSeq: faqs.faqSeq, title: faqs.title })
        .from(faqs)
        .where(odd)
        .orderBy(...sortSql(oldestFirst))
    ).slice(120, 130);
    const result = await paginate(many.db, list().where(odd), { page: 13, size: 10 }, { orderBy: oldestFirst, key: faqs.faqSeq });
    expect(result.content).toEqual(expected);
  });

  it('reads a page through its start when the caller knows where it begins', async () => {
    // A start that says: the page begins after the rows newer than row 150, with 3 still to skip.
    const anchor = ordered[147];
    const row = only(
      await many.db
        .select({ createDate: faqs.createDate })
        .from(faqs)
        .where(sql`${faqs.faqSeq} = ${anchor}`),
      'the anchor row',
    );
    const start = async () => ({ where: sql`(${faqs.createDate}, ${faqs.faqSeq}) <= (${row.createDate}, ${anchor})`, skip: 3 });
    const result = await paginate(many.db, list(), { page: 16, size: 10 }, { orderBy: newestFirst, key: faqs.faqSeq, start });
    expect(result.content.map((item) => item.faqSeq)).toEqual(ordered.slice(150, 160));
  });
});

describe('pageWindow', () => {
  it('reads a page from the nearer end of the list, the last page as its few oldest rows', () => {
    // 95 rows, 10 a page: pages 1–5 from the newest end, 6–10 from the oldest.
    expect(pageWindow(95, { page: 1, size: 10 })).toEqual({ fromEnd: false, skip: 0, take: 10 });
    expect(pageWindow(95, { page: 5, size: 10 })).toEqual({ fromEnd: false, skip: 40, take: 10 });
    expect(pageWindow(95, { page: 6, size: 10 })).toEqual({ fromEnd: true, skip: 35, take: 10 });
    expect(pageWindow(95, { page: 10, size: 10 })).toEqual({ fromEnd: true, skip: 0, take: 5 });
    expect(pageWindow(95, { page: 11, size: 10 })).toEqual({ fromEnd: false, skip: 100, take: 0 });
  });
});

describe('countdownNumber', () => {
  it('numbers rows from the total down to 1 across pages', () => {
    expect(countdownNumber(23, { page: 1, size: 10 }, 0)).toBe(23);
    expect(countdownNumber(23, { page: 1, size: 10 }, 9)).toBe(14);
    expect(countdownNumber(23, { page: 3, size: 10 }, 2)).toBe(1);
  });
});
