import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, type FuneralInvitationEdit, type WeddingInvitationEdit } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import type { Storage } from '@server/integrations/storage/local';
import { keepHostLoggedIn } from './host-session';
import { funeralKind } from './funeral';
import type { InvitationKind, KindRequest } from './kinds';
import { refuseArchived } from './lifecycle';
import { creationLimits, type CreationLimits } from './limits';
import { createInvitation, type CreatedOrder, editableOrder, editInvitation, loadForEdit, readInvitationForm } from './save';
import { weddingKind } from './wedding';

export interface InvitationFormRoutesOptions {
  db: Database;
  storage: Storage;
  /** Invitations a host may make in an hour (config.invitationCreateLimits). */
  creationLimits: CreationLimits;
  /** Told of each invitation made (app.ts sends a non-member host their order number). */
  onCreated?: (order: CreatedOrder) => Promise<void>;
}

/** /api/invitation/{wedding,funeral}: create, edit and the edit form's load, for both kinds alike. */
export const invitationFormRoutes: FastifyPluginAsyncZod<InvitationFormRoutesOptions> = async (app, { db, storage, creationLimits: limits, onCreated }) => {
  const creations = creationLimits(app, limits);
  // Each kind the same three routes, typed by its own request.
  const mount = <Request extends KindRequest, Edit extends WeddingInvitationEdit | FuneralInvitationEdit>(
    kind: InvitationKind<Request, Edit>,
    endpoints: typeof contract.invitation.wedding | typeof contract.invitation.funeral,
  ) => {
    // Each kind names its number after itself (weddingInvitationSeq, funeralInvitationSeq).
    const seqOf = (request: { params: object }) => Object.values(request.params)[0] as number;

    route(app, endpoints.create, {
      handler: async (request, reply) => {
        await creations.beforeReading(request);
        const form = await readInvitationForm(request, kind);
        try {
          const saved = await createInvitation(db, storage, kind, request.session?.user, form, { admit: creations.admit(request), created: onCreated });
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
        // Past the host's archive date the page is read-only.
        refuseArchived(order);
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
  };
  mount(weddingKind, contract.invitation.wedding);
  mount(funeralKind, contract.invitation.funeral);
};
