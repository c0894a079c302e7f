import { and, asc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryTreeMessages, contract, messages, type adminCategoryTreeListQuerySchema, type CategoryTreeKind, only, type z } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { snapshotOf } from '@server/lib/admin-audit';
import { adminResourceRoutes, type AttachedReference } from '@server/lib/admin-resource';
import { route } from '@server/lib/contract-route';
import type { TreeTable } from '@server/lib/category-tree';
import { paginate, type PageRequest } from '@server/lib/paginate';
import { searchBy } from '@server/lib/search';
import { HttpError } from '@server/lib/http-error';
import { adminToggleRoute } from './toggle-route';
import { uniqueName } from './unique-name';

// The campaign categories and the donation recipients are the same two-level
// tree in two tables: one back office, given the table it runs on.

/** A tree table for its back office: its columns, the same table aliased as the parent, and what refers to its rows. */
export interface TreeAdminTable extends TreeTable {
  createDate: AnyPgColumn;
  /** The table again under another name, for the parent's name beside each row. */
  parent: { table: PgTable; seq: AnyPgColumn; name: AnyPgColumn; sortOrder: AnyPgColumn };
  /**
   * Rows that keep a category: while any name it, it is not deleted (the
   * foreign keys restrict too). Its children that are not being deleted with it keep it as well.
   */
  references: AttachedReference[];
}

type TreeValues = { name: string; parentSeq: number | null; sortOrder: number; isActive: boolean };

function treeQueries(tree: TreeAdminTable) {
  const fields = {
    seq: tree.seq,
    name: tree.name,
    parentSeq: tree.parentSeq,
    parentName: sql<string | null>`${tree.parent.name}`,
    sortOrder: tree.sortOrder,
    isActive: tree.isActive,
    createDate: sql<Date>`${tree.createDate}`,
  };
  const searchColumns = { all: [tree.name, tree.parent.name], category_name: [tree.name], parent_category_name: [tree.parent.name] };
  const iso = <R extends { createDate: Date | string }>(row: R) => ({ ...row, createDate: new Date(row.createDate).toISOString() });

  const findRow = async (db: Database, seq: number) => {
    const [row] = await db.select({ seq: tree.seq, name: tree.name, parentSeq: tree.parentSeq }).from(tree.table).where(eq(tree.seq, seq));
    return row;
  };

  return {
    /** What the list sorts by (adminCategoryTreeSorts), ties by number; top levels have no parent name and come last ascending. */
    sort: { columns: { name: tree.name, parent: tree.parent.name, status: tree.isActive }, key: tree.seq },
    /** Each top level followed by its children, in the administrator's order. */
    list: async (db: Database, query: z.output<typeof adminCategoryTreeListQuerySchema>, request: PageRequest) => {
      const rows = db
        .select(fields)
        .from(tree.table)
        .leftJoin(tree.parent.table, eq(tree.parent.seq, tree.parentSeq))
        .where(searchBy(searchColumns, query.searchType, query.searchWord))
        .$dynamic();
      const page = await paginate(db, rows, request, {
        orderBy: [
          sql`coalesce(${tree.parent.sortOrder}, ${tree.sortOrder})`,
          sql`coalesce(${tree.parentSeq}, ${tree.seq})`,
          sql`${tree.parentSeq} nulls first`,
          asc(tree.sortOrder),
          asc(tree.seq),
        ],
      });
      return { ...page, content: page.content.map(iso) };
    },
    detail: async (db: Database, seq: number) => {
      const [row] = await db.select(fields).from(tree.table).leftJoin(tree.parent.table, eq(tree.parent.seq, tree.parentSeq)).where(eq(tree.seq, seq));
      return row && iso(row);
    },
    findRow,
    /** The top levels a category can be put under. */
    parents: (db: Database) =>
      db
        .select({ seq: tree.seq, name: tree.name, isActive: tree.isActive })
        .from(tree.table)
        .where(isNull(tree.parentSeq))
        .orderBy(asc(tree.sortOrder), asc(tree.seq)),
    hasChildren: async (db: Database, seq: number) => {
      const [row] = await db.select({ seq: tree.seq }).from(tree.table).where(eq(tree.parentSeq, seq)).limit(1);
      return row !== undefined;
    },
    insert: async (db: Database, values: TreeValues) => {
      const row = only(
        await db
          .insert(tree.table)
          .values(values as never)
          .returning({ seq: tree.seq }),
        'the inserted category',
      );
      return row.seq;
    },
    update: async (db: Database, seq: number, values: TreeValues) => {
      const rows = await db
        .update(tree.table)
        .set(values as never)
        .where(eq(tree.seq, seq))
        .returning({ seq: tree.seq });
      return rows.length > 0;
    },
    setActive: async (db: Database, seq: number, isActive: boolean) => {
      const [row] = await db
        .update(tree.table)
        .set({ isActive } as never)
        .where(eq(tree.seq, seq))
        .returning({ name: tree.name, isActive: tree.isActive });
      return row;
    },
    /** All or none: how many of the chosen exist (fewer rolls back), then children before their parents (the parent key restricts). */
    remove: async (db: Database, seqs: number[]) => {
      const found = await db.select({ seq: tree.seq }).from(tree.table).where(inArray(tree.seq, seqs));
      if (found.length < seqs.length) return found.length;
      await db.delete(tree.table).where(and(inArray(tree.seq, seqs), isNotNull(tree.parentSeq)));
      await db.delete(tree.table).where(inArray(tree.seq, seqs));
      return seqs.length;
    },
  };
}

