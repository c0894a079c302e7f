import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDonationGroupSaveSchema, contract, donationGroupAdminMessages, messages } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { donationGroups } from '@server/db/schema';
import { snapshotOf } from '@server/lib/admin-audit';
import { adminResourceRoutes } from '@server/lib/admin-resource';
import { adminUploadSave, contentUploadSpec, saveWithFiles } from '@server/lib/admin-upload';
import { sanitizeRichText } from '@server/lib/rich-text';
import type { Storage } from '@server/integrations/storage/local';
import { requireCategoryOf } from '../category';
import {
  deleteDonationGroups,
  donationGroupAttachTable,
  findAdminDonationGroup,
  insertDonationGroup,
  listAdminDonationGroupPage,
  updateDonationGroup,
} from './queries';

/** /api/admin/donation-group: donation groups' back office (spec 002 donation group list and form). */
export const donationGroupAdminRoutes: FastifyPluginAsyncZod<{ db: Database; storage: Storage }> = async (app, { db, storage }) => {
  await app.register(donationGroupResource(storage), { db });
};

function donationGroupResource(storage: Storage) {
  return adminResourceRoutes(contract.admin.donationGroup, {
    key: 'donation-group',
    list: { load: listAdminDonationGroupPage },
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
  });
}
