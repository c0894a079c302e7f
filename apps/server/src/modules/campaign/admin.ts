import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAttachmentMax,
  adminCampaignDetailSchema,
  adminCampaignListQuerySchema,
  adminCampaignOptionsSchema,
  adminCampaignRowSchema,
  adminCampaignSaveSchema,
  adminThumbnailMaxBytes,
  campaignAdminMessages,
  messageSchema,
  messages,
} from '@ongi/shared';
import type { Database } from '../../db/client';
import { adminResourceRoutes } from '../../lib/admin-resource';
import { adminUploadSave, saveWithFiles } from '../../lib/admin-upload';
import { sanitizeRichText } from '../../lib/rich-text';
import { HttpError } from '../../plugins/http-error';
import type { Storage } from '../../plugins/storage';
import { requireCategoryOf } from '../category';
import { campaigns } from '../../db/schema';
import {
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
  app.get('/options', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin-campaign'],
      summary: '캠페인 양식의 선택 상자: 캠페인 카테고리·기부처(2단계, 사용 안 함 포함)와 제휴기관',
      response: { 200: adminCampaignOptionsSchema, 401: messageSchema, 403: messageSchema },
    },
    handler: async () => campaignFormOptions(db),
  });
  await app.register(campaignResource(storage), { db });
};

function campaignResource(storage: Storage) {
  return adminResourceRoutes({
    key: 'campaign',
    label: '캠페인',
    list: { query: adminCampaignListQuerySchema, row: adminCampaignRowSchema, load: listAdminCampaignPage },
    detail: { response: adminCampaignDetailSchema, load: findAdminCampaign },
    save: adminUploadSave(
      adminCampaignSaveSchema,
      {
        part: 'campaign',
        files: { thumbnails: { accept: 'image', maxBytes: adminThumbnailMaxBytes, maxCount: adminAttachmentMax, tooMany: campaignAdminMessages.tooManyThumbnails } },
      },
      async ({ db }, { values, files }) => {
        const { campaignSeq, deletedFileSeqs, content, ...fields } = values;
        if (fields.categorySeq !== null) await requireCategoryOf(db, fields.categorySeq, 'campaign');
        if (!(await isLeafCategory(db, 'campaign', fields.categoryCampaignSeq))) throw new HttpError(400, campaignAdminMessages.campaignCategoryRequired);
        if (!(await isLeafCategory(db, 'donation', fields.categoryDonationSeq))) throw new HttpError(400, campaignAdminMessages.donationCategoryRequired);
        if (!(await partnerExists(db, fields.partnerSeq))) throw new HttpError(400, campaignAdminMessages.partnerRequired);
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
      noneSelected: messages.admin.noneSelected.campaign,
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
  });
}
