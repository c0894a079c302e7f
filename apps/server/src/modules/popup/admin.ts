import { contract, messages } from '@ongi/shared';
import { popups } from '@server/db/schema';
import { snapshotOf } from '@server/lib/admin-audit';
import { adminResourceRoutes } from '@server/lib/admin-resource';
import { sanitizeRichText } from '@server/lib/rich-text';
import { HttpError } from '@server/lib/http-error';
import { adminPopupSort, deletePopups, findAdminPopup, insertPopup, listAdminPopupPage, updatePopup } from './queries';

/** /api/admin/popup: the home page popups' back office (spec 002 popup list and form). */
export const popupAdminRoutes = adminResourceRoutes(contract.admin.popup, {
  key: 'popup',
  list: { load: listAdminPopupPage, sort: adminPopupSort },
  detail: { load: findAdminPopup },
  save: {
    save: async ({ db }, { popupSeq, content, ...values }) => {
      const row = { ...values, content: sanitizeRichText(content) };
      if (popupSeq === undefined) return { seq: await insertPopup(db, row), created: true, summary: values.title };
      if (!(await updatePopup(db, popupSeq, row))) throw new HttpError(404, messages.admin.notFound('팝업'));
      return { seq: popupSeq, created: false, summary: values.title };
    },
  },
  remove: {
    snapshot: snapshotOf(popups, popups.popupSeq, popups.title, {
      시작일: popups.startDate,
      종료일: popups.endDate,
      사용: popups.useStatus,
      등록일: popups.createDate,
    }),
    remove: ({ db }, seqs) => deletePopups(db, seqs),
  },
});
