import { contract, messages } from '@ongi/shared';
import { faqs } from '@server/db/schema';
import { snapshotOf } from '@server/lib/admin-audit';
import { adminResourceRoutes } from '@server/lib/admin-resource';
import { HttpError } from '@server/lib/http-error';
import { requireCategoryOf } from '../category';
import { adminFaqSort, deleteFaqs, findAdminFaq, insertFaq, listAdminFaqPage, updateFaq } from './queries';

/** /api/admin/faq: the FAQ board's back office (spec 002 FAQ list and form). */
export const faqAdminRoutes = adminResourceRoutes(contract.admin.faq, {
  key: 'faq',
  list: { load: listAdminFaqPage, sort: adminFaqSort },
  detail: { load: findAdminFaq },
  save: {
    save: async ({ db }, { faqSeq, ...values }) => {
      await requireCategoryOf(db, values.categorySeq, 'faq');
      if (faqSeq === undefined) return { seq: await insertFaq(db, values), created: true, summary: values.title };
      if (!(await updateFaq(db, faqSeq, values))) throw new HttpError(404, messages.admin.notFound('FAQ'));
      return { seq: faqSeq, created: false, summary: values.title };
    },
  },
  remove: {
    snapshot: snapshotOf(faqs, faqs.faqSeq, faqs.title, { 카테고리번호: faqs.categorySeq, 등록일: faqs.createDate }),
    remove: ({ db }, seqs) => deleteFaqs(db, seqs),
  },
});
