import { contract, formatDate, formatPhone, messages, partnerAdminMessages, partnerKindLabels } from '@ongi/shared';
import { partners } from '@server/db/schema';
import { adminResourceRoutes } from '@server/lib/admin-resource';
import { HttpError } from '@server/lib/http-error';
import {
  adminPartnerSort,
  deletePartners,
  findAdminPartner,
  insertPartner,
  listAdminPartnerPage,
  partnerReferences,
  partnerSnapshot,
  updatePartner,
} from './queries';

/** /api/admin/partner: wedding venues and funeral homes (spec 002 partner list and form); one in use is ended (종료), not deleted. */
export const partnerAdminRoutes = adminResourceRoutes(contract.admin.partner, {
  key: 'partner',
  list: { load: listAdminPartnerPage, sort: adminPartnerSort },
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
  excel: {
    fileName: '제휴기관목록',
    sheet: '제휴기관',
    search: { searchTypes: { name: '기관명', address: '주소' } },
    columns: [
      { header: '유형', cell: (row) => partnerKindLabels[row.type] },
      { header: '기관명', width: 24, cell: (row) => row.name },
      { header: '도로명 주소', width: 36, cell: (row) => row.roadAddressName },
      { header: '지번 주소', width: 36, cell: (row) => row.addressName },
      { header: '전화번호', cell: (row) => (row.phone ? formatPhone(row.phone) : null) },
      { header: '등록일', kind: 'date', cell: (row) => formatDate(row.createDate) },
      { header: '종료 일시', kind: 'time', cell: (row) => row.endedAt },
    ],
  },
});
