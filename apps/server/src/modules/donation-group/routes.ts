import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, messages, pageSizes } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { HttpError } from '@server/lib/http-error';
import { donationGroupLedger } from '../payment';
import { findDonationGroupDetail, listDonationGroupPage } from './queries';

const publicRead = { publicCache: true } as const;

export const donationGroupRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, contract.donationGroup.list, {
    config: publicRead,
    handler: async (request) => {
      const result = await listDonationGroupPage(db, request.query.categorySeq, { page: request.query.page, size: pageSizes.publicList });
      return result;
    },
  });

  route(app, contract.donationGroup.detail, {
    config: publicRead,
    handler: async (request) => {
      const group = await findDonationGroupDetail(db, request.query.donationGroupSeq);
      if (!group) throw new HttpError(404, messages.publicNotFound.donationGroup);
      return { ...group, donationLedger: await donationGroupLedger(db, group.donationGroupSeq) };
    },
  });
};
