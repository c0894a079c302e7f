import { categoryAdminMessages, contract, messages } from '@ongi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '@server/db/client';
import { adminResourceRoutes } from '@server/lib/admin-resource';
import { HttpError } from '@server/lib/http-error';
import {
  adminCategorySort,
  categoryReferences,
  categorySnapshot,
  deleteCategories,
  findAdminCategory,
  insertCategory,
  listAdminCategoryPage,
  setCategoryUse,
  updateCategory,
} from './queries';
import { adminToggleRoute } from './toggle-route';
import { uniqueName } from './unique-name';

/** The public tab categories' resource (spec 002 category list and create; edit is the same form with ?categorySeq). */
const categoryResourceRoutes = adminResourceRoutes(contract.admin.category, {
  key: 'category',
  list: { load: listAdminCategoryPage, sort: adminCategorySort },
  detail: { load: findAdminCategory },
  save: {
    save: async ({ db }, { categorySeq, ...values }) => {
      if (categorySeq === undefined) {
        const seq = await uniqueName(categoryAdminMessages.duplicateName, () => insertCategory(db, values));
        return { seq, created: true, summary: values.name, message: categoryAdminMessages.created };
      }
      if (!(await uniqueName(categoryAdminMessages.duplicateName, () => updateCategory(db, categorySeq, values))))
        throw new HttpError(404, messages.admin.notFound('카테고리'));
      return { seq: categorySeq, created: false, summary: values.name };
    },
  },
  remove: {
    snapshot: categorySnapshot,
    attached: categoryReferences,
    instead: categoryAdminMessages.useInstead,
    remove: ({ db }, seqs) => deleteCategories(db, seqs),
  },
});

/** /api/admin/category: the resource, the list's use select, and (admin-routes) the forms' options. */
export const categoryResourceAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, options) => {
  await app.register(categoryResourceRoutes, { db: options.db });
  adminToggleRoute(app, options.db, contract.admin.category.changeUse, {
    key: 'category',
    label: contract.admin.category.label,
    change: async (db, seq, { useYn }) => {
      const row = await setCategoryUse(db, seq, useYn);
      if (!row) return undefined;
      const enabled = row.useYn === 'Y';
      return { name: row.name, enabled, message: enabled ? categoryAdminMessages.used(row.name) : categoryAdminMessages.unused(row.name) };
    },
  });
};
