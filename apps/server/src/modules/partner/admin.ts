import { contract, messages, partnerAdminMessages } from '@ongi/shared';
import { partners } from '@server/db/schema';
import { adminResourceRoutes } from '@server/lib/admin-resource';
import { HttpError } from '@server/lib/http-error';
import { deletePartners, findAdminPartner, insertPartner, listAdminPartnerPage, partnerReferences, partnerSnapshot, updatePartner } from './queries';

/** /api/admin/partner: wedding venues and funeral homes (spec 002 partner list and form); one in use is ended (종료), not deleted. */
export const partnerAdminRoutes = adminResourceRoutes(contract.admin.partner, {
  key: 'partner',
  list: { load: listAdminPartnerPage },
  detail: { load: findAdminPartner },
  save: {
    save: async ({ db }, { partnerSeq, ...values }) => {
      if (partnerSeq === undefined) return { seq: await insertPartner(db, values), created: true, summary: values.name };
      if (!(await updatePartner(db, partnerSeq, values))) throw new HttpError(404, messages.admin.notFound('제휴기관'));
      return { seq: partnerSeq, created: false, summary: values.name };
    },
  },
  remove: {
    snapshot: partnerSnapshot,
    attached: partnerReferences,
    instead: partnerAdminMessages.endInstead,
    remove: ({ db }, seqs) => deletePartners(db, seqs),
  },
  end: { table: partners, seq: partners.partnerSeq, name: partners.name, messages: partnerAdminMessages },
});
