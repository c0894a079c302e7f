import { asc, eq, type ColumnBaseConfig, type ColumnDataType } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CategoryTreeNode } from '@ongi/shared';
import type { Database } from '../db/client';

// The campaign categories and the donation recipients are both two-level trees.

type Column<TData, TNotNull extends boolean = true> = PgColumn<ColumnBaseConfig<ColumnDataType, string> & { data: TData; notNull: TNotNull }>;

/** A two-level category table: its id, parent, name, order and whether it is in use. */
export interface TreeTable {
  table: PgTable;
  seq: Column<number>;
  parentSeq: Column<number, false>;
  name: Column<string>;
  sortOrder: Column<number>;
  isActive: Column<boolean>;
}

interface TreeRow {
  seq: number;
  parentSeq: number | null;
  name: string;
}

/**
 * Two levels from flat rows already in order: active top levels with their
 * active children. A child whose parent is inactive goes with it.
 */
export function buildTree(rows: TreeRow[]): CategoryTreeNode[] {
  const tops = rows.filter((row) => row.parentSeq === null).map((row) => ({ seq: row.seq, name: row.name, children: [] as CategoryTreeNode['children'] }));
  const bySeq = new Map(tops.map((top) => [top.seq, top]));
  for (const row of rows) {
    if (row.parentSeq !== null) bySeq.get(row.parentSeq)?.children.push({ seq: row.seq, name: row.name });
  }
  return tops;
}

/** The categories in use, in the administrator's order, as a tree. */
export async function activeTree(db: Database, tree: TreeTable): Promise<CategoryTreeNode[]> {
  const rows = await db
    .select({ seq: tree.seq, parentSeq: tree.parentSeq, name: tree.name })
    .from(tree.table)
    .where(eq(tree.isActive, true))
    .orderBy(asc(tree.sortOrder), asc(tree.seq));
  return buildTree(rows);
}
