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
 * Two levels from flat rows already in order: top levels with their
 * children. Each node keeps the row's fields but its parent (the admin form
 * keeps isActive too); a child whose parent is not among the rows goes with it.
 */
export function buildTree<Row extends TreeRow>(rows: Row[]): Array<Omit<Row, 'parentSeq'> & { children: Array<Omit<Row, 'parentSeq'>> }> {
  const node = ({ parentSeq: _parent, ...fields }: Row) => fields;
  const tops = rows.filter((row) => row.parentSeq === null).map((row) => ({ ...node(row), children: [] as Array<Omit<Row, 'parentSeq'>> }));
  const bySeq = new Map(tops.map((top) => [top.seq, top]));
  for (const row of rows) {
    if (row.parentSeq !== null) bySeq.get(row.parentSeq)?.children.push(node(row));
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
