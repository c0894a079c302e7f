import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@ongi/shared';
import type { Database } from '../../db/client';
import { route } from '../../lib/contract-route';
import type { Storage } from '../../plugins/storage';
import { keepHostLoggedIn } from './host-session';
import { funeralKind, weddingKind, type AnyKind } from './kinds';
import { creationLimits, type CreationLimits } from './limits';
import { createInvitation, editableOrder, editInvitation, loadForEdit, readInvitationForm } from './save';

export interface InvitationFormRoutesOptions {
  db: Database;
  storage: Storage;
  /** Invitations a host may make in an hour (config.invitationCreateLimits). */
  creationLimits: CreationLimits;
}

/** /api/invitation/{wedding,funeral}: create, edit and the edit form's load, for both kinds alike. */
export const invitationFormRoutes: FastifyPluginAsyncZod<InvitationFormRoutesOptions> = async (app, { db, storage, creationLimits: limits }) => {
  const creations = creationLimits(app, limits);
  const kinds: Array<[AnyKind, typeof contract.invitation.wedding | typeof contract.invitation.funeral]> = [
    [weddingKind, contract.invitation.wedding],
    [funeralKind, contract.invitation.funeral],
  ];
  for (const [kind, endpoints] of kinds) {
    // Each kind names its number after itself (weddingInvitationSeq, funeralInvitationSeq).
    const seqOf = (request: { params: object }) => Object.values(request.params)[0] as number;

    route(app, endpoints.create, {
      handler: async (request, reply) => {
        await creations.beforeReading(request);
        const form = await readInvitationForm(request, kind);
        try {
          const saved = await createInvitation(db, storage, kind, request.session?.user, form, { admit: creations.admit(request) });
          await keepHostLoggedIn(app, db, kind, request, reply, saved);
          return saved;
        } finally {
          await form.discard();
        }
      },
    });

    // The owner check (member, the order's non-member session, administrator) is the route's own.
    route(app, endpoints.edit, {
      handler: async (request) => {
        // Whose it is is settled before a byte of the photos is read.
        const order = await editableOrder(db, kind, seqOf(request), request.session?.user);
        const form = await readInvitationForm(request, kind);
        try {
          return await editInvitation(db, storage, kind, order, form);
        } finally {
          await form.discard();
        }
      },
    });

    route(app, endpoints.load, {
      handler: async (request) => loadForEdit(db, kind, seqOf(request), request.session?.user),
    });
  }
};