/**
 * /api/admin/campaign-category or /api/admin/donation-category: list, detail,
 * save, delete-many (spec 002), the parent choices of the create form
 * (GET /parents) and the list's activation select
 * (POST /change-category-activation/:seq). Two levels only.
 */
export function categoryTreeAdminRoutes(kind: CategoryTreeKind, tree: TreeAdminTable): FastifyPluginAsyncZod<{ db: Database }> {
  const text = categoryTreeMessages[kind];
  const endpoints = contract.admin[kind];
  const queries = treeQueries(tree);
  const notFound = () => new HttpError(404, messages.admin.notFound(text.label));
  const snapshot = snapshotOf(tree.table, tree.seq, tree.name, {
    상위번호: tree.parentSeq,
    활성: tree.isActive,
    정렬순서: tree.sortOrder,
    등록일: tree.createDate,
  });
  // A parent keeps its children: they are not left without one, unless they go in the same delete.
  const children: AttachedReference = {
    noun: text.children,
    counter: '개',
    table: tree.table,
    column: tree.parentSeq,
    where: (seqs) => notInArray(tree.seq, seqs),
  };

  /** The parent must be a top level, and a category with children stays one. */
  const checkParent = async (db: Database, seq: number | undefined, parentSeq: number | null) => {
    if (parentSeq === null) return;
    if (parentSeq === seq) throw new HttpError(400, text.parentIsSelf);
    const parent = await queries.findRow(db, parentSeq);
    if (!parent) throw new HttpError(400, text.parentNotFound);
    if (parent.parentSeq !== null) throw new HttpError(400, text.parentIsChild);
    if (seq !== undefined && (await queries.hasChildren(db, seq))) throw new HttpError(400, text.hasChildren);
  };
  const resource = adminResourceRoutes(endpoints, {
    key: kind,
    list: { load: queries.list, sort: queries.sort },
    detail: { load: queries.detail },
    save: {
      save: async ({ db }, { seq, parentSeq, ...rest }) => {
        const values = { ...rest, parentSeq: parentSeq === 0 ? null : parentSeq };
        await checkParent(db, seq, values.parentSeq);
        if (seq === undefined) {
          const created = await uniqueName(text.duplicateName, () => queries.insert(db, values));
          return { seq: created, created: true, summary: values.name, message: text.created };
        }
        if (!(await uniqueName(text.duplicateName, () => queries.update(db, seq, values)))) throw notFound();
        return { seq, created: false, summary: values.name };
      },
    },
    remove: {
      snapshot,
      attached: [children, ...tree.references],
      instead: text.deactivateInstead,
      remove: ({ db }, seqs) => queries.remove(db, seqs),
    },
  });

  return async (app, options) => {
    await app.register(resource, { db: options.db });
    route(app, endpoints.parents, { handler: async () => queries.parents(options.db) });
    adminToggleRoute(app, options.db, endpoints.changeActivation, {
      key: kind,
      label: text.label,
      change: async (db, seq, { isActive }) => {
        const row = await queries.setActive(db, seq, isActive);
        if (!row) return undefined;
        return { name: row.name, enabled: row.isActive, message: row.isActive ? text.active(row.name) : text.inactive(row.name) };
      },
    });
  };
}
