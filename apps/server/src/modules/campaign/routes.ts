import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignBannerSize,
  campaignDetailQuerySchema,
  campaignDetailSchema,
  campaignListQuerySchema,
  campaignListSchema,
  campaignPageSchema,
  campaignsMaxLimit,
  campaignsQuerySchema,
  messageSchema,
  messages,
  pageSizes,
  wreathCampaignSeqs,
} from '@ongi/shared';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { campaignLedger } from '../payment';
import { findCampaignDetail, listCampaignPage, listCampaigns } from './queries';

const errors = { 400: messageSchema };

export const campaignRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/get-list', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags: ['campaign'],
      summary: '캠페인 목록 (8개씩, 공개 카테고리·캠페인 카테고리 필터)',
      querystring: campaignListQuerySchema,
      response: { 200: campaignPageSchema, ...errors },
    },
    handler: async (request) => {
      const { page, categorySeq, categoryCampaignSeq } = request.query;
      const result = await listCampaignPage(db, { categorySeq, categoryCampaignSeq }, { page, size: pageSizes.publicList });
      return result;
    },
  });

  app.get('/get-list1', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags: ['campaign'],
      summary: '캠페인 목록 배너: 사진이 있는 캠페인 5개씩, 노출 순서대로',
      querystring: campaignListQuerySchema,
      response: { 200: campaignPageSchema, ...errors },
    },
    handler: async (request) => {
      const { page, categorySeq, categoryCampaignSeq } = request.query;
      const result = await listCampaignPage(db, { categorySeq, categoryCampaignSeq, withThumbnail: true }, { page, size: campaignBannerSize });
      return result;
    },
  });

  app.get('/get-list2', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags: ['campaign'],
      summary: '대표 캠페인: 축하·근조 기부화환(16, 17)을 먼저, 그다음 노출 순서대로 8개씩',
      querystring: campaignListQuerySchema,
      response: { 200: campaignPageSchema, ...errors },
    },
    handler: async (request) => {
      const { page, categorySeq, categoryCampaignSeq } = request.query;
      const result = await listCampaignPage(db, { categorySeq, categoryCampaignSeq }, { page, size: pageSizes.publicList }, [
        wreathCampaignSeqs.celebration,
        wreathCampaignSeqs.condolence,
      ]);
      return result;
    },
  });

  app.get('/get-campaigns', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags: ['campaign'],
      summary: '청첩장·부고장 양식의 캠페인 선택 목록',
      querystring: campaignsQuerySchema,
      response: { 200: campaignListSchema, ...errors },
    },
    handler: async (request) => {
      const { limit, ...filter } = request.query;
      const result = await listCampaigns(db, { ...filter, limit: limit ?? campaignsMaxLimit });
      return result;
    },
  });

  app.get('/get-detail', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags: ['campaign'],
      summary: '캠페인 상세',
      querystring: campaignDetailQuerySchema,
      response: { 200: campaignDetailSchema, ...errors, 404: messageSchema },
    },
    handler: async (request) => {
      const campaign = await findCampaignDetail(db, request.query.campaignSeq);
      if (!campaign) throw new HttpError(404, messages.publicNotFound.campaign);
      return { ...campaign, donationLedger: await campaignLedger(db, campaign.campaignSeq) };
    },
  });
};
