import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAttachmentMax, adminAttachmentMaxBytes, adminNoticeSaveSchema, contract, messages } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { notices } from '@server/db/schema';
import { snapshotOf } from '@server/lib/admin-audit';
import { adminResourceRoutes } from '@server/lib/admin-resource';
import { adminUploadSave, saveWithFiles } from '@server/lib/admin-upload';
import { sanitizeRichText } from '@server/lib/rich-text';
import type { Storage } from '@server/integrations/storage/local';
import { requireCategoryOf } from '../category';
import { adminNoticeSort, deleteNotices, findAdminNotice, insertNotice, listAdminNoticePage, noticeAttachTable, updateNotice } from './admin-queries';

/**
 * /api/admin/notice: the notice board's back office (spec 002 notice list and
 * form). The save is multipart: the part `notice` (JSON) and new files as
 * `attachList`, each checked by its bytes against the allowed document kinds
 * (jpg, jpeg, png, pdf, doc, docx, ppt, pptx, hwp, zip).
 */
export const noticeAdminRoutes: FastifyPluginAsyncZod<{ db: Database; storage: Storage }> = async (app, { db, storage }) => {
  await app.register(noticeResource(storage), { db });
};

function noticeResource(storage: Storage) {
  return adminResourceRoutes(contract.admin.notice, {
    key: 'notice',
    list: { load: listAdminNoticePage, sort: adminNoticeSort },
    detail: { load: findAdminNotice },
    save: adminUploadSave(
      adminNoticeSaveSchema,
      {
        part: 'notice',
        files: {
          attachList: {
            accept: 'document',
            maxBytes: adminAttachmentMaxBytes,
            maxCount: adminAttachmentMax,
            tooMany: messages.file.tooMany(adminAttachmentMax),
          },
        },
      },
      async ({ db }, { values, files }) => {
        const { noticeSeq, deletedFileSeqs, content, ...fields } = values;
        if (fields.categorySeq !== null) await requireCategoryOf(db, fields.categorySeq, 'notice');
        const saved = await saveWithFiles(db, {
          storage,
          seq: noticeSeq,
          row: { ...fields, content: sanitizeRichText(content) },
          files,
          attachments: { field: 'attachList', table: noticeAttachTable, deletedSeqs: deletedFileSeqs },
          insert: insertNotice,
          update: updateNotice,
          notFound: messages.admin.notFound('공지사항'),
        });
        return { ...saved, summary: fields.title };
      },
    ),
    remove: {
      snapshot: snapshotOf(notices, notices.noticeSeq, notices.title, {
        카테고리번호: notices.categorySeq,
        중요공지: notices.topNoticeYn,
        조회수: notices.viewCnt,
        등록일: notices.createDate,
      }),
      remove: ({ db }, seqs) => deleteNotices(db, seqs),
    },
  });
}
