import { describe, expect, it } from 'vitest';
import { categoryTreeKinds, contract, messages, type z } from '@ongi/shared';
import type { AdminResourceModule } from '@web/shared/admin/resource';
import { categoryTreeResource } from '@web/features/category/admin/category-tree';
import { orderResource } from '@web/features/invitation/admin/orders';

// Issue 25 §2: every admin list's sortable headers name sorts its server
// takes (a name it does not take would answer 400 on the click), and every
// list whose query takes a sort offers it on some header.

type Declaration = AdminResourceModule['resource'];

const modules = import.meta.glob<Partial<AdminResourceModule>>('../features/*/admin/*.tsx', { eager: true });
const links = { invitationView: (publicNum: string) => `/invitation/${publicNum}`, kiosk: (publicNum: string) => `/invitation/kiosk/${publicNum}` };
const declarations: Declaration[] = [
  ...Object.values(modules).flatMap((module) => (module.resource ? [module.resource] : [])),
  ...categoryTreeKinds.map((kind) => categoryTreeResource(kind)),
  orderResource('wedding', links),
  orderResource('funeral', links),
];

/** Every list endpoint of the contract's back office, by its path. */
function listQueries(node: unknown, found = new Map<string, z.ZodType>()) {
  if (typeof node !== 'object' || node === null) return found;
  const list = (node as { list?: { path?: string; query?: z.ZodType } }).list;
  if (list?.path && list.query) found.set(list.path, list.query);
  for (const child of Object.values(node)) if (child !== list) listQueries(child, found);
  return found;
}
const queries = listQueries(contract.admin);

describe.each(declarations.map((declaration) => [declaration.label, declaration] as const))('%s list', (_label, declaration) => {
  const query = queries.get(declaration.endpoints.list.path);
  const sorts = declaration.list.columns.flatMap((column) => (column.sort ? [column.sort] : []));

  it('is a list of the contract', () => {
    expect(query, declaration.endpoints.list.path).toBeDefined();
  });

  it('sorts only by names its server takes, and offers a sort when the server takes one', () => {
    for (const sort of sorts) expect(query!.safeParse({ sort }).success, `${declaration.key}: sort=${sort}`).toBe(true);
    const unknown = query!.safeParse({ sort: 'no-such-column' });
    const takesSorts = !unknown.success && unknown.error.issues.some((issue) => issue.message === messages.adminList.sortInvalid);
    expect(sorts.length > 0, `${declaration.key} declares a sortable header`).toBe(takesSorts);
  });
});
