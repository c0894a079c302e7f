import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDonationGroupSaveSchema, contract, donationGroupAdminMessages, formatDate, messages } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { donationGroups } from '@server/db/schema';
import { snapshotOf } from '@server/lib/admin-audit';
import { adminResourceRoutes } from '@server/lib/admin-resource';
import { route } from '@server/lib/contract-route';
import { adminUploadSave, contentUploadSpec, saveWithFiles } from '@server/lib/admin-upload';
import { sanitizeRichText } from '@server/lib/rich-text';
import type { Storage } from '@server/integrations/storage/local';
import { requireCategoryOf } from '../category';
import {
  adminDonationGroupSort,
  deleteDonationGroups,
  donationGroupAttachTable,
  findAdminDonationGroup,
  insertDonationGroup,
  listAdminDonationGroupPage,
  listOrganisationOptions,
  updateDonationGroup,
} from './queries';

/** /api/admin/donation-group: donation groups' back office (spec 002 donation group list and form) and the organisation picker every screen shares. */
export const donationGroupAdminRoutes: FastifyPluginAsyncZod<{ db: Database; storage: Storage }> = async (app, { db, storage }) => {
  route(app, contract.admin.donationGroup.options, { handler: async () => listOrganisationOptions(db) });
  await app.register(donationGroupResource(storage), { db });
};

function donationGroupResource(storage: Storage) {
  return adminResourceRoutes(contract.admin.donationGroup, {
    key: 'donation-group',
    list: { load: listAdminDonationGroupPage, sort: adminDonationGroupSort },
    detail: { load: findAdminDonationGroup },
    save: adminUploadSave(adminDonationGroupSaveSchema, contentUploadSpec('donationGroup'), async ({ db }, { values, files }) => {
      const { donationGroupSeq, deletedFileSeqs, removeThumbnail, editorHtml, ...fields } = values;
      await requireCategoryOf(db, fields.categorySeq, 'donationGroup');
      const saved = await saveWithFiles(db, {
        storage,
        seq: donationGroupSeq,
        row: { ...fields, editorHtml: sanitizeRichText(editorHtml) },
        files,
        thumbnail: { removeThumbnail },
        attachments: { field: 'attachList', table: donationGroupAttachTable, deletedSeqs: deletedFileSeqs },
        insert: insertDonationGroup,
        update: updateDonationGroup,
        notFound: messages.admin.notFound('기부단체'),
      });
      return { ...saved, summary: fields.groupName };
    }),
    remove: {
      message: donationGroupAdminMessages.deleted,
      snapshot: snapshotOf(donationGroups, donationGroups.donationGroupSeq, donationGroups.groupName, {
        카테고리번호: donationGroups.categorySeq,
        기부처번호: donationGroups.categoryDonationSeq,
        등록일: donationGroups.createDate,
      }),
      remove: ({ db }, seqs) => deleteDonationGroups(db, seqs),
    },
    excel: {
      fileName: '기부단체목록',
      sheet: '기부단체',
      search: { searchTypes: { groupName: '단체명', groupExplain: '소개' } },
      columns: [
        { header: '번호', width: 8, cell: (row) => row.donationGroupSeq },
        { header: '단체명', width: 28, cell: (row) => row.groupName },
        { header: '소개', width: 50, cell: (row) => row.groupExplain },
        { header: '등록일', kind: 'date', cell: (row) => formatDate(row.createDate) },
      ],
    },
  });
}
