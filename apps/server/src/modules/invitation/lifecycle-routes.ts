import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import type { Storage } from '@server/integrations/storage/local';
import { deleteInvitation, readLifecycle, saveLifecycle } from './lifecycle';

export interface InvitationLifecycleRoutesOptions {
  db: Database;
  storage: Storage;
}

/** /api/invitation/{orderNum}/lifecycle and /delete: 공개·보관 설정, by the host (the owner check is the service's). */
export const invitationLifecycleRoutes: FastifyPluginAsyncZod<InvitationLifecycleRoutesOptions> = async (app, { db, storage }) => {
  route(app, contract.invitation.lifecycle, {
    handler: async (request) => readLifecycle(db, request.params.orderNum, request.session?.user),
  });

  route(app, contract.invitation.saveLifecycle, {
    handler: async (request) => saveLifecycle(db, request.params.orderNum, request.session?.user, request.body),
  });

  route(app, contract.invitation.delete, {
    handler: async (request) => deleteInvitation(db, storage, request.params.orderNum, request.session?.user),
  });
};
