import { adminSponsorSaveSchema, contract, messages, sponsorAdminMessages } from '@ongi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '@server/db/client';
import { sponsors } from '@server/db/schema';
import { snapshotOf } from '@server/lib/admin-audit';
import { adminResourceRoutes } from '@server/lib/admin-resource';
import { adminUploadSave, contentUploadSpec, saveWithFiles } from '@server/lib/admin-upload';
import { sanitizeRichText } from '@server/lib/rich-text';
import type { Storage } from '@server/integrations/storage/local';
import { requireCategoryOf } from '../category';
import { adminSponsorSort, deleteSponsors, findAdminSponsor, insertSponsor, listAdminSponsorPage, sponsorAttachTable, updateSponsor } from './queries';

/** /api/admin/sponsor: sponsor activities' back office (spec 002 sponsor list and form). */
export const sponsorAdminRoutes: FastifyPluginAsyncZod<{ db: Database; storage: Storage }> = async (app, { db, storage }) => {
  await app.register(sponsorResource(storage), { db });
};

function sponsorResource(storage: Storage) {
  return adminResourceRoutes(contract.admin.sponsor, {
    key: 'sponsor',
    list: { load: listAdminSponsorPage, sort: adminSponsorSort },
    detail: { load: findAdminSponsor },
    save: adminUploadSave(adminSponsorSaveSchema, contentUploadSpec('sponsor'), async ({ db }, { values, files }) => {
      const { sponsorSeq, deletedFileSeqs, removeThumbnail, editorHtml, ...fields } = values;
      await requireCategoryOf(db, fields.categorySeq, 'sponsor');
      const saved = await saveWithFiles(db, {
        storage,
        seq: sponsorSeq,
        row: { ...fields, editorHtml: sanitizeRichText(editorHtml) },
        files,
        thumbnail: { removeThumbnail },
        attachments: { field: 'attachList', table: sponsorAttachTable, deletedSeqs: deletedFileSeqs },
        insert: insertSponsor,
        update: updateSponsor,
        notFound: messages.admin.notFound('후원활동'),
      });
      return { ...saved, summary: fields.title };
    }),
    remove: {
      message: sponsorAdminMessages.deleted,
      snapshot: snapshotOf(sponsors, sponsors.sponsorSeq, sponsors.title, {
        후원금액: sponsors.sponsorAmount,
        시작일: sponsors.startDate,
        종료일: sponsors.endDate,
        카테고리번호: sponsors.categorySeq,
        등록일: sponsors.createDate,
      }),
      remove: ({ db }, seqs) => deleteSponsors(db, seqs),
    },
  });
}
