import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaignBannerSize, campaignsMaxLimit, contract, messages, pageSizes, wreathCampaignSeqs } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { HttpError } from '@server/lib/http-error';
import { campaignLedger } from '../payment';
import { findCampaignDetail, listCampaignPage, listCampaigns } from './queries';

const publicRead = { publicCache: true } as const;

export const campaignRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, contract.campaign.list, {
    config: publicRead,
    handler: async (request) => {
      const { page, categorySeq, categoryCampaignSeq } = request.query;
      return listCampaignPage(db, { categorySeq, categoryCampaignSeq }, { page, size: pageSizes.publicList });
    },
  });

  route(app, contract.campaign.banner, {
    config: publicRead,
    handler: async (request) => {
      const { page, categorySeq, categoryCampaignSeq } = request.query;
      return listCampaignPage(db, { categorySeq, categoryCampaignSeq, withThumbnail: true }, { page, size: campaignBannerSize });
    },
  });

  route(app, contract.campaign.featured, {
    config: publicRead,
    handler: async (request) => {
      const { page, categorySeq, categoryCampaignSeq } = request.query;
      return listCampaignPage(db, { categorySeq, categoryCampaignSeq }, { page, size: pageSizes.publicList }, [
        wreathCampaignSeqs.celebration,
        wreathCampaignSeqs.condolence,
      ]);
    },
  });

  route(app, contract.campaign.forInvitationForm, {
    config: publicRead,
    handler: async (request) => {
      const { limit, ...filter } = request.query;
      return listCampaigns(db, { ...filter, limit: limit ?? campaignsMaxLimit });
    },
  });

  route(app, contract.campaign.detail, {
    config: publicRead,
    handler: async (request) => {
      const campaign = await findCampaignDetail(db, request.query.campaignSeq);
      if (!campaign) throw new HttpError(404, messages.publicNotFound.campaign);
      return { ...campaign, donationLedger: await campaignLedger(db, campaign.campaignSeq) };
    },
  });
};
