import { messages } from '@ongi/shared';
import type { Database } from '@server/db/client';
import type { CategoryParent } from '@server/db/schema';
import { HttpError } from '@server/lib/http-error';
import { categoryParentOf } from './queries';

/** A form's category must exist and belong to the form's group (a notice cannot take a FAQ category). */
export async function requireCategoryOf(db: Database, categorySeq: number, parent: CategoryParent) {
  if ((await categoryParentOf(db, categorySeq)) !== parent) throw new HttpError(400, messages.adminForm.categoryWrongGroup);
}
