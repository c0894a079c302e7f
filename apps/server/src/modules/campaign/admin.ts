import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAttachmentMax, adminCampaignSaveSchema, adminThumbnailMaxBytes, campaignAdminMessages, contract, formatDate, messages } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { adminResourceRoutes } from '@server/lib/admin-resource';
import { route } from '@server/lib/contract-route';
import { adminUploadSave, saveWithFiles } from '@server/lib/admin-upload';
import { sanitizeRichText } from '@server/lib/rich-text';
import { HttpError } from '@server/lib/http-error';
import type { Storage } from '@server/integrations/storage/local';
import { requireCategoryOf } from '../category';
import { campaigns } from '@server/db/schema';
import {
  adminCampaignSort,
  campaignAttachTable,
  campaignFormOptions,
  campaignReferences,
  campaignSnapshot,
  deleteCampaigns,
  findAdminCampaign,
  insertCampaign,
  isLeafCategory,
  listAdminCampaignPage,
  partnerExists,
  updateCampaign,
} from './admin-queries';

/** /api/admin/campaign: campaigns' back office (spec 002 campaign list and form) and the form's selectors. */
export const campaignAdminRoutes: FastifyPluginAsyncZod<{ db: Database; storage: Storage }> = async (app, { db, storage }) => {
  route(app, contract.admin.campaign.options, { handler: async () => campaignFormOptions(db) });
  await app.register(campaignResource(storage), { db });
};

function campaignResource(storage: Storage) {
  return adminResourceRoutes(contract.admin.campaign, {
    key: 'campaign',
    list: { load: listAdminCampaignPage, sort: adminCampaignSort },
    detail: { load: findAdminCampaign },
    save: adminUploadSave(
      adminCampaignSaveSchema,
      {
        part: 'campaign',
        files: {
          thumbnails: { accept: 'image', maxBytes: adminThumbnailMaxBytes, maxCount: adminAttachmentMax, tooMany: campaignAdminMessages.tooManyThumbnails },
        },
      },
      async ({ db }, { values, files }) => {
        const { campaignSeq, deletedFileSeqs, content, ...fields } = values;
        if (fields.categorySeq !== null) await requireCategoryOf(db, fields.categorySeq, 'campaign');
        if (!(await isLeafCategory(db, 'campaign', fields.categoryCampaignSeq))) throw new HttpError(400, campaignAdminMessages.campaignCategoryRequired);
        if (!(await isLeafCategory(db, 'donation', fields.categoryDonationSeq))) throw new HttpError(400, campaignAdminMessages.donationCategoryRequired);
        if (fields.partnerSeq !== null && !(await partnerExists(db, fields.partnerSeq))) throw new HttpError(400, campaignAdminMessages.partnerRequired);
        const saved = await saveWithFiles(db, {
          storage,
          seq: campaignSeq,
          row: { ...fields, content: sanitizeRichText(content) },
          files,
          attachments: { field: 'thumbnails', table: campaignAttachTable, deletedSeqs: deletedFileSeqs },
          insert: insertCampaign,
          update: updateCampaign,
          notFound: messages.admin.notFound('캠페인'),
        });
        return { ...saved, summary: fields.campaignName };
      },
    ),
    remove: {
      snapshot: campaignSnapshot,
      attached: campaignReferences,
      instead: campaignAdminMessages.endInstead,
      remove: ({ db }, seqs) => deleteCampaigns(db, seqs),
    },
    end: {
      table: campaigns,
      seq: campaigns.campaignSeq,
      name: campaigns.campaignName,
      messages: campaignAdminMessages,
    },
    excel: {
      fileName: '캠페인목록',
      sheet: '캠페인',
      search: { searchTypes: { campaignName: '캠페인명', partnerCompany: '제휴사' } },
      columns: [
        { header: '순서', width: 8, cell: (row) => (row.sortOrder === null ? null : row.sortOrder + 1) },
        { header: '카테고리', width: 16, cell: (row) => row.categoryName },
        { header: '캠페인명', width: 30, cell: (row) => row.campaignName },
        { header: '종료일', kind: 'date', cell: (row) => row.endDate },
        { header: '금액', kind: 'amount', cell: (row) => row.campaignAmount },
        { header: '공개', cell: (row) => (row.displayYn === 'Y' ? '공개' : '비공개') },
        { header: '종료 일시', kind: 'time', cell: (row) => row.endedAt },
        { header: '등록일', kind: 'date', cell: (row) => formatDate(row.createDate) },
      ],
    },
  });
}
